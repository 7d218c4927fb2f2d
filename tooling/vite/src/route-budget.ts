import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * What a first visit may download, gzipped, by who makes it (issue 20, ADR 0009): a visitor on a
 * phone before they have bought anything, a signed-in customer (their first load includes the
 * sign-in SDK), and an agent looking at the admin console's sign-in screen.
 */
export const ROUTE_BUDGETS_KB = { visitor: 200, signedIn: 260, consoleSignIn: 200 } as const;
/** Who a route is for, which decides its budget. */
export type RouteAudience = keyof typeof ROUTE_BUDGETS_KB;

/** The Auth0 SDK's chunk: part of every route that needs (or silently attempts) a session. */
export const SIGN_IN_SDK = /@auth0\/auth0-spa-js\//;

/** One route of an app: what its first load downloads beyond the entry chunk, and its budget. */
export interface RouteBudget {
  /** How the route is printed, e.g. "/flex (product entry)". */
  route: string;
  /** Who visits it; its budget is `ROUTE_BUDGETS_KB[audience]`. */
  audience: RouteAudience;
  /**
   * Every lazily loaded module the route's first screen renders (its page, the tabs it shows, the
   * sign-in SDK when it needs a session), matched against the chunks' module ids (e.g.
   * /journeys\/src\/retrieve\//). Empty for a route wholly in the entry chunk.
   */
  lazy: RegExp[];
  /**
   * A route not yet split down to its budget is held at this figure (its size when the budget
   * came in) so it cannot grow meanwhile; `reason` says what is left to split. The report prints
   * the budget beside it, and says when the route fits and the ceiling can go.
   */
  ceiling?: { kb: number; reason: string };
}

/** A route's first load: the files, their gzipped size, and what it is held to. */
export interface RouteSize {
  route: string;
  /** The JavaScript chunks and the CSS they bring. */
  chunks: string[];
  gzipBytes: number;
  budgetKb: number;
  ceiling?: { kb: number; reason: string };
}

function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  return chunks;
}

/** Every chunk `start` loads before it runs: itself and its static imports, transitively. */
function staticClosure(chunks: Map<string, OutputChunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) queue.push(imported);
  }
  return seen;
}

/** The stylesheets Vite links for these chunks (a CSS import of a lazy chunk loads with it). */
function cssOf(chunks: Map<string, OutputChunk>, names: Iterable<string>): string[] {
  const css = new Set<string>();
  for (const name of names) {
    for (const file of chunks.get(name)?.viteMetadata?.importedCss ?? []) css.add(file);
  }
  return [...css];
}

/** What a route is held to: its ceiling while it has one, else its budget. */
export function limitKb(size: Pick<RouteSize, 'budgetKb' | 'ceiling'>): number {
  return size.ceiling?.kb ?? size.budgetKb;
}

/**
 * Everything each route downloads on a first visit, gzipped: the entry chunk's static closure,
 * that of the route's lazy chunks, and their CSS. Gzip at the default level, as a server
 * compresses on the fly.
 */
export function routeSizes(bundle: OutputBundle, routes: RouteBudget[]): RouteSize[] {
  const chunks = chunksOf(bundle);
  const all = [...chunks.values()];
  const entries = all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const gzipped = new Map<string, number>();
  const gzipSize = (name: string) => {
    if (!gzipped.has(name)) {
      const output = bundle[name];
      const text = output?.type === 'chunk' ? output.code : (output?.source ?? '');
      gzipped.set(name, gzipSync(text).length);
    }
    return gzipped.get(name) as number;
  };
  return routes.map(({ route, audience, lazy, ceiling }) => {
    const lazyChunks = lazy.map((pattern) => {
      const holds = (candidate: OutputChunk) =>
        candidate.moduleIds.some((id) => pattern.test(id.replaceAll('\\', '/')));
      // The lazily loaded chunk that holds the module, else the shared chunk it was put in (two
      // lazy routes importing one page).
      const chunk =
        all.find((candidate) => candidate.isDynamicEntry && holds(candidate)) ?? all.find(holds);
      if (!chunk) throw new Error(`Route ${route}: no chunk holds ${pattern}.`);
      return chunk.fileName;
    });
    const scripts = [...staticClosure(chunks, [...entries, ...lazyChunks])];
    const files = [...scripts, ...cssOf(chunks, scripts)];
    return {
      route,
      chunks: files,
      gzipBytes: files.reduce((sum, name) => sum + gzipSize(name), 0),
      budgetKb: ROUTE_BUDGETS_KB[audience],
      ...(ceiling ? { ceiling } : {}),
    };
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The report the build prints, one line per route, and a line per ceiling saying why. */
export function formatRouteSizes(sizes: RouteSize[]): string {
  const width = Math.max(...sizes.map((size) => size.route.length));
  const lines = sizes.flatMap((size) => {
    const figure = `  ${size.route.padEnd(width)}  ${kb(size.gzipBytes).padStart(6)} KB gzipped in ${size.chunks.length} files`;
    if (!size.ceiling) return [`${figure} (budget ${size.budgetKb} KB)`];
    const fits = size.gzipBytes <= size.budgetKb * 1024;
    return [
      `${figure} (budget ${size.budgetKb} KB; held at ${size.ceiling.kb} KB until split)`,
      fits
        ? `    now within its budget: remove its ceiling`
        : `    still to split: ${size.ceiling.reason}`,
    ];
  });
  return ['Everything downloaded on the first visit of each route:', ...lines].join('\n');
}

/**
 * Prints what each route downloads after a production build and fails the build when a route is
 * over its budget (or the ceiling it is held at until split), so a heavy import into a first load
 * is caught where it is made.
 */
export function routeBudget(routes: RouteBudget[]): Plugin {
  return {
    name: 'brand:route-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes = routeSizes(bundle as OutputBundle, routes);
      // Printed, not logged: Vite hides plugin info logs by default.
      console.log(`\n${formatRouteSizes(sizes)}`);
      const over = sizes.filter((size) => size.gzipBytes > limitKb(size) * 1024);
      if (over.length > 0) {
        this.error(
          `Over budget: ${over
            .map((size) => `${size.route} is ${kb(size.gzipBytes)} KB of ${limitKb(size)} KB`)
            .join('; ')}. Load what the route does not need with its own route (React.lazy).`,
        );
      }
    },
  };
}
