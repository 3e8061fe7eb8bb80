import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { loadOrCreateSecret } from '#server/secret.ts';
import { openStorage } from '#server/storage/open-storage.ts';
import { authHeaders, createUser } from '#tests/helpers/auth.ts';
import { listingBody } from '#tests/helpers/listing-body.ts';
import { multipartFile, pngImage } from '#tests/helpers/multipart.ts';
import { seedDataDir } from '#tests/helpers/server-process.ts';
import { TEST_CONFIG } from '#tests/helpers/test-app.ts';

const root = mkdtempSync(join(tmpdir(), 'carenest-backup-'));
const dataDir = join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The app exactly as main.ts assembles it on DATA_DIR (embedded database, local uploads). */
async function openApp() {
  const database = await openDatabase({ dataDir });
  await seedDatabase(database.db);
  const app = await buildApp({
    database,
    storage: openStorage({ dataDir }),
    mailer: { send: async () => {} },
    config: { ...TEST_CONFIG, secret: loadOrCreateSecret(dataDir) },
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

function run(script: 'backup' | 'restore', arg: string) {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, arg], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('npm run backup / npm run restore', () => {
  it('restores the database, the uploads and the sessions of a backup', async () => {
    await seedDataDir(dataDir);
    let { app, close } = await openApp();
    const provider = await createUser(app, { type: 'provider' });
    const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: authHeaders(provider), ...(payload ? { payload } : {}) });
    await call('PUT', '/api/subscription', { plan: 'Basic' });
    const listing = (await call('POST', '/api/provider/listings', listingBody())).json();
    const photo = multipartFile(await pngImage('#e76f51'));
    const upload = await app.inject({
      method: 'POST',
      url: `/api/provider/listings/${listing.id}/images`,
      headers: { ...authHeaders(provider), 'content-type': photo.contentType },
      payload: photo.payload,
    });
    const [imageUrl] = upload.json().images as string[];
    await close();

    // Refused while a server runs on DATA_DIR (this test process stands in for it).
    writeFileSync(join(dataDir, 'server.pid'), String(process.pid));
    const refused = run('backup', join(root, 'refused'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is running');
    expect(existsSync(join(root, 'refused'))).toBe(false);
    rmSync(join(dataDir, 'server.pid'));

    const backup = run('backup', join(root, 'backup'));
    expect(backup.code, backup.output).toBe(0);

    // Disaster after the backup: the listing and its photo are deleted.
    ({ app, close } = await openApp());
    expect((await call('DELETE', `/api/provider/listings/${listing.id}`)).statusCode).toBe(204);
    expect((await app.inject({ url: imageUrl })).statusCode).toBe(404);
    await close();

    const restore = run('restore', join(root, 'backup'));
    expect(restore.code, restore.output).toBe(0);
    ({ app, close } = await openApp());
    const mine = await call('GET', '/api/provider/listings');
    expect(mine.statusCode, 'the old session cookie still works').toBe(200);
    expect(mine.json().listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);
    const image = await app.inject({ url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    await close();
    // What was there before the restore is kept, not destroyed.
    expect(readdirSync(dataDir).some((name) => name.startsWith('before-restore-'))).toBe(true);
  }, 300_000);
});
