import { Link } from 'react-router';
import { BRAND } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

/** A roof sheltering a heart: the CareNest mark. Decorative; the text names the link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M6.5 15.5 16 7.5l9.5 8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M16 25.5s-6-3.6-6-7.6a3.2 3.2 0 0 1 6-1.6 3.2 3.2 0 0 1 6 1.6c0 4-6 7.6-6 7.6Z"
        fill="#f6c08b"
      />
    </svg>
  );
}

export function SiteLogo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-2 rounded-md text-xl font-bold text-primary-strong',
        className,
      )}
    >
      <LogoMark />
      <span>{BRAND}</span>
    </Link>
  );
}
