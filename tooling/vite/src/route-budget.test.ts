import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { formatRouteSizes, routeBudget, routeSizes } from './route-budget';

type Chunk = Partial<Rolldown.OutputChunk> & { fileName: string };

function chunk(fields: Chunk): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    code: 'x',
    imports: [],
    moduleIds: [],
    isEntry: false,
    isDynamicEntry: false,
    ...fields,
  } as Rolldown.OutputChunk;
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  const css = { type: 'asset', fileName: 'index.css', source: 'body{}' } as Rolldown.OutputAsset;
  return Object.fromEntries([...chunks, css].map((output) => [output.fileName, output]));
}

const gz = (code: string) => gzipSync(code).length;
const ENTRY = 'import "./vendor.js"; render(app);';
const VENDOR = 'react'.repeat(50);
const FORMS = 'formik and yup '.repeat(40);

const bundle = bundleOf(
  chunk({ fileName: 'index.js', code: ENTRY, isEntry: true, imports: ['vendor.js'] }),
  chunk({ fileName: 'vendor.js', code: VENDOR }),
  chunk({
    fileName: 'Disclosure.js',
    code: FORMS,
    isDynamicEntry: true,
    imports: ['vendor.js', 'forms.js'],
    moduleIds: ['/repo/packages/journeys/src/quote/screens/DisclosureSectionPage.tsx'],
  }),
  chunk({ fileName: 'forms.js', code: 'engine', moduleIds: ['/repo/packages/forms/machines.ts'] }),
  chunk({
    fileName: 'retrieve.js',
    code: 'retrieve',
    isDynamicEntry: true,
    moduleIds: ['/repo/packages/journeys/src/retrieve/index.ts'],
  }),
);

describe('the first load of each route', () => {
  it('is the entry with its static imports, plus the route’s lazy chunks with theirs, each once', () => {
    const [home, disclosure] = routeSizes(bundle, [
      { route: '/', lazy: [] },
      { route: '/disclosure', lazy: [/DisclosureSectionPage\.tsx$/] },
    ]);
    expect(home?.chunks.sort()).toEqual(['index.js', 'vendor.js']);
    expect(home?.gzipBytes).toBe(gz(ENTRY) + gz(VENDOR));
    expect(disclosure?.chunks.sort()).toEqual([
      'Disclosure.js',
      'forms.js',
      'index.js',
      'vendor.js',
    ]);
    expect(disclosure?.gzipBytes).toBe(gz(ENTRY) + gz(VENDOR) + gz(FORMS) + gz('engine'));
  });

  it('finds a page two lazy routes share in the common chunk it was put in', () => {
    const [route] = routeSizes(bundle, [{ route: '/form', lazy: [/machines\.ts$/] }]);
    expect(route?.chunks.sort()).toEqual(['forms.js', 'index.js', 'vendor.js']);
  });

  it('refuses a route whose lazy module no chunk holds (a renamed screen)', () => {
    expect(() => routeSizes(bundle, [{ route: '/gone', lazy: [/Gone\.tsx$/] }])).toThrow(
      'Route /gone: no chunk holds /Gone\\.tsx$/.',
    );
  });

  it('prints one line per route in KB with its budget', () => {
    const text = formatRouteSizes([
      { route: '/', chunks: ['a', 'b'], gzipBytes: 2048, maxGzipKb: 200 },
      { route: '/retrieve', chunks: ['a', 'b', 'c'], gzipBytes: 3174 },
    ]);
    expect(text.split('\n')).toEqual([
      'JavaScript downloaded on the first visit of each route:',
      `  /${' '.repeat(13)}2.0 KB gzipped in 2 chunks (budget 200 KB)`,
      `  /retrieve${' '.repeat(5)}3.1 KB gzipped in 3 chunks`,
    ]);
  });
});

describe('the build plugin', () => {
  function run(maxGzipKb: number) {
    const plugin = routeBudget([{ route: '/', lazy: [], maxGzipKb }]);
    const context = { error: jest.fn() };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle, false);
    const printed = log.mock.calls.flat().join('\n');
    log.mockRestore();
    return { context, printed };
  }

  it('prints the sizes and passes a route within its budget', () => {
    const { context, printed } = run(1);
    expect(printed).toContain('JavaScript downloaded on the first visit of each route:');
    expect(context.error).not.toHaveBeenCalled();
  });

  it('fails the build for a route over its budget, naming it', () => {
    const { context } = run(0.01);
    expect(context.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Over budget: \/ is 0\.\d KB/),
    );
  });
});
