import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { MOBILE_NAV_ID, MobileNavPanel } from './mobile-nav.tsx';
import { navLinkClass } from './nav-link-class.ts';
import { ServicesMenu } from './services-menu.tsx';
import { MAIN_NAV_LINKS } from './site-links.ts';
import { SiteLogo } from './site-logo.tsx';

/**
 * The site header; `actions` is the account area (sign-in buttons or the account menu); `start`
 * comes first in the banner landmark (the skip link and the new page's focus marker, which axe
 * and screen readers expect inside a landmark).
 */
export function Header({ actions, start }: { actions: ReactNode; start?: ReactNode }) {
  const { pathname } = useLocation();
  // The panel stays open only on the page where it was opened, so navigating closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-card print:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mobileOpen) setOpenOnPath(null);
      }}
    >
      {start}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <SiteLogo className="mr-2 shrink-0" />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MAIN_NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) => navLinkClass(isActive)}
            >
              {link.label}
            </NavLink>
          ))}
          <ServicesMenu />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden [&_svg]:size-6"
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_NAV_ID}
            aria-label="Menu"
            onClick={() => setOpenOnPath(mobileOpen ? null : pathname)}
          >
            {mobileOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
      <MobileNavPanel open={mobileOpen} />
    </header>
  );
}
