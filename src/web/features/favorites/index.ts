/** The favorites feature's public entry: what pages and the app shell compose. */
export { useFavorites } from './api/get-favorites.ts';
export { useToggleFavorite } from './api/toggle-favorite.ts';
