import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { MAX_IMAGES_PER_LISTING, MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { PROVIDER_TEXTS } from '../messages.ts';

export type NewImage = { id: string; file: File; previewUrl: string };

let nextId = 0;

/**
 * The listing's images while editing: existing URLs to keep and new files to upload, at most 5
 * in total. Previews use object URLs, revoked when removed or when the form goes away.
 */
export function useImageSelection(initial: readonly string[]) {
  const [existing, setExisting] = useState<string[]>(() => [...initial]);
  const [added, setAdded] = useState<NewImage[]>([]);
  const addedRef = useRef<NewImage[]>([]);

  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  useEffect(
    () => () => {
      for (const image of addedRef.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const remaining = Math.max(0, MAX_IMAGES_PER_LISTING - existing.length - added.length);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const tooLarge = files.filter((file) => file.size > MAX_UPLOAD_BYTES);
      for (const file of tooLarge) toast.warning(PROVIDER_TEXTS.imageTooLarge(file.name));
      const images = files.filter(
        (file) => file.type.startsWith('image/') && file.size <= MAX_UPLOAD_BYTES,
      );
      const accepted = images.slice(0, remaining);
      const dropped = files.length - tooLarge.length - accepted.length;
      if (dropped > 0) {
        toast.warning(
          `${dropped} ${dropped === 1 ? 'file was' : 'files were'} not added: a listing can have up to ${MAX_IMAGES_PER_LISTING} images, and only images are accepted.`,
        );
      }
      if (accepted.length === 0) return;
      const next = accepted.map((file) => ({
        id: `new-image-${(nextId += 1)}`,
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      setAdded((current) => [...current, ...next]);
    },
    [remaining],
  );

  const removeNew = useCallback((id: string) => {
    setAdded((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((image) => image.id !== id);
    });
  }, []);

  const removeExisting = useCallback((url: string) => {
    setExisting((current) => current.filter((u) => u !== url));
  }, []);

  return { existing, added, remaining, addFiles, removeNew, removeExisting };
}

export type ImageSelection = ReturnType<typeof useImageSelection>;
