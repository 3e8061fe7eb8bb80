import { Link } from 'react-router';
import { BRAND, COPYRIGHT_YEAR } from '#shared/constants.ts';
import { LogoMark } from './site-logo.tsx';
import { LinkList } from './link-list.tsx';
import { FOOTER_LINK_GROUPS, LEGAL_LINKS } from './site-links.ts';

const footerLinkClass =
  'rounded-sm text-sm text-footer-muted hover:text-footer-foreground hover:underline focus-visible:outline-footer-foreground';

export function Footer() {
  return (
    <footer className="mt-auto bg-footer text-footer-foreground print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_3fr] lg:px-8">
        <div className="grid content-start gap-3">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md text-xl font-bold focus-visible:outline-footer-foreground"
          >
            <LogoMark />
            <span>{BRAND}</span>
          </Link>
          <p className="max-w-xs text-sm text-footer-muted">
            Helping families compare senior living communities, and helping care providers reach
            them.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_LINK_GROUPS.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold tracking-wide uppercase">{group.heading}</h2>
              <LinkList
                links={group.links}
                className="mt-3 grid gap-2"
                linkClassName={footerLinkClass}
              />
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-sm text-footer-muted">
            © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
          </p>
          <LinkList
            links={LEGAL_LINKS}
            linkClassName={footerLinkClass}
            className="flex flex-wrap gap-x-6 gap-y-2"
            aria-label="Legal"
          />
        </div>
      </div>
    </footer>
  );
}
