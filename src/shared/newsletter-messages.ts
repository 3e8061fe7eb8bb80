// Without zod, so a page can show it without loading the schemas.
export const NEWSLETTER_CONFIRMATION =
  "Thanks for subscribing! You'll hear from us about once a month.";
