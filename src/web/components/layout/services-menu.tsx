import { lazy } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { DeferredMenu } from '#web/components/ui/deferred-menu.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';
import { navLinkClass } from './nav-link-class.ts';

export const servicesTriggerClass = (inServices: boolean) =>
  cn(navLinkClass(inServices), 'inline-flex items-center gap-1');

export function ServicesTrigger() {
  return (
    <>
      Services
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}

const loadDropdown = () => import('./services-dropdown.tsx');
const ServicesDropdown = lazy(loadDropdown);

/** The Services dropdown, highlighted on any /services/ page; its menu code loads when first used. */
export function ServicesMenu() {
  const { pathname } = useLocation();
  const inServices = pathname.startsWith(paths.servicesPrefix);
  return (
    <DeferredMenu
      Menu={ServicesDropdown}
      preload={loadDropdown}
      menuProps={{}}
      className={servicesTriggerClass(inServices)}
      current={inServices}
    >
      <ServicesTrigger />
    </DeferredMenu>
  );
}
