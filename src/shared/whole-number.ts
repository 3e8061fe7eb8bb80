/**
 * "12,345": a number rounded to a whole one, its thousands grouped as en-US writes them. Written
 * out rather than with Intl.NumberFormat: the page's first Intl object loads the browser's
 * locale data, about 10 ms on a phone's start (40 ms at Lighthouse's 4× slowdown), and the browse
 * page needs nothing else from it.
 */
export function wholeNumber(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}
