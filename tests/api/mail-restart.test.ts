import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '#tests/helpers/http-provider.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { scratchDatabase } from '#tests/helpers/scratch-postgres.ts';
import {
  freePort,
  seedDataDir,
  startServer,
  waitHealthy,
  type ServerProcess,
} from '#tests/helpers/server-process.ts';
import { startSmtpServer, type SmtpTestServer } from '#tests/helpers/smtp-test-server.ts';

// The real server process (the embedded database, or PostgreSQL when DATABASE_URL is set) with
// its mail server down: the tour request is answered at once, the server is stopped and started
// again, the mail server comes back, and each mail arrives exactly once.

const postgres = process.env.DATABASE_URL ? scratchDatabase('mailrestart') : null;
const dataDir = postgres?.dataDir() ?? mkdtempSync(join(tmpdir(), 'carenest-mail-restart-'));
let port: number;
let smtpPort: number;
let server: ServerProcess | undefined;
let smtp: SmtpTestServer | undefined;

async function start() {
  server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url.toString() } : {}),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOB_POLL_MS: '100',
    JOB_RETRY_BASE_MS: '300',
  });
  await waitHealthy(server);
  return server;
}

beforeAll(async () => {
  if (postgres) await postgres.create();
  else await seedDataDir(dataDir);
  [port, smtpPort] = [await freePort(), await freePort()];
}, 300_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await smtp?.stop();
  if (postgres) await postgres.drop();
  else rmSync(dataDir, { recursive: true, force: true });
});

const jobsOf = async (s: ServerProcess) =>
  ((await (await fetch(`${s.url}/api/health/detail`)).json()) as { jobs: Record<string, number> })
    .jobs;

describe('mail survives a mail-server outage and a server restart', () => {
  it('stored and answered 201 while SMTP is down; after a restart and SMTP back, each mail is delivered once', async () => {
    let s = await start();
    const origin = `http://127.0.0.1:${port}`;
    const client = httpClient(s.url, origin);
    const listingId = await client.providerWithListing('restart-provider@example.com');

    const started = Date.now();
    const answer = await client.tourRequest(listingId, { email: 'restart-family@example.com' });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    // Tried and failed (nobody listens on the SMTP port), so they wait for another try.
    await expect.poll(async () => (await jobsOf(s)).retrying, { timeout: 20_000 }).toBe(3);

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    smtp = await startSmtpServer(smtpPort);
    s = await start();

    const title = listingBody().title;
    const expected = [
      'Verify your CareNest email address',
      `New tour request for ${title}`,
      `Your tour request for ${title}`,
    ].sort();
    await expect
      .poll(() => smtp!.received.map((m) => m.subject).sort(), { timeout: 30_000 })
      .toEqual(expected);
    // Time for a second copy to arrive, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(expected);
    expect(await jobsOf(s)).toMatchObject({ due: 0, retrying: 0, failed: 0 });
  }, 240_000);
});
