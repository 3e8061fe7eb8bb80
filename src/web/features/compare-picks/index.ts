/** The compare-picks feature's public entry: what pages and the app shell compose. */
export { CompareToggle } from './components/compare-toggle.tsx';
export { CompareAnnouncer } from './components/compare-announcer.tsx';
export { useComparePicks } from './compare-store.ts';
