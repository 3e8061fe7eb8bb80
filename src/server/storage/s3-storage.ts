import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, isValidKey } from './local-storage.ts';
import type { Storage, StoredObject } from './storage.ts';

export interface S3StorageOptions {
  /** Custom endpoint for S3-compatible services (MinIO, R2, s3rver…); omit for AWS. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Defaults to true when an endpoint is given, false for AWS. */
  forcePathStyle?: boolean;
  /** Public base URL of the bucket (CDN or public bucket). Without it files go through /media. */
  publicBaseUrl?: string;
}

const PROXY_BASE_PATH = '/media';

/** Files in an S3-compatible bucket (AWS SDK v3). */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicBase = (options.publicBaseUrl ?? PROXY_BASE_PATH).replace(/\/+$/, '');
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      // Only send/verify checksums when the operation needs them. The default (WHEN_SUPPORTED)
      // uses aws-chunked uploads that some S3-compatible servers (s3rver) store framing and all.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = out.Body;
      if (!(body instanceof Readable)) {
        throw new Error('S3 GetObject returned no readable body');
      }
      return {
        body,
        contentType: out.ContentType ?? 'application/octet-stream',
        ...(out.ContentLength === undefined ? {} : { size: out.ContentLength }),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.publicBase}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    const prefix = `${this.publicBase}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isValidKey(key) ? key : null;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata?.httpStatusCode === 404
    );
  }
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
