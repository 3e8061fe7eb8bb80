import { Link, useLocation } from 'react-router';
import { SERVICE_MENU } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { ServicesTrigger, servicesTriggerClass } from './services-menu.tsx';

/** The Services dropdown (loaded by ServicesMenu when first used). */
export default function ServicesDropdown({ defaultOpen }: { defaultOpen: boolean }) {
  const { pathname } = useLocation();
  const inServices = pathname.startsWith(paths.servicesPrefix);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={servicesTriggerClass(inServices)}
        aria-current={inServices ? 'true' : undefined}
      >
        <ServicesTrigger />
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
