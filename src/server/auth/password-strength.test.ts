import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './password-strength.ts';

describe('isWeakPassword', () => {
  it.each(['password123', 'Password1!', 'sunshine2024', 'qwertyuiop', '11111111'])(
    'refuses %s',
    async (pw) => {
      expect(await isWeakPassword(pw)).toBe(true);
    },
  );
  it('accepts a phrase of unrelated words', async () => {
    expect(await isWeakPassword('correct-horse-battery')).toBe(false);
  });
  it('counts the person’s own name and email as guessable', async () => {
    // Strong for a stranger, but made only of the person's own name.
    expect(await isWeakPassword('zephyrinaquattrocchi')).toBe(false);
    expect(
      await isWeakPassword('zephyrinaquattrocchi', ['Zephyrina Quattrocchi', 'zq@example.com']),
    ).toBe(true);
  });
  it('counts the product’s own name as guessable', async () => {
    expect(await isWeakPassword('carenest123')).toBe(true);
    expect(await isWeakPassword('CareNest2026!')).toBe(true);
  });
  it('scores long random passwords off the main thread, which keeps serving timers', async () => {
    const passwords = Array.from({ length: 4 }, () =>
      randomBytes(128).toString('base64').slice(0, 128),
    );
    // Scored on the main thread, every score would be ready before any timer could run. How long
    // the loop may pause is the benchmark's target (bench/password-strength.ts), not this test's.
    let ticksWhileScoring = 0;
    const ticker = setInterval(() => (ticksWhileScoring += 1), 1);
    const scored = Promise.all(passwords.map((pw) => isWeakPassword(pw))).finally(() =>
      clearInterval(ticker),
    );
    const results = await scored;
    expect(results).toEqual([false, false, false, false]);
    expect(ticksWhileScoring).toBeGreaterThan(0);
  }, 30_000);
  it('lets a process that has scored a password exit by itself (its workers hold nothing open)', () => {
    // npm run bench never exited: a listener added after unref() took the worker's port back.
    const dir = mkdtempSync(join(tmpdir(), 'carenest-strength-'));
    const script = join(dir, 'score-once.mts');
    const strengthModule = pathToFileURL(resolve('src/server/auth/password-strength.ts')).href;
    writeFileSync(
      script,
      `import { isWeakPassword } from '${strengthModule}';\n` +
        "console.log(await isWeakPassword('correct-horse-battery'));\n",
    );
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.stderr).toBe('');
      expect(child.signal, 'still running after a minute').toBeNull();
      expect(child.stdout.trim()).toBe('false');
      expect(child.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
