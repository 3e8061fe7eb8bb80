// `npm test`: type-check and lint run beside Vitest (two single-threaded checks beside its
// workers, which mostly wait on databases), then the browser tests. Each step's output is
// printed whole when it ends; a failure fails the run (docs/decisions/019). Building the browser
// tests' app in the first phase too was measured slower: Vitest lost more than the build saved.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`, keeping its output (or passing it through) until it exits. */
function runScript(script, { buffered }) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const failed = code !== 0;
      console.log(`\n${failed ? '✗' : '✓'} npm run ${script}${failed ? ` (exit ${code})` : ''}`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
const checks = await Promise.all([
  runScript('typecheck', { buffered: true }),
  runScript('lint', { buffered: true }),
  runScript('test:unit', { buffered: true }),
]);
if (checks.some((code) => code !== 0)) process.exit(1);
const e2e = await runScript('test:e2e', { buffered: false });
console.log(`npm test: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(e2e);
