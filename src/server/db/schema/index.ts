export * from './auth.ts';
export * from './profiles.ts';
export * from './listings.ts';
export * from './reviews.ts';
export * from './subscriptions.ts';
export * from './newsletter.ts';
export * from './analytics.ts';
export * from './tour-requests.ts';
