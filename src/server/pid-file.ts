import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PID_FILE = 'server.pid';

/**
 * Marks DATA_DIR as in use while the server runs on the embedded database, so `npm run backup`
 * and `npm run restore` refuse to copy or replace files under a running database. Returns the
 * function that removes the mark at shutdown.
 */
export function writePidFile(dataDir: string): () => void {
  const path = join(dataDir, PID_FILE);
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}
