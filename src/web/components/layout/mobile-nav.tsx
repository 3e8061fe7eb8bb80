import { NavLink, useLocation } from 'react-router';
import { SERVICE_MENU } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';
import { navLinkClass } from './nav-link-class.ts';
import { MAIN_NAV_LINKS } from './site-links.ts';

export const MOBILE_NAV_ID = 'mobile-navigation';

/** The collapsible navigation panel shown below 768 px. */
export function MobileNavPanel({ open }: { open: boolean }) {
  const { pathname } = useLocation();
  const inServices = pathname.startsWith(paths.servicesPrefix);
  return (
    <nav
      id={MOBILE_NAV_ID}
      aria-label="Main"
      hidden={!open}
      className="border-t border-border bg-card px-4 pt-2 pb-4 md:hidden"
    >
      <ul className="grid gap-1">
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={({ isActive }) => `block ${navLinkClass(isActive)}`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p
        id={`${MOBILE_NAV_ID}-services`}
        className={`mt-3 px-3 text-xs font-semibold tracking-wide uppercase ${inServices ? 'text-primary-strong' : 'text-muted-foreground'}`}
      >
        Services
      </p>
      <ul aria-labelledby={`${MOBILE_NAV_ID}-services`} className="mt-1 grid gap-1 sm:grid-cols-2">
        {SERVICE_MENU.map(({ slug, label }) => (
          <li key={slug}>
            <NavLink
              to={paths.service(slug)}
              className={({ isActive }) => `block ${navLinkClass(isActive)}`}
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
