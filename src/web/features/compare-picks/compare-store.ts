import { useSyncExternalStore } from 'react';
import { COMPARE_LIMITS } from '#shared/constants.ts';
import { COMPARE_MESSAGES } from '#shared/compare-messages.ts';

/** A community picked to compare: its title is kept so the tray needs no request. */
export type ComparePick = { id: string; title: string };

// The picks live in this browser only (docs/decisions/044): a visitor need not sign in, and
// another tab sees them through the storage event.
const STORAGE_KEY = 'carenest:compare';
const NONE: ComparePick[] = [];

type State = { picks: ComparePick[]; message: string };
let state: State | null = null;
const listeners = new Set<() => void>();

const isPick = (value: unknown): value is ComparePick =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ComparePick).id === 'string' &&
  typeof (value as ComparePick).title === 'string';

/** What this browser stored; anything unreadable (another version, a full disk) is no picks. */
function readStored(): ComparePick[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPick).slice(0, COMPARE_LIMITS.max) : NONE;
  } catch {
    return NONE;
  }
}

function current(): State {
  state ??= { picks: readStored(), message: '' };
  return state;
}

function update(next: State) {
  state = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next.picks));
  } catch {
    // Private mode or a full disk: the picks still hold for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    state = { picks: readStored(), message: '' };
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Picks are known in the browser only: the server and the hydrating page render none. */
export const useComparePicks = () =>
  useSyncExternalStore(
    subscribe,
    () => current().picks,
    () => NONE,
  );

/** The last change, for the polite announcement and the tray's notice. */
export const useCompareMessage = () =>
  useSyncExternalStore(
    subscribe,
    () => current().message,
    () => '',
  );

const countText = (n: number) => `${n} of ${COMPARE_LIMITS.max} picked to compare.`;

/** Adds or removes a community; a fifth is refused with a message, never dropped silently. */
export function toggleComparePick(pick: ComparePick): void {
  const { picks } = current();
  if (picks.some((p) => p.id === pick.id)) return removeComparePick(pick.id);
  if (picks.length >= COMPARE_LIMITS.max) {
    return update({ picks, message: COMPARE_MESSAGES.full });
  }
  const next = [...picks, pick];
  update({ picks: next, message: `Added ${pick.title}. ${countText(next.length)}` });
}

export function removeComparePick(id: string): void {
  const { picks } = current();
  const removed = picks.find((p) => p.id === id);
  if (!removed) return;
  const next = picks.filter((p) => p.id !== id);
  update({ picks: next, message: `Removed ${removed.title}. ${countText(next.length)}` });
}

export function clearComparePicks(): void {
  update({ picks: NONE, message: 'Cleared the communities picked to compare.' });
}
