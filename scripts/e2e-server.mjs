// The server the browser tests talk to: a fresh embedded database every run.
import { rmSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const port = process.env.PORT ?? '4310';
// One directory per port so parallel runs on one machine never share a database.
const dataDir = `.data-e2e/db-${port}`;
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: 'localhost',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  DATABASE_URL: '',
  WEB_DIST_DIR: `.data-e2e/web-${port}`,
});
register();
await import('../src/server/main.ts');
