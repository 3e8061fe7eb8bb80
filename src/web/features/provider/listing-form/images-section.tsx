import type { ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MAX_IMAGES_PER_LISTING, MAX_UPLOAD_MB, UPLOAD_IMAGE_KINDS } from '#shared/constants.ts';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';
import type { ImageSelection } from './use-image-selection.ts';
import { FormSection } from './form-section.tsx';

type Thumb = { key: string; src: string; label: string; onRemove: () => void };

/** 6. Images: up to 5 in total, each removable, the remaining slots shown (docs/product.md §5). */
export function ImagesSection({ images, disabled }: { images: ImageSelection; disabled: boolean }) {
  const { existing, added, remaining } = images;
  const full = remaining === 0;
  const thumbs: Thumb[] = [
    ...existing.map((url, index) => ({
      key: url,
      src: url,
      label: `photo ${index + 1}`,
      onRemove: () => images.removeExisting(url),
    })),
    ...added.map((image) => ({
      key: image.id,
      src: image.previewUrl,
      label: `new photo ${image.file.name}`,
      onRemove: () => images.removeNew(image.id),
    })),
  ];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    images.addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  return (
    <FormSection
      number={6}
      title="Images"
      description={`Upload up to ${MAX_IMAGES_PER_LISTING} photos. The first one is shown on your listing card.`}
    >
      {thumbs.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label="Selected images"
        >
          {thumbs.map((thumb) => (
            <li key={thumb.key} className="relative overflow-hidden rounded-lg border bg-muted">
              <img
                src={thumb.src}
                alt={`Listing ${thumb.label}`}
                width={320}
                height={240}
                className="aspect-[4/3] w-full object-cover"
              />
              <button
                type="button"
                onClick={thumb.onRemove}
                disabled={disabled}
                aria-label={`Remove ${thumb.label}`}
                className="absolute top-1.5 right-1.5 rounded-full bg-black/70 p-1.5 text-white hover:bg-black/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2">
        <input
          id="listing-images"
          type="file"
          accept="image/*"
          multiple
          disabled={full || disabled}
          onChange={onChange}
          aria-describedby="listing-images-remaining"
          className="peer sr-only"
        />
        <Label
          htmlFor="listing-images"
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted',
            (full || disabled) && 'cursor-not-allowed hover:bg-transparent',
          )}
        >
          <ImagePlus className="size-8 text-primary" aria-hidden="true" />
          <span>{full ? 'Image limit reached' : 'Add images'}</span>
          <span className="text-xs text-muted-foreground">
            Choose one or more images ({UPLOAD_IMAGE_KINDS}), up to {MAX_UPLOAD_MB} MB each
          </span>
        </Label>
        <p
          id="listing-images-remaining"
          className="text-sm text-muted-foreground"
          aria-live="polite"
        >
          {remaining} of {MAX_IMAGES_PER_LISTING} image slots remaining
        </p>
      </div>
    </FormSection>
  );
}
