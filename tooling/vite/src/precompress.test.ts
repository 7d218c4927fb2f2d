import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isCompressible, precompress } from './precompress';

describe('precompressed build files', () => {
  it('are made for scripts, styles, SVG and JSON of 1 KB or more, never index.html', () => {
    expect(isCompressible('assets/index-1a2b.js', 4096)).toBe(true);
    expect(isCompressible('assets/index-1a2b.css', 1024)).toBe(true);
    expect(isCompressible('assets/logo.svg', 2048)).toBe(true);
    expect(isCompressible('assets/tiny.js', 1023)).toBe(false);
    expect(isCompressible('index.html', 4096)).toBe(false);
    expect(isCompressible('assets/index-1a2b.js.map', 90_000)).toBe(false);
  });

  it('are written beside each file and decompress to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      const script = `console.log(${JSON.stringify('insurance '.repeat(500))});`;
      writeFileSync(join(dir, 'app.js'), script);
      writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(100));
      const plugin = precompress();
      const bundle = { 'app.js': {}, 'index.html': {} };
      await (plugin.writeBundle as (...args: unknown[]) => Promise<void>)({ dir }, bundle);
      expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
      expect(readFileSync(join(dir, 'app.js.br')).length).toBeLessThan(script.length / 10);
      expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
