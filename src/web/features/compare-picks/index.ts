/** The compare-picks feature's public entry: other features import only from here. */
export { CompareToggle } from './components/compare-toggle.tsx';
export { CompareAnnouncer } from './components/compare-announcer.tsx';
export { useComparePicks } from './compare-store.ts';
