import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './base-url.ts';
import { expect, PASSWORD, uniqueEmail } from './fixtures.ts';

/**
 * A server of a spec's own, for specs that must run a command on its embedded database (which
 * needs the server stopped): start it, stop it, run the command, start it again on the same data.
 */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, 'localhost', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export function startServer(port: number, keepData: boolean): ChildProcess {
  return spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_WEB_PORT: String(E2E_PORT),
      ...(keepData ? { E2E_KEEP_DATA: '1' } : {}),
    },
    stdio: 'ignore',
  });
}

export async function untilHealthy(baseURL: string, child: ChildProcess) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`${baseURL}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The test server did not start');
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs up and in through the page's own request context (its cookies follow the page). */
export async function account(page: Page, baseURL: string, fields: Record<string, string>) {
  const headers = { origin: baseURL };
  const email = uniqueEmail(fields.type ?? 'seeker');
  const up = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, type: 'seeker', ...fields },
    headers,
  });
  expect(up.ok(), await up.text()).toBe(true);
  const signIn = async () => {
    const response = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers,
    });
    expect(response.ok()).toBe(true);
  };
  await signIn();
  return { email, signIn };
}
