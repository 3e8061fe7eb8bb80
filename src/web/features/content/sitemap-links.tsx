import { Link } from 'react-router';
import {
  FOOTER_LINK_GROUPS,
  LEGAL_LINKS,
  MAIN_NAV_LINKS,
} from '#web/components/layout/site-links.ts';

const SITEMAP_GROUPS = [
  { heading: 'Main', links: [{ label: 'Home', to: '/' }, ...MAIN_NAV_LINKS] },
  ...FOOTER_LINK_GROUPS,
  { heading: 'Legal', links: LEGAL_LINKS },
];

export function SitemapLinks() {
  return (
    <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {SITEMAP_GROUPS.map((group) => (
        <section key={group.heading}>
          <h2 className="text-lg font-semibold">{group.heading}</h2>
          <ul className="mt-2 grid gap-1.5">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
