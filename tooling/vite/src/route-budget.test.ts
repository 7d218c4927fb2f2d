import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import {
  formatRouteSizes,
  type RouteBudget,
  routeBudget,
  routeSizes,
  SIGN_IN_SDK,
} from './route-budget';

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

function asset(fileName: string, source: string): Rolldown.OutputAsset {
  return { type: 'asset', fileName, source } as Rolldown.OutputAsset;
}

function bundleOf(...outputs: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
  return Object.fromEntries(
    outputs.map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;
}

const gz = (code: string) => gzipSync(code).length;
const ENTRY = 'import "./vendor.js"; render(app);';
const VENDOR = 'react'.repeat(50);
const FORMS = 'formik and yup '.repeat(40);
const SDK = 'auth0 client and its token cache '.repeat(30);
const DATE_PICKER_CSS = '.calendar{display:grid}';

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
  chunk({
    fileName: 'forms.js',
    code: 'engine',
    moduleIds: ['/repo/packages/forms/machines.ts'],
    viteMetadata: {
      importedCss: new Set(['calendar.css']),
      importedAssets: new Set(),
    } as Rolldown.OutputChunk['viteMetadata'],
  }),
  chunk({
    fileName: 'retrieve.js',
    code: 'retrieve',
    isDynamicEntry: true,
    moduleIds: ['/repo/packages/journeys/src/retrieve/index.ts'],
  }),
  chunk({
    fileName: 'auth0.js',
    code: SDK,
    isDynamicEntry: true,
    moduleIds: ['/repo/node_modules/@auth0/auth0-spa-js/dist/auth0-spa-js.production.esm.js'],
  }),
  asset('calendar.css', DATE_PICKER_CSS),
  // Not linked by any chunk (a stylesheet of the unsupported-browser page): never counted.
  asset('index.css', 'body{}'),
);

const visitor = (route: string, lazy: RegExp[] = []): RouteBudget => ({
  route,
  audience: 'visitor',
  lazy,
});

describe('the first load of each route', () => {
  it('is the entry with its static imports, plus each lazy chunk the route renders with its own imports and CSS, each once', () => {
    const [home, disclosure] = routeSizes(bundle, [
      visitor('/'),
      visitor('/disclosure', [/DisclosureSectionPage\.tsx$/]),
    ]);
    expect(home?.chunks.sort()).toEqual(['index.js', 'vendor.js']);
    expect(home?.gzipBytes).toBe(gz(ENTRY) + gz(VENDOR));
    expect(disclosure?.chunks.sort()).toEqual([
      'Disclosure.js',
      'calendar.css',
      'forms.js',
      'index.js',
      'vendor.js',
    ]);
    expect(disclosure?.gzipBytes).toBe(
      gz(ENTRY) + gz(VENDOR) + gz(FORMS) + gz('engine') + gz(DATE_PICKER_CSS),
    );
  });

  it('counts the sign-in SDK on a route that needs a session', () => {
    const [account] = routeSizes(bundle, [
      { route: '/account', audience: 'signedIn', lazy: [SIGN_IN_SDK, /retrieve\/index\.ts$/] },
    ]);
    expect(account?.chunks).toContain('auth0.js');
    expect(account?.gzipBytes).toBe(gz(ENTRY) + gz(VENDOR) + gz('retrieve') + gz(SDK));
    expect(account?.budgetKb).toBe(260);
  });

  it('finds a page two lazy routes share in the common chunk it was put in', () => {
    const [route] = routeSizes(bundle, [visitor('/form', [/machines\.ts$/])]);
    expect(route?.chunks.sort()).toEqual(['calendar.css', 'forms.js', 'index.js', 'vendor.js']);
  });

  it('refuses a route whose lazy module no chunk holds (a renamed screen)', () => {
    expect(() => routeSizes(bundle, [visitor('/gone', [/Gone\.tsx$/])])).toThrow(
      'Route /gone: no chunk holds /Gone\\.tsx$/.',
    );
  });

  it('prints one line per route in KB with its budget, and why a route is held at a ceiling', () => {
    const text = formatRouteSizes([
      { route: '/', chunks: ['a', 'b'], gzipBytes: 2048, budgetKb: 200 },
      {
        route: '/retrieve',
        chunks: ['a', 'b', 'c'],
        gzipBytes: 300 * 1024,
        budgetKb: 200,
        ceiling: { kb: 301, reason: 'the form engine' },
      },
      {
        route: '/quote',
        chunks: ['a'],
        gzipBytes: 199 * 1024,
        budgetKb: 200,
        ceiling: { kb: 230, reason: 'the form engine' },
      },
    ]);
    expect(text.split('\n')).toEqual([
      'Everything downloaded on the first visit of each route:',
      `  /${' '.repeat(13)}2.0 KB gzipped in 2 files (budget 200 KB)`,
      `  /retrieve${' '.repeat(3)}300.0 KB gzipped in 3 files (budget 200 KB; held at 301 KB until split)`,
      '    still to split: the form engine',
      `  /quote${' '.repeat(6)}199.0 KB gzipped in 1 files (budget 200 KB; held at 230 KB until split)`,
      '    now within its budget: remove its ceiling',
    ]);
  });
});

describe('the build plugin', () => {
  function run(routes: RouteBudget[], built = bundle) {
    const plugin = routeBudget(routes);
    const context = { error: jest.fn() };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, built, false);
    const printed = log.mock.calls.flat().join('\n');
    log.mockRestore();
    return { context, printed };
  }

  it('prints the sizes and passes routes within their budgets', () => {
    const { context, printed } = run([visitor('/'), visitor('/disclosure', [/Disclosure/])]);
    expect(printed).toContain('Everything downloaded on the first visit of each route:');
    expect(context.error).not.toHaveBeenCalled();
  });

  it('fails the build for a route over its budget, naming it and its size', () => {
    const { context } = run([visitor('/flex')], weighing({ vendorKb: 205 }));
    expect(context.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Over budget: \/flex is 20\d\.\d KB of 200 KB\./),
    );
  });

  it('fails the build for a signed-in route over its budget only because of the sign-in SDK it loads', () => {
    const heavy = weighing({ vendorKb: 190, sdkKb: 75 });
    const account = (lazy: RegExp[]): RouteBudget[] => [
      { route: '/account', audience: 'signedIn', lazy },
    ];
    expect(run(account([]), heavy).context.error).not.toHaveBeenCalled();
    expect(run(account([SIGN_IN_SDK]), heavy).context.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Over budget: \/account is 26\d\.\d KB of 260 KB\./),
    );
  });

  it('holds a route with a ceiling to the ceiling, not its budget', () => {
    const heavy = weighing({ vendorKb: 230 });
    const held = (kb: number): RouteBudget[] => [
      { ...visitor('/quote'), ceiling: { kb, reason: 'the form engine' } },
    ];
    expect(run(held(235), heavy).context.error).not.toHaveBeenCalled();
    expect(run(held(225), heavy).context.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Over budget: \/quote is 2[23]\d\.\d KB of 225 KB\./),
    );
  });
});

/** The test bundle with its vendor chunk and the SDK's chunk made this heavy when gzipped. */
function weighing({ vendorKb, sdkKb = 1 }: { vendorKb: number; sdkKb?: number }) {
  return bundleOf(
    ...Object.values(bundle).map((output) => {
      if (output.fileName === 'vendor.js') {
        return chunk({ fileName: 'vendor.js', code: randomText(vendorKb * 1024) });
      }
      if (output.fileName === 'auth0.js') {
        return { ...output, code: randomText(sdkKb * 1024, 7) } as Rolldown.OutputChunk;
      }
      return output;
    }),
  );
}

/** Text gzip can barely shrink (about 0.82 of its length): a chunk of a known gzipped size. */
function randomText(gzippedBytes: number, seed0 = 1): string {
  const length = Math.round(gzippedBytes / 0.822);
  let seed = seed0;
  let text = '';
  while (text.length < length) {
    seed = (seed * 16807) % 2147483647;
    text += String.fromCharCode(33 + (seed % 90));
  }
  return text;
}
