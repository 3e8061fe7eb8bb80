import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '#tests/helpers/http-provider.ts';
import { scratchDatabase } from '#tests/helpers/scratch-postgres.ts';
import {
  freePort,
  startServer,
  waitHealthy,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';
import { startSmtpServer, type SmtpTestServer } from '#tests/helpers/smtp-test-server.ts';

// Two real server processes on one PostgreSQL database, both working the job queue: mail piled
// up while the mail server was down goes out once it is back, each message exactly once.
const database = scratchDatabase('mailtwo');
let servers: ServerProcess[] = [];
let smtp: SmtpTestServer | undefined;
let smtpPort: number;
let origin: string;

beforeAll(async () => {
  await database.create();
  const ports = [await freePort(), await freePort()];
  smtpPort = await freePort();
  origin = `http://127.0.0.1:${ports[0]}`;
  const env = {
    DATA_DIR: database.dataDir(),
    DATABASE_URL: database.url.toString(),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOB_POLL_MS: '50',
    JOB_RETRY_BASE_MS: '200',
  };
  servers = await Promise.all(ports.map((port) => startServer({ ...env, PORT: String(port) })));
  await Promise.all(servers.map((s) => waitHealthy(s)));
}, 300_000);
afterAll(async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await smtp?.stop();
  await database.drop();
});

describe('two server processes share the job queue', () => {
  it('each mail is sent once, whichever process takes it', async () => {
    const [a, b] = servers.map((s) => httpClient(s.url, origin));
    const listingId = await a.providerWithListing('two-processes@example.com');
    const families = Array.from({ length: 8 }, (_, i) => `family-${i}@example.com`);
    const answers = await Promise.all(
      families.map((email, i) => (i % 2 ? a : b).tourRequest(listingId, { email })),
    );
    expect(answers.map((r) => r.status)).toEqual(families.map(() => 201));

    smtp = await startSmtpServer(smtpPort);
    // 8 confirmations, 8 notices to the provider, and the provider's sign-up mail.
    await expect.poll(() => smtp!.received.length, { timeout: 30_000 }).toBe(17);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(17);
    const confirmations = smtp.received.filter((m) => m.subject.startsWith('Your tour request'));
    expect(confirmations.map((m) => m.to[0]).sort()).toEqual([...families].sort());
  }, 120_000);
});
