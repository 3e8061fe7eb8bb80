import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLoad, measuredFrom, requestsFile } from './load.ts';

describe('requestsFile', () => {
  it('writes each request as wrk-mix.lua reads it', () => {
    expect(
      requestsFile([
        { method: 'GET', path: '/a?x=1' },
        {
          method: 'POST',
          path: '/b',
          headers: { 'content-type': 'application/json', cookie: 's=1' },
          body: '{"a":1}',
        },
      ]),
    ).toBe(
      'R GET /a?x=1\n.\nR POST /b\nH content-type: application/json\nH cookie: s=1\nB {"a":1}\n.\n',
    );
  });
});

describe('measuredFrom', () => {
  const line = (r: Record<string, number>) =>
    `Running 1s test\nBENCH-RESULT ${JSON.stringify({
      requests: 1000,
      durationUs: 2_000_000,
      bytes: 500_000,
      connectErrors: 0,
      readErrors: 0,
      writeErrors: 0,
      statusErrors: 0,
      timeouts: 0,
      p50Us: 1500,
      p99Us: 9000,
      degraded: 0,
      ...r,
    })}\n`;

  it('reads rate, latencies and bytes per answer', () => {
    expect(measuredFrom(line({}))).toEqual({
      reqPerSec: 500,
      p50Ms: 1.5,
      p99Ms: 9,
      errors: 0,
      bytesPerAnswer: 500,
    });
  });

  it('counts failed and degraded answers as errors, not as served', () => {
    const m = measuredFrom(line({ statusErrors: 100, degraded: 100, timeouts: 3, readErrors: 2 }));
    expect(m.reqPerSec).toBe(400);
    expect(m.errors).toBe(205);
  });

  it('has no latencies when nothing was answered', () => {
    const m = measuredFrom(line({ requests: 0, bytes: 0 }));
    expect(m.p99Ms).toBeNaN();
    expect(m.reqPerSec).toBe(0);
  });

  it('fails loudly when wrk printed no result', () => {
    expect(() => measuredFrom('unable to connect')).toThrow(/no result/);
  });
});

// wrk itself against a small server: the script's order of requests and its counting.
describe('httpLoad with wrk', () => {
  const received: string[] = [];
  let degradedSent = 0;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      received.push(path);
      const degraded = path.includes('degraded=1');
      if (degraded) degradedSent += 1;
      response.writeHead(path.startsWith('/fail') ? 500 : 200, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify({ degraded, cookie: request.headers.cookie ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends a list in turn across all connections: no request twice before the list is done', async () => {
    received.length = 0;
    const requests = Array.from({ length: 40 }, (_, i) => ({
      method: 'GET' as const,
      path: `/page/${i}`,
    }));
    const measured = await httpLoad(url, requests, { connections: 4, seconds: 1, inTurn: true });
    // Half the list: neither of wrk's two threads can have come round to its start again.
    const firstHalf = received.filter((p) => p.startsWith('/page/')).slice(0, 20);
    expect(new Set(firstHalf).size).toBe(20);
    expect(measured.errors).toBe(0);
    expect(measured.reqPerSec).toBeGreaterThan(0);
  });

  it('counts answers that say "degraded":true, and failed answers, as errors', async () => {
    degradedSent = 0;
    const measured = await httpLoad(
      url,
      [
        { method: 'GET', path: '/api/listings?degraded=1' },
        { method: 'GET', path: '/api/listings?degraded=0' },
      ],
      { connections: 2, seconds: 1 },
    );
    // Answers still on their way when wrk stopped were sent but not counted.
    expect(measured.errors).toBeGreaterThan(0);
    expect(measured.errors).toBeLessThanOrEqual(degradedSent);
    expect(measured.errors).toBeGreaterThanOrEqual(degradedSent - 2);
    const failed = await httpLoad(url, [{ method: 'GET', path: '/fail' }], {
      connections: 1,
      seconds: 1,
    });
    expect(failed.reqPerSec).toBe(0);
    expect(failed.errors).toBeGreaterThan(0);
  });
});
