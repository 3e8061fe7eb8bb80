/** Whether `value` names one of `tabs`. */
export const isTab = <Tab extends string>(tabs: readonly Tab[], value: unknown): value is Tab =>
  typeof value === 'string' && (tabs as readonly string[]).includes(value);

/**
 * The tab a page's `?tab=` names (pages keep their open tab in the address so links and Back
 * reach it), or `fallback` when it names none of `tabs`.
 */
export function tabFromSearch<Tab extends string>(
  searchParams: URLSearchParams,
  tabs: readonly Tab[],
  fallback: Tab,
): Tab {
  const requested = searchParams.get('tab');
  return isTab(tabs, requested) ? requested : fallback;
}
