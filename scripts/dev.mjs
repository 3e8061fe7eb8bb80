// `npm run dev`: one server on :3000 (PORT) that restarts when server code changes and serves the
// web app through Vite with hot reload, rendering pages on the server like production does.
import { spawn } from 'node:child_process';

// tsx's ESM hooks only: the server's TypeScript is ES modules, and packages that `require()` load
// through Node's own CommonJS loader.
const child = spawn(process.execPath, ['--import', 'tsx/esm', '--watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  process.exitCode = code ?? 0;
});
