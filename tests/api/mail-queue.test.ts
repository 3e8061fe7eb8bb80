import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '#server/jobs/job-queue.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { MAIL_JOB, registerMailJobs } from '#server/mail/mail-queue.ts';
import { subscribeAndList } from '#tests/helpers/api-listing.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { startSmtpServer, type SmtpTestServer } from '#tests/helpers/smtp-test-server.ts';
import { createTestApp, type TestContext } from '#tests/helpers/test-app.ts';
import { sendTourRequest, validTourRequest } from '#tests/helpers/tour-request-body.ts';

// Every mail is a job on the database (docs/decisions/032), sent over real SMTP to a local test
// server that the tests take away and bring back. The queue's clock is the test's, so a retry
// an hour ahead is reached without waiting for it.

const outboxDir = mkdtempSync(join(tmpdir(), 'carenest-outbox-'));
let smtpPort: number;
let smtp: SmtpTestServer | null = null;
let ctx: TestContext;
let nowMs = Date.now();
const MINUTE = 60_000;
const { title } = listingBody();

beforeAll(async () => {
  smtpPort = await freePort();
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'CareNest <no-reply@carenest.test>',
    outboxDir,
  });
  ctx = await createTestApp({}, { mailer, clock: () => new Date(nowMs), drainOnAnswer: false });
});
afterAll(async () => {
  await smtp?.stop();
  await ctx.close();
  rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.reset();
  nowMs = Date.now();
});
afterEach(() => takeSmtpAway());

const detail = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/health/detail' })).json().jobs as {
    due: number;
    scheduled: number;
    retrying: number;
    failed: number;
  };
const mailJobs = async () =>
  (
    (await ctx.database.db.execute(
      sql`select status, attempts, last_error as "lastError" from jobs where kind = ${MAIL_JOB}`,
    )) as unknown as { rows: { status: string; attempts: number; lastError: string | null }[] }
  ).rows;

/** A provider with a listing, whose sign-up mail has already gone (or been given up on). */
async function providerListing() {
  const provider = await createUser(ctx.app, { type: 'provider' });
  const listingId = await subscribeAndList(ctx.app, provider);
  await ctx.app.deps.mailQueue.flush();
  await ctx.database.db.execute(sql`delete from jobs`);
  return { provider, listingId };
}

async function bringSmtpBack(opts: { refuse?: string[] } = {}) {
  smtp = await startSmtpServer(smtpPort, opts);
  return smtp;
}
async function takeSmtpAway() {
  await smtp?.stop();
  smtp = null;
}

describe('mail as jobs on the database', () => {
  it('with the mail server down, a tour request is stored and answered 201; both mails follow exactly once when it is back', async () => {
    await takeSmtpAway();
    const { provider, listingId } = await providerListing();

    const started = Date.now();
    const answer = await sendTourRequest(ctx.app, listingId, validTourRequest());
    expect(answer.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);

    // The queue tries at once, fails (connection refused), and keeps both mails for later.
    await ctx.app.deps.mailQueue.drain();
    expect(await mailJobs()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1 }),
      expect.objectContaining({ status: 'pending', attempts: 1 }),
    ]);
    expect((await mailJobs())[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await detail()).toMatchObject({ retrying: 2, failed: 0 });

    const server = await bringSmtpBack();
    // Not due yet: the first retry waits about 30 s.
    await ctx.app.deps.mailQueue.drain();
    expect(server.received).toHaveLength(0);

    nowMs += 5 * MINUTE;
    await ctx.app.deps.mailQueue.drain();
    nowMs += 10 * MINUTE;
    await ctx.app.deps.mailQueue.drain();
    expect(server.received.map((m) => m.to).sort()).toEqual(
      [[provider.email], ['rosa@example.com']].sort(),
    );
    expect(server.received.map((m) => m.subject).sort()).toEqual([
      `New tour request for ${title}`,
      `Your tour request for ${title}`,
    ]);
    expect(await detail()).toMatchObject({ due: 0, retrying: 0, failed: 0 });
  });

  it('a mail server that accepts the connection and never answers does not hold up the request', async () => {
    const { listingId } = await providerListing();
    const sockets = new Set<Socket>();
    const stalled = createServer((socket) => void sockets.add(socket)).listen(
      smtpPort,
      '127.0.0.1',
    );
    await new Promise((resolve) => stalled.once('listening', resolve));
    try {
      const started = Date.now();
      const answer = await sendTourRequest(ctx.app, listingId, validTourRequest());
      expect(answer.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      ctx.app.deps.jobs.kick();
      // The jobs are out being tried (claimed), and not lost.
      await expect
        .poll(async () => (await mailJobs()).map((j) => j.status))
        .toEqual(['running', 'running']);
    } finally {
      // Ending the connections fails the stalled sends, which go back to waiting.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
      await ctx.app.deps.mailQueue.drain();
    }
  });

  it('a recipient the mail server refuses for good fails the job at once, logged and counted', async () => {
    const { listingId } = await providerListing();
    const server = await bringSmtpBack({ refuse: ['nobody@example.com'] });
    const answer = await sendTourRequest(
      ctx.app,
      listingId,
      validTourRequest({ email: 'nobody@example.com' }),
    );
    expect(answer.statusCode).toBe(201);
    await ctx.app.deps.mailQueue.drain();
    // The provider's notice went; the family's confirmation was refused and is not retried.
    expect(server.received.map((m) => m.subject)).toEqual([`New tour request for ${title}`]);
    expect(await detail()).toMatchObject({ due: 0, scheduled: 2, retrying: 0, failed: 1 });
    expect((await mailJobs()).find((j) => j.status === 'failed')?.lastError).toMatch(/550/);
  });

  it('two queues on one database (two server processes) send each mail once', async () => {
    const server = await bringSmtpBack();
    const log = { warn: () => {}, error: () => {} };
    const mailer = createMailer({ smtpUrl: server.url, from: 'x@carenest.test', outboxDir });
    const queues = [1, 2].map(() => {
      const queue = createJobQueue({ db: ctx.database.db, log, concurrency: 3 });
      registerMailJobs(queue, mailer);
      return queue;
    });
    const addresses = Array.from({ length: 24 }, (_, i) => `family${i}@example.com`);
    for (const to of addresses)
      await queues[0].enqueue({ kind: MAIL_JOB, payload: { to, subject: 'Hello', text: 'Hi' } });

    await Promise.all(queues.map((q) => q.drain()));
    expect(server.received.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    expect((await mailJobs()).every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    await Promise.all(queues.map((q) => q.stop()));
  });

  it('gives up after the last attempt, and says so', async () => {
    await takeSmtpAway();
    const errors: string[] = [];
    const log = { warn: () => {}, error: (_: object, msg: string) => void errors.push(msg) };
    const queue = createJobQueue({ db: ctx.database.db, log, clock: () => new Date(nowMs) });
    registerMailJobs(
      queue,
      createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'x@carenest.test', outboxDir }),
    );
    await queue.enqueue({
      kind: MAIL_JOB,
      payload: { to: 'a@example.com', subject: 'Hello', text: 'Hi' },
      maxAttempts: 3,
    });
    for (let i = 0; i < 4; i += 1) {
      await queue.drain();
      nowMs += 2 * 60 * MINUTE;
    }
    expect(await mailJobs()).toEqual([expect.objectContaining({ status: 'failed', attempts: 3 })]);
    expect(errors).toEqual(['job failed for good']);
    expect(await detail()).toMatchObject({ failed: 1 });
    await queue.stop();
  });
});
