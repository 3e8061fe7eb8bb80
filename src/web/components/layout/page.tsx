import type { ReactNode } from 'react';
import { Head, type HeadInput } from '#web/lib/head.tsx';
import { cn } from '#web/lib/cn.ts';

type PageProps = {
  /** The page's h1; also its title in the browser tab and in search results. */
  title: string;
  /** Shown under the h1; a plain-text one is also the meta description. */
  description?: ReactNode;
  /** Head fields beyond title and description (image, canonical path, JSON-LD …). */
  head?: Partial<HeadInput>;
  className?: string;
  children?: ReactNode;
};

/** The standard page frame: a centred column with the page heading. */
export function Page({ title, description, head, className, children }: PageProps) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      <Head
        title={title}
        description={typeof description === 'string' ? description : undefined}
        {...head}
      />
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      {description ? (
        <p className="mt-3 max-w-2xl text-base text-muted-foreground">{description}</p>
      ) : null}
      {children}
    </div>
  );
}
