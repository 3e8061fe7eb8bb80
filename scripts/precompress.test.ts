import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function builtApp(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(join(tmpdir(), 'carenest-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files that read back as the original', () => {
    const script = 'export const answer = () => console.log("a page");\n'.repeat(100);
    builtApp({ 'assets/app-1a2b.js': script, 'assets/app-1a2b.css': 'a{color:red}'.repeat(50) });
    expect(precompressDir(dir)).toBe(4);
    const path = join(dir, 'assets/app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(readFileSync(`${path}.gz`).length);
  });

  it('leaves alone images, files compression would not shrink, and what is not served', () => {
    builtApp({
      'images/photo.webp': randomBytes(4096),
      'assets/tiny.js': 'x',
      'index.html': '<!doctype html>'.repeat(100),
      '.ssr/entry-server.js': 'export const render = 1;\n'.repeat(100),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(20),
    });
    expect(precompressDir(dir)).toBe(2);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(true);
    for (const name of [
      'images/photo.webp',
      'assets/tiny.js',
      'index.html',
      '.ssr/entry-server.js',
    ]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
