/** The newsletter feature's public entry: other features import only from here. */
export { NewsletterSignup } from './components/newsletter-signup.tsx';
export { newsletterAction } from './newsletter-action.ts';
