import path from 'node:path';
import { LocalStorage } from './local-storage.ts';
import { S3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export interface StorageEnv {
  dataDir: string;
  s3?: S3StorageOptions;
}

/** S3-compatible bucket when S3 settings are given, else local disk at `${dataDir}/uploads`. */
export function openStorage(env: StorageEnv): Storage {
  if (env.s3) return new S3Storage(env.s3);
  return new LocalStorage({ rootDir: path.join(env.dataDir, 'uploads') });
}
