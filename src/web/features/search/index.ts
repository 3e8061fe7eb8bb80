/** The search feature's public entry: other features import only from here. */
export { browseSearchUrl } from './search-params.ts';
export { LocationSearch } from './components/location-search.tsx';
