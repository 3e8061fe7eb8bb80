/** The favorites feature's public entry: other features import only from here. */
export { useFavorites } from './api/get-favorites.ts';
export { useToggleFavorite } from './api/toggle-favorite.ts';
