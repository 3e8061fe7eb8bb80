import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { admins, moderationActions } from '#server/db/schema/index.ts';
import { callAs, createUser } from '#tests/helpers/auth.ts';
import { testAppPerFile, type TestContext } from '#tests/helpers/test-app.ts';
// @ts-expect-error -- plain JavaScript run by `npm run admin` (no types)
import { runAdminCommand } from '../../scripts/admin-roles.mjs';

let ctx: TestContext;
testAppPerFile((app) => (ctx = app));

const run = (args: string[]): Promise<string> =>
  runAdminCommand(
    async (text: string, params?: unknown[]) => (await ctx.database.query(text, params)).rows,
    args,
  );

describe('npm run admin', () => {
  it('grants and revokes the console from the command line, and records both', async () => {
    const ada = await createUser(ctx.app, { name: 'Ada', email: 'Ada.Admin@example.com' });
    const console = () => callAs(ctx.app, ada, 'GET', '/api/admin/reports');
    expect((await console()).statusCode).toBe(403);

    expect(await run(['grant', 'ada.admin@example.com'])).toBe(
      'ada.admin@example.com is now an admin: the moderation console is at /admin.',
    );
    expect(await run(['grant', 'ada.admin@example.com'])).toBe(
      'ada.admin@example.com is already an admin.',
    );
    expect((await console()).statusCode).toBe(200);
    expect(await run(['list'])).toContain('ada.admin@example.com (since ');

    expect(await run(['revoke', 'ada.admin@example.com'])).toBe(
      'ada.admin@example.com is no longer an admin.',
    );
    expect((await console()).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(admins)).toEqual([]);
    const audit = await ctx.database.db.select().from(moderationActions);
    expect(audit.map((a) => [a.action, a.actorEmail, a.targetId])).toEqual(
      expect.arrayContaining([
        ['grant-admin', 'command line', ada.id],
        ['revoke-admin', 'command line', ada.id],
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it('refuses an unknown address and a wrong command', async () => {
    await expect(run(['grant', 'nobody@example.com'])).rejects.toThrow(
      'No account with the e-mail nobody@example.com. Sign up first.',
    );
    await expect(run(['promote', 'x@example.com'])).rejects.toThrow('Usage: npm run admin');
    expect(await ctx.database.db.select().from(admins)).toEqual([]);
  });

  it('the API grants nothing: a profile update naming a role is ignored', async () => {
    const sam = await createUser(ctx.app);
    const patched = await callAs(ctx.app, sam, 'PATCH', '/api/me', {
      name: 'Sam',
      phone: '',
      admin: true,
      isAdmin: true,
      role: 'admin',
    });
    // Refused or stripped of the unknown fields, it changes no role.
    expect(patched.statusCode).toBeLessThan(500);
    expect((await callAs(ctx.app, sam, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(admins)).toEqual([]);
  });

  it('the script explains itself and needs a database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carenest-admin-'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      const usage = spawnSync(process.execPath, ['scripts/admin.mjs'], { env, encoding: 'utf8' });
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain(
        'Usage: npm run admin -- grant <email> | revoke <email> | list',
      );
      const empty = spawnSync(process.execPath, ['scripts/admin.mjs', 'list'], {
        env,
        encoding: 'utf8',
      });
      expect(empty.status).toBe(1);
      expect(empty.stderr).toContain('start the server once');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
