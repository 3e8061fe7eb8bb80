/** The newsletter feature's public entry: what pages and the app shell compose. */
export { NewsletterSignup } from './components/newsletter-signup.tsx';
export { newsletterAction } from './newsletter-action.ts';
