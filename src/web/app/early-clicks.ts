/**
 * Holds the clicks a person makes on the page's buttons before the app has hydrated, and replays
 * them once it has (docs/decisions/039-early-clicks.md). Links and form submissions work natively
 * before the scripts run; a button that opens a dialog, a menu or a carousel slide needs the
 * script, and a click on it would otherwise be lost. A link marked `data-hold-click` (a card that
 * opens the listing dialog, the Log In and Sign Up links that open the auth dialog) is held too;
 * if the app has not hydrated a few seconds later it is
 * followed as a plain link.
 *
 * The boot module (scripts/scripts-after-paint.ts) runs this first, long before the app's own
 * code loads, from its source text (`Function.prototype.toString`): it must stay self-contained —
 * no imports and no names from outside the function.
 */
export function holdEarlyClicks(root: Document, linkFallbackMs = 4000): void {
  const html = root.documentElement;
  const hydrated = () => html.dataset.hydrated !== undefined;
  const held: HTMLElement[] = [];

  const needsScript = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const element = target.closest<HTMLElement>('button, [data-hold-click]');
    if (!element) return null;
    if (element instanceof HTMLButtonElement) {
      if (element.disabled) return null;
      // A form's submit button posts it; the server handles forms sent without the script.
      if (element.type === 'submit' && element.form) return null;
    }
    return element;
  };

  // A link opened in a new tab or window is the browser's, as it is after hydration.
  const opensElsewhere = (event: MouseEvent) =>
    event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

  const onClick = (event: MouseEvent) => {
    if (hydrated() || event.defaultPrevented) return;
    const element = needsScript(event.target);
    if (!element || (element instanceof HTMLAnchorElement && opensElsewhere(event))) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(element)) held.push(element);
    if (element instanceof HTMLAnchorElement) {
      const href = element.href;
      setTimeout(() => {
        if (!hydrated()) root.location.assign(href);
      }, linkFallbackMs);
    }
  };

  // The press as the app's components listen for it: Radix menus open on pointerdown, tabs on
  // mousedown, the rest on click.
  const press = (element: HTMLElement) => {
    const view = root.defaultView;
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view };
    const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    element.focus({ preventScroll: true });
    element.dispatchEvent(new PointerEvent('pointerdown', pointer));
    element.dispatchEvent(new MouseEvent('mousedown', init));
    element.dispatchEvent(new PointerEvent('pointerup', pointer));
    element.dispatchEvent(new MouseEvent('mouseup', init));
    element.click();
  };

  const replay = () => {
    root.removeEventListener('click', onClick, true);
    for (const element of held.splice(0)) if (element.isConnected) press(element);
  };

  root.addEventListener('click', onClick, true);
  new MutationObserver((_records, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    replay();
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
