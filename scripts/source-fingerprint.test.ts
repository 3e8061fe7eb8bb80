import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFingerprint } from './source-fingerprint.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(name: string, content: string) {
  mkdirSync(join(root, name, '..'), { recursive: true });
  writeFileSync(join(root, name), content);
}

describe('sourceFingerprint', () => {
  it('changes with what the build reads, and only with that', () => {
    root = mkdtempSync(join(tmpdir(), 'carenest-fingerprint-'));
    write('src/server/main.ts', 'export {};');
    write('package-lock.json', '{}');
    const first = sourceFingerprint(root);
    expect(sourceFingerprint(root)).toBe(first);

    // Not read by the build: notes, tests' output, the build itself.
    write('docs/notes.md', 'words');
    write('dist/server/main.js', 'built');
    expect(sourceFingerprint(root)).toBe(first);

    write('src/server/main.ts', 'export const changed = 1;');
    const edited = sourceFingerprint(root);
    expect(edited).not.toBe(first);
    write('src/web/new-page.tsx', 'export {};');
    expect(sourceFingerprint(root)).not.toBe(edited);
    const added = sourceFingerprint(root);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(sourceFingerprint(root)).not.toBe(added);
  });
});
