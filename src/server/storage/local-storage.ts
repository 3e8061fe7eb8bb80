import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Storage, StoredObject } from './storage.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
const MAX_KEY_LENGTH = 512;
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/**
 * True for a safe storage key: '/'-separated segments of [A-Za-z0-9_.-], no empty segment,
 * no '..' anywhere, no segment starting with '.' (so no '.', no hidden files), no leading '/'
 * (absolute) and no backslash. Shared by every Storage and by the /media route.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!KEY_PATTERN.test(key) || key.includes('..')) return false;
  return key.split('/').every((segment) => !segment.startsWith('.'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export interface LocalStorageOptions {
  rootDir: string;
  publicBasePath?: string;
}

interface Meta {
  contentType: string;
}

/**
 * Files on local disk under rootDir. The content type lives in a sidecar JSON file under
 * rootDir/.meta (a tree no valid key can reach, since segments may not start with '.').
 * Writes go to rootDir/.tmp first and are renamed into place, so readers never see half a file.
 */
export class LocalStorage implements Storage {
  private readonly rootDir: string;
  private readonly publicBasePath: string;

  constructor({ rootDir, publicBasePath = '/media' }: LocalStorageOptions) {
    this.rootDir = path.resolve(rootDir);
    this.publicBasePath = publicBasePath.replace(/\/+$/, '');
  }

  private filePath(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.rootDir, ...key.split('/'));
    // Defence in depth: the key rule already makes escaping the root impossible.
    if (!full.startsWith(this.rootDir + path.sep)) throw new Error('Invalid storage key');
    return full;
  }

  private metaPath(key: string): string {
    assertValidKey(key);
    return path.join(this.rootDir, '.meta', ...key.split('/')) + '.json';
  }

  private async atomicWrite(target: string, data: Buffer | string): Promise<void> {
    const tmpDir = path.join(this.rootDir, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      await writeFile(tmp, data);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(key);
    const meta: Meta = { contentType };
    await this.atomicWrite(this.metaPath(key), JSON.stringify(meta));
    await this.atomicWrite(file, body);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.filePath(key);
    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      size = info.size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { body: createReadStream(file), contentType: await this.readContentType(key), size };
  }

  private async readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as Partial<Meta>;
      return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error)) return FALLBACK_CONTENT_TYPE;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.filePath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.publicBasePath}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    const prefix = `${this.publicBasePath}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isValidKey(key) ? key : null;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
