import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are server-made, '/'-separated, never user file names. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser uses to load the file. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage made, or null for any other URL. */
  keyFromUrl(url: string): string | null;
  close?(): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size?: number;
}
