import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { SERVICE_MENU } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { navLinkClass } from './nav-link-class.ts';

/** The Services dropdown; highlighted on any /services/ page. */
export function ServicesMenu() {
  const { pathname } = useLocation();
  const inServices = pathname.startsWith(paths.servicesPrefix);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(navLinkClass(inServices), 'inline-flex items-center gap-1')}
        aria-current={inServices ? 'true' : undefined}
      >
        Services
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" portalled={false}>
        {SERVICE_MENU.map(({ slug, label }) => {
          const to = paths.service(slug);
          return (
            <DropdownMenuItem key={slug} asChild>
              <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                {label}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
