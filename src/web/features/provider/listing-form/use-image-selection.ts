import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '#web/lib/toast.tsx';
import { MAX_IMAGES_PER_LISTING, MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '#shared/image-signature.ts';
import { PROVIDER_TEXTS } from '../messages.ts';

/** The image kind a file's first bytes say it is, or null (imageKindOf). */
async function imageKindOfFile(file: File): Promise<string | null> {
  const start = await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer();
  return imageKindOf(new Uint8Array(start));
}

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
    async (files: readonly File[]) => {
      const tooLarge = files.filter((file) => file.size > MAX_UPLOAD_BYTES);
      for (const file of tooLarge) toast.warning(PROVIDER_TEXTS.imageTooLarge(file.name));
      const chosen = files.filter(
        (file) => file.type.startsWith('image/') && file.size <= MAX_UPLOAD_BYTES,
      );
      // A file named like an image whose bytes are none (a renamed document) is said now, not
      // when the listing is saved and the server refuses it.
      const kinds = await Promise.all(chosen.map(imageKindOfFile));
      const images = chosen.filter((file, i) => {
        if (kinds[i] === null) toast.warning(PROVIDER_TEXTS.notAnImage(file.name));
        return kinds[i] !== null;
      });
      const accepted = images.slice(0, remaining);
      // Files of another type and those past the limit, said once for all.
      const dropped =
        files.length - tooLarge.length - chosen.length + images.length - accepted.length;
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
