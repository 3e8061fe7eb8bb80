import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type ListingImageProps = {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** The first visible image loads eagerly with high priority; all others lazily. */
  priority?: boolean;
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

function LoadedImage({ src, alt, width, height, priority, className }: ListingImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder text="Image Error" className={className} />;
  return (
    <img
      src={src}
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

/** A listing photo, "No Image" when there is none and "Image Error" when it fails to load (SPEC §8). */
export function ListingImage(props: ListingImageProps) {
  if (!props.src) return <Placeholder text="No Image" className={props.className} />;
  return <LoadedImage key={props.src} {...props} />;
}
