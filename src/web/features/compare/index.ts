/** The compare page's feature: the table of communities side by side and its actions. */
export { compareQuery, compareRequestOf, useCompare } from './api/get-compare.ts';
export { CompareActions } from './components/compare-actions.tsx';
export { CompareTable } from './components/compare-table.tsx';
