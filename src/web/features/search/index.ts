/** The search feature's public entry: what pages and the app shell compose. */
export { browseSearchUrl } from './search-params.ts';
export { LocationSearch } from './components/location-search.tsx';
