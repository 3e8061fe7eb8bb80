import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { signIn, signUp } from '#tests/helpers/auth.ts';
import { fastTestHasher, TEST_CONFIG, TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { openTestDatabase } from '#tests/helpers/test-db.ts';

// Whether an address has an account must not show in how long the answer takes: an unknown
// address gets the same password work on sign-in, and a reset mail is sent after the answer.
// This app is built by hand: its mailer holds reset mail back until the test lets it go.

const uploadsDir = mkdtempSync(join(tmpdir(), 'carenest-uploads-'));
const calls = { hash: 0, verify: 0 };
const countingHasher = {
  hash: (password: string) => ((calls.hash += 1), fastTestHasher.hash(password)),
  verify: (input: { hash: string; password: string }) => (
    (calls.verify += 1),
    fastTestHasher.verify(input)
  ),
};
const sent: MailMessage[] = [];
let releaseResetMail!: () => void;
const resetMailReleased = new Promise<void>((resolve) => (releaseResetMail = resolve));
let database: Database;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    storage: new LocalStorage({ rootDir: uploadsDir }),
    mailer: {
      async send(message) {
        if (message.subject.startsWith('Reset')) await resetMailReleased;
        sent.push(message);
      },
    },
    config: { ...TEST_CONFIG, secret: 'x'.repeat(48), passwordHasher: countingHasher },
  });
});
afterAll(async () => {
  releaseResetMail();
  await app.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** The work a sign-in did: how many hashes and checks of a password. */
async function passwordWorkOf(email: string, password: string) {
  calls.hash = 0;
  calls.verify = 0;
  const { response } = await signIn(app, email, password);
  expect(response.statusCode).toBe(401);
  return { ...calls };
}

describe('an account’s existence does not show in the timing', () => {
  it('a sign-in for an unknown address checks the password against a hash, as for a wrong password', async () => {
    const { body } = await signUp(app);
    const known = await passwordWorkOf(body.email, 'not-the-right-password');
    const unknown = await passwordWorkOf('nobody-at-all@example.com', 'not-the-right-password');
    expect(known).toEqual({ hash: 0, verify: 1 });
    expect(unknown).toEqual(known);
  });

  it('a password reset is answered before its mail is sent, and the mail follows', async () => {
    const { body } = await signUp(app);
    // The sign-up's own mail is sent first, so that only the reset's is outstanding below.
    await app.deps.mailQueue.drain();
    const noAnswer = new Promise<'no answer'>((resolve) =>
      setTimeout(() => resolve('no answer'), 5_000),
    );
    const answer = await Promise.race([
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email: body.email, redirectTo: '/reset-password' },
      }),
      noAnswer,
    ]);
    expect(answer === 'no answer' ? answer : answer.statusCode).toBe(200);
    expect(sent.filter((m) => m.to === body.email).map((m) => m.subject)).toEqual([
      'Verify your CareNest email address',
    ]);

    releaseResetMail();
    await app.deps.mailQueue.drain();
    expect(sent.filter((m) => m.to === body.email).map((m) => m.subject)).toContain(
      'Reset your CareNest password',
    );
  });
});
