/** The reviews feature's public entry: what pages and the app shell compose. */
export { ListingReviews } from './components/listing-reviews.tsx';
