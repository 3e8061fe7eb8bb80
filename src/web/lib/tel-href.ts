/** A phone number as a `tel:` link: its digits (and a leading +), whatever the punctuation. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
