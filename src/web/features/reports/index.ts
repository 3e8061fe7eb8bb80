/** The reports feature's public entry: other features import only from here. */
export { ReportButton } from './components/report-button.tsx';
