import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '#server/storage/local-storage.ts';
import { openStorage } from '#server/storage/open-storage.ts';
import { S3Storage } from '#server/storage/s3-storage.ts';
import type { Storage } from '#server/storage/storage.ts';

// s3rver ships no type declarations; describe the little we use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface Harness {
  storage: Storage;
  cleanup(): Promise<void>;
}

export function describeStorageContract(name: string, makeStorage: () => Promise<Harness>) {
  describe(`Storage contract: ${name}`, () => {
    let harness: Harness;
    let storage: Storage;
    beforeAll(async () => {
      harness = await makeStorage();
      storage = harness.storage;
    });
    afterAll(async () => {
      await storage?.close?.();
      await harness?.cleanup();
    });

    // Every byte value plus a few KB, so any framing or encoding damage shows.
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      Buffer.alloc(5000, 0x5a),
    ]);

    it('round-trips bytes and content type', async () => {
      await storage.put('listings/u1/abc_1.webp', bytes, 'image/webp');
      const got = await storage.get('listings/u1/abc_1.webp');
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe('image/webp');
      const body = await readAll(got!.body);
      expect(body.equals(bytes)).toBe(true);
      if (got!.size !== undefined) expect(got!.size).toBe(bytes.length);
    });

    it('overwrites an existing key', async () => {
      await storage.put('over/write.txt', Buffer.from('one'), 'text/plain');
      await storage.put('over/write.txt', Buffer.from('two!'), 'application/json');
      const got = await storage.get('over/write.txt');
      expect(got!.contentType).toBe('application/json');
      expect((await readAll(got!.body)).toString()).toBe('two!');
    });

    it('returns null for a missing key', async () => {
      expect(await storage.get('missing/nothing_here.webp')).toBeNull();
    });

    it('deletes, and deleting a missing key is fine', async () => {
      await storage.put('del/me.webp', Buffer.from('x'), 'image/webp');
      await storage.delete('del/me.webp');
      expect(await storage.get('del/me.webp')).toBeNull();
      await expect(storage.delete('del/me.webp')).resolves.toBeUndefined();
      await expect(storage.delete('never/existed.webp')).resolves.toBeUndefined();
    });

    it('maps keys to public URLs and back', () => {
      const key = 'listings/u1/abc123_1700000000000.webp';
      const url = storage.publicUrl(key);
      expect(url.endsWith(`/${key}`)).toBe(true);
      expect(storage.keyFromUrl(url)).toBe(key);
    });

    it('returns null for URLs it did not make', () => {
      expect(storage.keyFromUrl('https://example.com/elsewhere/a.webp')).toBeNull();
      expect(storage.keyFromUrl('/other/listings/a.webp')).toBeNull();
      expect(storage.keyFromUrl(storage.publicUrl('a/b.webp').replace('a/b', '../b'))).toBeNull();
      expect(storage.keyFromUrl('')).toBeNull();
    });

    it('rejects unsafe keys', async () => {
      const bad = [
        '../x',
        'a/../../x',
        '/etc/passwd',
        'a\\b',
        'a b',
        'a//b',
        '.hidden',
        'ü.png',
        '',
      ];
      for (const key of bad) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow();
        await expect(storage.get(key), key).rejects.toThrow();
        expect(() => storage.publicUrl(key), key).toThrow();
      }
    });
  });
}

describeStorageContract('LocalStorage', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'carenest-local-'));
  return {
    storage: new LocalStorage({ rootDir: dir }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describeStorageContract('S3Storage (s3rver)', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'carenest-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'test-bucket' }],
  });
  const { port } = await server.run();
  return {
    storage: new S3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'test-bucket',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    cleanup: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('LocalStorage specifics', () => {
  it('keeps files inside rootDir and honours publicBasePath', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'carenest-local-'));
    try {
      const storage = new LocalStorage({ rootDir: dir, publicBasePath: '/files/' });
      await storage.put('a/b.webp', Buffer.from('x'), 'image/webp');
      expect(await readdir(path.join(dir, 'a'))).toEqual(['b.webp']);
      expect(storage.publicUrl('a/b.webp')).toBe('/files/a/b.webp');
      expect(storage.keyFromUrl('/files/a/b.webp')).toBe('a/b.webp');
      expect(storage.keyFromUrl('/media/a/b.webp')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('S3Storage URLs', () => {
  it('uses publicBaseUrl when set, else the /media proxy path', async () => {
    const common = { region: 'us-east-1', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's' };
    const cdn = new S3Storage({ ...common, publicBaseUrl: 'https://cdn.example.com/b/' });
    expect(cdn.publicUrl('x/y.webp')).toBe('https://cdn.example.com/b/x/y.webp');
    expect(cdn.keyFromUrl('https://cdn.example.com/b/x/y.webp')).toBe('x/y.webp');
    expect(cdn.keyFromUrl('https://evil.example.com/b/x/y.webp')).toBeNull();
    const proxied = new S3Storage(common);
    expect(proxied.publicUrl('x/y.webp')).toBe('/media/x/y.webp');
    await cdn.close();
    await proxied.close();
  });
});

describe('openStorage', () => {
  it('picks S3 when configured, else local uploads under dataDir', async () => {
    const s3 = { region: 'us-east-1', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's' };
    const remote = openStorage({ dataDir: '/tmp/unused', s3 });
    expect(remote).toBeInstanceOf(S3Storage);
    await remote.close?.();
    const dir = await mkdtemp(path.join(tmpdir(), 'carenest-data-'));
    try {
      const local = openStorage({ dataDir: dir });
      expect(local).toBeInstanceOf(LocalStorage);
      await local.put('k/v.txt', Buffer.from('hi'), 'text/plain');
      expect(await readdir(path.join(dir, 'uploads', 'k'))).toEqual(['v.txt']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
