import { useEffect, useRef, type RefObject } from 'react';

/**
 * Applies the boxes of a group ticked before the page's script ran (no change event comes for
 * them), once it runs, as if they had been ticked then. `options` is the group's order.
 */
export function useEarlyTicks<T extends string>(
  fieldset: RefObject<HTMLFieldSetElement | null>,
  options: readonly T[],
  selected: readonly T[],
  onChange: (ticked: T[]) => void,
): void {
  const rendered = useRef({ options, selected, onChange });
  useEffect(() => {
    const { options: all, selected: shown, onChange: apply } = rendered.current;
    const box = fieldset.current;
    if (!box) return;
    const ticked = all.filter(
      (value) => box.querySelector<HTMLInputElement>(`input[value="${value}"]`)?.checked,
    );
    const same = ticked.length === shown.length && ticked.every((t) => shown.includes(t));
    if (!same) apply(ticked);
  }, [fieldset]);
}
