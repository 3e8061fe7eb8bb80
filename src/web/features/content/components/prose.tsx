import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** A titled block of a content page: an h2 and readable body text. */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mt-10 max-w-3xl', className)}>
      <h2 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h2>
      <div className="mt-3 grid gap-3 leading-relaxed text-foreground">{children}</div>
    </section>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-6 marker:text-primary">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** An inline link in body text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
    >
      {children}
    </Link>
  );
}

/** A row of call-to-action buttons under a page's content. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-10 flex flex-wrap gap-3">{children}</div>;
}
