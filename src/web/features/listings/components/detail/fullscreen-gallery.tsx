import { useState, type KeyboardEvent } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useFocusReturn } from '#web/lib/focus-return.ts';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { ListingImage } from '#web/components/listing/listing-image.tsx';

type FullscreenGalleryProps = {
  images: readonly string[];
  title: string;
  startIndex: number;
  onClose: (lastIndex: number) => void;
};

const controlClass =
  'rounded-full bg-black/60 p-2.5 text-white ring-1 ring-white/40 hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Fullscreen photos: ←/→ to move, Escape to close, thumbnails from 768 px, an "n / total" counter. */
export function FullscreenGallery({ images, title, startIndex, onClose }: FullscreenGalleryProps) {
  const [index, setIndex] = useState(startIndex);
  const returnFocus = useFocusReturn();
  const total = images.length;
  const go = (step: number) => setIndex((current) => (current + step + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose(index))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-neutral-950" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-4">
            <DialogPrimitive.Title className="truncate text-base font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              Use the left and right arrow keys to move between photos, and Escape to close.
            </DialogPrimitive.Description>
            <p className="shrink-0 text-sm font-medium tabular-nums" aria-live="polite">
              {index + 1} / {total}
            </p>
            <DialogPrimitive.Close className={controlClass} aria-label="Close gallery">
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 md:px-20">
            <ListingImage
              key={index}
              src={images[index]}
              alt={`${title}, photo ${index + 1} of ${total}`}
              width={1600}
              height={900}
              priority
              className="max-h-full min-h-48 w-auto max-w-full min-w-64 rounded-md object-contain"
            />
            {total > 1 ? (
              <>
                <button
                  type="button"
                  className={cn(controlClass, 'absolute top-1/2 left-4 -translate-y-1/2')}
                  onClick={() => go(-1)}
                  aria-label="Previous photo"
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cn(controlClass, 'absolute top-1/2 right-4 -translate-y-1/2')}
                  onClick={() => go(1)}
                  aria-label="Next photo"
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
          <ul className="hidden justify-center gap-2 p-4 md:flex" aria-label="Thumbnails">
            {images.map((src, i) => (
              <li key={`${src}-${i}`}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={cn(
                    'block overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                    i === index
                      ? 'border-white'
                      : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <ListingImage
                    src={src}
                    alt=""
                    width={96}
                    height={64}
                    sizes="96px"
                    className="h-16 w-24"
                  />
                </button>
              </li>
            ))}
          </ul>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
