import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text the browser fetches. index.html is left alone (it is tiny and
 * must never be cached, so the server sends it as it is). */
export function isCompressible(fileName: string, size: number): boolean {
  return /\.(js|mjs|css|svg|json)$/.test(fileName) && size >= 1024;
}

/**
 * Writes `.br` and `.gz` beside each built script and stylesheet at the strongest settings, once
 * at build time, so the platform (`@fastify/static` with `preCompressed`) sends them without
 * compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'brand:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir as string;
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          const path = join(dir, fileName);
          const content = await readFile(path);
          if (!isCompressible(fileName, content.length)) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
