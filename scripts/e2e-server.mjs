// The server the browser tests talk to: a fresh embedded database every run, on the server that
// scripts/e2e.mjs compiled (plain JavaScript, as `npm start` runs it).
import { rmSync } from 'node:fs';

const port = process.env.PORT ?? '4310';
// A test may start a second server (e.g. with other settings) on the web build of its run.
const webPort = process.env.E2E_WEB_PORT ?? port;
// One directory per port so parallel runs on one machine never share a database.
const dataDir = `.data-e2e/db-${port}`;
// A test that restarts its own server on the same data (e.g. after `npm run admin`) keeps it.
if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  HOST: 'localhost',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  DATABASE_URL: '',
  WEB_DIST_DIR: `.data-e2e/web-${webPort}`,
  // The suite's specs share one database and add many listings; they expect the six samples.
  SAMPLE_LISTINGS: process.env.SAMPLE_LISTINGS ?? 'always',
  // Saved-search alerts run every 20 seconds ("daily"), so a test sees its alert e-mail.
  ALERT_DAY_SECONDS: '20',
});
await import(`../.data-e2e/server-${webPort}/main.js`);
