import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { SMALL_IMAGE_WIDTH, smallImageUrl } from '#shared/image-variants.ts';
import { usePriorityImage } from '#web/lib/head.tsx';
import { cn } from '#web/lib/cn.ts';

/** Our full-size images are at most 2000px wide; most are 1200–1600. */
const FULL_IMAGE_WIDTH = 1600;

type ListingImageProps = {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** The first visible image loads eagerly with high priority; all others lazily. */
  priority?: boolean;
  /** How wide the image is shown, so the browser can pick the small copy when it suffices. */
  sizes?: string;
  className?: string;
};

function Placeholder({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={text}
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-muted text-sm font-medium text-muted-foreground',
        className,
      )}
    >
      <ImageOff className="size-8" aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

function LoadedImage({ src, alt, width, height, priority, sizes, className }: ListingImageProps) {
  const [failed, setFailed] = useState(false);
  const small = src ? smallImageUrl(src) : null;
  const srcSet = small ? `${small} ${SMALL_IMAGE_WIDTH}w, ${src} ${FULL_IMAGE_WIDTH}w` : undefined;
  const shownSizes = small ? (sizes ?? '100vw') : undefined;
  usePriorityImage(priority && src ? { src, srcSet, sizes: shownSizes } : null);
  if (failed) return <Placeholder text="Image Error" className={className} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={shownSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}

/** A listing photo, "No Image" when there is none and "Image Error" when it fails to load (docs/product.md §8). */
export function ListingImage(props: ListingImageProps) {
  if (!props.src) return <Placeholder text="No Image" className={props.className} />;
  return <LoadedImage key={props.src} {...props} />;
}

/** The photo at the top of a listing card (browse, favourites, My Listings). */
export function ListingCardPhoto({
  src,
  priority = false,
}: {
  src: string | undefined;
  priority?: boolean;
}) {
  return (
    <ListingImage
      src={src}
      alt=""
      width={640}
      height={427}
      priority={priority}
      sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
      className="aspect-[3/2] w-full"
    />
  );
}
