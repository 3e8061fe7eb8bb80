// The server the browser tests talk to: a fresh embedded database every run.
import { rmSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const dataDir = '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.PORT ?? '4310';
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: 'localhost',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  DATABASE_URL: '',
});
register();
await import('../src/server/main.ts');
