import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ListingImage } from '#web/components/listing/listing-image.tsx';
import { useLazyEmbla } from './use-lazy-embla.ts';

type ImageCarouselProps = {
  images: readonly string[];
  title: string;
  /** Opens the fullscreen gallery at this photo. */
  onOpenGallery: (index: number) => void;
};

const navButtonClass =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-card/95 text-foreground shadow-md hover:bg-card';

/** The listing's photos in a swipeable carousel; clicking a photo opens the fullscreen gallery. */
export function ImageCarousel({ images, title, onOpenGallery }: ImageCarouselProps) {
  const {
    viewportRef,
    api: emblaApi,
    wake: wakeEmbla,
    withCarousel,
  } = useLazyEmbla(images.length > 1);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect(); // a press made before embla arrived has already moved it
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  if (images.length === 0) {
    return (
      <ListingImage
        src={undefined}
        alt=""
        width={1200}
        height={675}
        className="aspect-[3/2] w-full sm:aspect-[2/1]"
      />
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      className="relative"
      onPointerEnter={wakeEmbla}
      onTouchStart={wakeEmbla}
      onFocus={wakeEmbla}
    >
      <div ref={viewportRef} className="overflow-hidden bg-muted">
        <div className="flex">
          {images.map((src, index) => (
            <div
              key={`${src}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <button
                type="button"
                onClick={() => onOpenGallery(index)}
                className="group relative block w-full focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-ring"
                aria-label={`Open photo ${index + 1} of ${images.length} in full screen`}
              >
                <ListingImage
                  src={src}
                  alt={`${title}, photo ${index + 1}`}
                  width={1200}
                  height={675}
                  priority={index === 0}
                  sizes="(min-width: 896px) 896px, 100vw"
                  className="aspect-[3/2] w-full sm:aspect-[2/1]"
                />
                <span className="absolute right-3 bottom-3 flex items-center gap-1 rounded-md bg-black/70 px-2 py-1 text-xs font-medium text-white">
                  <Expand className="size-3.5" aria-hidden="true" />
                  {index + 1} / {images.length}
                </span>
              </button>
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <>
          <Button
            size="icon"
            variant="ghost"
            className={`${navButtonClass} left-3`}
            onClick={() => withCarousel((carousel) => carousel.scrollPrev())}
            aria-label="Previous photo"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className={`${navButtonClass} right-3`}
            onClick={() => withCarousel((carousel) => carousel.scrollNext())}
            aria-label="Next photo"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <p className="sr-only" aria-live="polite">
            Photo {selected + 1} of {images.length}
          </p>
        </>
      ) : null}
    </section>
  );
}
