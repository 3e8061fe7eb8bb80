// `npm start`: build the web app if it has not been built yet, then run the server
// (TypeScript is loaded through tsx, in this same process so signals reach it directly).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const distIndex = new URL('../dist/web/index.html', import.meta.url);
if (!existsSync(distIndex)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'inherit',
    cwd: new URL('..', import.meta.url),
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
register();
await import('../src/server/main.ts');
