import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** One route of an app: what its first load downloads beyond the entry chunk. */
export interface RouteBudget {
  /** How the route is printed, e.g. "/flex (product entry)". */
  route: string;
  /**
   * The lazily loaded modules the route renders on its first load, matched against the chunks'
   * module ids (e.g. /journeys\/src\/retrieve\//). Empty for routes in the entry chunk.
   */
  lazy: RegExp[];
  /** Fail the build when the route's first load is above this many gzipped kilobytes. */
  maxGzipKb?: number;
}

/** A route's first load: the chunks and their gzipped size. */
export interface RouteSize {
  route: string;
  chunks: string[];
  gzipBytes: number;
  maxGzipKb?: number;
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

/**
 * The gzipped JavaScript each route downloads on a first visit: the entry chunk's static closure
 * plus that of the route's lazy chunks. Gzip at the default level, as a server compresses on the fly.
 */
export function routeSizes(bundle: OutputBundle, routes: RouteBudget[]): RouteSize[] {
  const chunks = chunksOf(bundle);
  const all = [...chunks.values()];
  const entries = all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const gzipped = new Map<string, number>();
  const gzipSize = (name: string) => {
    if (!gzipped.has(name)) {
      gzipped.set(name, gzipSync(chunks.get(name)?.code ?? '').length);
    }
    return gzipped.get(name) as number;
  };
  return routes.map(({ route, lazy, maxGzipKb }) => {
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
    const closure = [...staticClosure(chunks, [...entries, ...lazyChunks])];
    return {
      route,
      chunks: closure,
      gzipBytes: closure.reduce((sum, name) => sum + gzipSize(name), 0),
      maxGzipKb,
    };
  });
}

/** The report the build prints, one line per route. */
export function formatRouteSizes(sizes: RouteSize[]): string {
  const width = Math.max(...sizes.map((size) => size.route.length));
  const lines = sizes.map((size) => {
    const kb = (size.gzipBytes / 1024).toFixed(1).padStart(6);
    const budget = size.maxGzipKb === undefined ? '' : ` (budget ${size.maxGzipKb} KB)`;
    return `  ${size.route.padEnd(width)}  ${kb} KB gzipped in ${size.chunks.length} chunks${budget}`;
  });
  return ['JavaScript downloaded on the first visit of each route:', ...lines].join('\n');
}

/**
 * Prints the gzipped JavaScript per route after a production build and fails the build when a
 * route is over its budget, so a heavy import into the first load is caught where it is made.
 */
export function routeBudget(routes: RouteBudget[]): Plugin {
  return {
    name: 'brand:route-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes = routeSizes(bundle as OutputBundle, routes);
      // Printed, not logged: Vite hides plugin info logs by default.
      console.log(`\n${formatRouteSizes(sizes)}`);
      const over = sizes.filter(
        (size) => size.maxGzipKb !== undefined && size.gzipBytes > size.maxGzipKb * 1024,
      );
      if (over.length > 0) {
        this.error(
          `Over budget: ${over
            .map((size) => `${size.route} is ${(size.gzipBytes / 1024).toFixed(1)} KB`)
            .join('; ')}. Load what the route does not need with its own route (React.lazy).`,
        );
      }
    },
  };
}
