/** The reports feature's public entry: what pages and the app shell compose. */
export { ReportButton } from './components/report-button.tsx';
