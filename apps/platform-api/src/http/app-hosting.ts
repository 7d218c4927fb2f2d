import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withInlineAppConfig } from './inline-app-config';
import { hasControlCharacter } from './input-bounds';
import { ApiError } from './problem';

const NO_PORTAL_PAGE = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand motor insurance platform</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<main>
<h1>Brand motor insurance platform</h1>
<p>The platform API is running. The customer portal is not built into this installation yet.</p>
<ul>
<li><a href="/api/openapi.json">The API's OpenAPI document</a></li>
</ul>
</main>
</body>
</html>
`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the build's assets folder, whose name carries a hash of its content. */
function isHashedAsset(path: string): boolean {
  return /[\\/]assets[\\/]/.test(path);
}

/**
 * A path no file or client route has: a `..` segment, a backslash or a control character (NUL),
 * once decoded, or one that cannot be decoded. These are attempts to leave an app's folder: a 404
 * before the file server sees them (it would answer 400 or 403 from deep inside), never the app.
 */
export function isForbiddenPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return (
    decoded.includes('\\') ||
    hasControlCharacter(decoded, []) ||
    decoded.split('/').some((segment) => segment === '..')
  );
}

/** Paths of files, never of client routes: a missing one is a 404, not the app's index.html. */
const FILE_FOLDERS = ['assets/', 'content/'];

/**
 * A path whose last segment has a file extension (`/favicon.ico`, `/robots.txt`, `/apple-touch-
 * icon.png`): browsers and crawlers ask for such files on their own, and answering the app's
 * index.html would send them 1 KB of HTML as an icon and boot nothing. No client route of the
 * apps has a dot in its last segment (ids and references are letters, digits, `_` and `-`).
 */
function looksLikeFile(path: string, prefix: string): boolean {
  return (
    FILE_FOLDERS.some((folder) => path.startsWith(`${prefix}${folder}`)) ||
    /\.[A-Za-z0-9]{1,8}$/.test(path.slice(path.lastIndexOf('/') + 1))
  );
}

/** A built app to serve: its folder and the path it is mounted at ('/', '/admin/', '/storybook/'). */
export type HostedApp = {
  root: string;
  prefix: string;
  /**
   * Whether a path that is no file is one of the app's client routes, answered with its
   * index.html. A static site (the Storybook) has none: a missing file there is a 404.
   * @default true
   */
  clientRoutes?: boolean;
  /**
   * The app shows its own pages in frames (the Storybook's manager frames its preview,
   * iframe.html): its pages may be framed by the platform's own, and the inline scripts of its
   * top-level pages run by their hashes (security-headers.ts). @default false
   */
  framesOwnPages?: boolean;
};

/**
 * Serves the built apps beside /api in start mode, so one address opens everything. A path that
 * is no file of an app gets the app's index.html (the router decides); /api paths never do.
 */
export async function registerAppHosting(
  app: FastifyInstance,
  hosted: readonly HostedApp[],
  /** The apps' configuration, inlined into each page of an app with client routes (ADR 0056). */
  appConfig: () => unknown = () => null,
): Promise<HostedApp[]> {
  const present = hosted.filter((h) => existsSync(join(h.root, 'index.html')));
  // Read once: the build this process serves does not change under it (as security-headers.ts
  // reads the same file for its script hashes).
  const pages = new Map(
    present
      .filter((h) => h.clientRoutes !== false)
      .map((h) => [h, readFileSync(join(h.root, 'index.html'), 'utf8')] as const),
  );
  const sendPage = (reply: FastifyReply, page: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withInlineAppConfig(page, appConfig()));
  // Longest prefix first, so /admin/ wins over / for its own paths.
  const ordered = [...present].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const [index, h] of ordered.entries()) {
    await app.register(fastifyStatic, {
      root: h.root,
      prefix: h.prefix,
      decorateReply: index === 0,
      wildcard: true,
      index: ['index.html'],
      allowedPath: (path) => !isForbiddenPath(path),
      // The build writes .br and .gz beside each script and stylesheet: sent to browsers that
      // accept them (with Vary: Accept-Encoding), the plain file to others.
      preCompressed: true,
      // Our own cache headers below, not the plugin's max-age=0.
      cacheControl: false,
      // Hashed bundles may be cached for good; index.html and the help pages, whose names stay
      // the same when they change, must always be revalidated.
      setHeaders: (res, path) => {
        // A shared cache must keep the compressed and plain forms apart.
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // An app's own folder ('/', '/admin/') and its index.html asked for by name are its page too,
  // with the configuration inlined (the file server would answer the file as it is, and the app
  // would then wait for GET /api/app-config).
  for (const [h, page] of pages) {
    for (const path of [h.prefix, `${h.prefix}index.html`]) {
      app.get(path, { schema: { hide: true } }, async (_request, reply) => sendPage(reply, page));
    }
  }
  if (!present.some((h) => h.prefix === '/')) {
    // Start mode before the portal is built: the address printed at start still says where to go.
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(NO_PORTAL_PAGE),
    );
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    // An app mounted under a folder ('/admin/') asked for without its slash: the folder, so the
    // app's relative assets and router base resolve (never the portal's fallback).
    const [path = '', query] = request.url.split('?', 2);
    if (isForbiddenPath(path)) {
      const problem = new ApiError('not-found', 'There is no page, file or call at this address.');
      return reply.code(404).type('application/problem+json').send(problem.toBody());
    }
    const folder = ordered.find((h) => h.prefix !== '/' && `${path}/` === h.prefix);
    if (folder && request.method === 'GET') {
      return reply.redirect(query === undefined ? folder.prefix : `${folder.prefix}?${query}`, 301);
    }
    const target = ordered.find((h) => request.url.startsWith(h.prefix));
    if (target?.clientRoutes === false) {
      const problem = new ApiError('not-found', 'There is no page or file at this address.');
      return reply.code(404).type('application/problem+json').send(problem.toBody());
    }
    const isFile = looksLikeFile(path, target?.prefix ?? '/');
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && !isFile;
    const page = target && pages.get(target);
    if (page !== undefined && wantsPage) return sendPage(reply, page);
    const problem = new ApiError('not-found', `No call ${request.method} ${request.url}.`);
    return reply.code(404).type('application/problem+json').send(problem.toBody());
  });
  return present;
}
