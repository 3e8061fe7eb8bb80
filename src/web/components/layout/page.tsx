import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

type PageProps = {
  /** The page's h1; also used for the browser tab title. */
  title: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The standard page frame: a centred column with the page heading. */
export function Page({ title, description, className, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      {description ? (
        <p className="mt-3 max-w-2xl text-base text-muted-foreground">{description}</p>
      ) : null}
      {children}
    </div>
  );
}
