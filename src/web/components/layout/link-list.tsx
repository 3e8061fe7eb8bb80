import { Link } from 'react-router';
import type { SiteLink } from './site-links.ts';

type LinkListProps = {
  links: SiteLink[];
  /** The list's layout. */
  className: string;
  linkClassName: string;
  'aria-label'?: string;
};

/** A list of site links (the footer's groups and legal row, the sitemap page's groups). */
export function LinkList({ links, linkClassName, ...list }: LinkListProps) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
