import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { E2E_PORT } from './base-url.ts';

/** Mail the e2e server wrote (no SMTP: DATA_DIR/mail/<time>-<uuid>.eml), oldest first. */
function outbox(): string[] {
  const dir = `.data-e2e/db-${E2E_PORT}/mail`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) =>
      readFileSync(`${dir}/${file}`, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

/**
 * The link in the newest email to `email` whose text contains `subject`, matching `link`, or
 * null while none has arrived (poll it).
 */
export function mailLink(email: string, subject: string, link: RegExp): string | null {
  const found = outbox()
    .filter((text) => text.includes(email) && text.includes(subject))
    .map((text) => text.match(link)?.[0])
    .filter((url): url is string => !!url);
  return found.at(-1) ?? null;
}

/** How many emails to `email` with `subject` were written so far. */
export function mailCount(email: string, subject: string): number {
  return outbox().filter((text) => text.includes(email) && text.includes(subject)).length;
}

export const RESET_MAIL = {
  subject: 'Reset your CareNest password',
  link: /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/,
};
export const VERIFY_MAIL = {
  subject: 'Verify your CareNest email address',
  link: /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/,
};
export const TOUR_REQUEST_MAIL = {
  subject: 'Your tour request for',
  link: /https?:\/\/\S+\/tour-requests\/[\w-]+/,
};
