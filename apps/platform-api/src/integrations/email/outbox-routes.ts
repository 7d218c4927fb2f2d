import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '../../db/database';
import { ApiError } from '../../http/problem';
import { escapeHtml } from '../../identity/sign-in-pages';
import { isLoopbackAddress, isLoopbackHost } from './loopback';
import { readOutbox } from './outbox-email';

/**
 * Headers a proxy adds on the way in. Whatever the platform's TRUST_PROXY says, a request that
 * carries one came through something that may be serving other machines, so the outbox refuses
 * it: the sign-in codes it shows would let anybody sign in as anybody.
 */
export const PROXY_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'via',
] as const;

/**
 * Why the outbox refuses a request, or null when it comes straight from this machine: the TCP
 * peer (never `request.ip`, which a trusted proxy's headers decide) is loopback, nothing says a
 * proxy carried it, and it names this machine as its host (a page elsewhere whose name resolves
 * to 127.0.0.1, DNS rebinding, would name its own).
 */
export function outboxRefusal(request: FastifyRequest): string | null {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) {
    return 'The outbox is only open on this machine.';
  }
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) {
    return 'The outbox does not answer through a proxy.';
  }
  if (!isLoopbackHost(request.headers.host)) {
    return 'The outbox answers only at localhost or 127.0.0.1.';
  }
  return null;
}

/**
 * The local outbox, where the embedded default "sends" email (sign-in codes, quote links):
 * GET /outbox (a page) and GET /outbox/messages.json?to= (newest first, for end-to-end tests).
 * Served only while the outbox is the sender (no SMTP_URL), which the settings allow only when
 * PUBLIC_URL is this machine; and then only to requests straight from this machine.
 */
export async function registerOutboxRoutes(app: FastifyInstance, db: Sql): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const refusal = outboxRefusal(request);
      if (refusal) throw new ApiError('forbidden', refusal, { code: 'outbox.notThisMachine' });
    });
    registerOutboxPages(scope, db);
  });
}

function registerOutboxPages(app: FastifyInstance, db: Sql): void {
  app.get<{ Querystring: { to?: string } }>(
    '/outbox/messages.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readOutbox(db, request.query.to || undefined);
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/outbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const emails = await readOutbox(db, request.query.to || undefined);
      const items = emails
        .map(
          (email) => `<li><article>
<h2>${escapeHtml(email.subject)}</h2>
<p>To ${escapeHtml(email.to)} at <time datetime="${email.createdAt}">${escapeHtml(email.createdAt)}</time></p>
<pre>${escapeHtml(email.text)}</pre>
</article></li>`,
        )
        .join('\n');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox – MINI Insurance (local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;line-height:1.5}pre{white-space:pre-wrap;background:#f4f4f4;padding:12px}li{list-style:none;border-bottom:1px solid #ccc}a{color:#0b4fa8}:focus-visible{outline:3px solid #ffbf47}</style>
</head><body><main>
<h1>Outbox</h1>
<p>Emails the platform would have sent, newest first. Nothing here leaves this machine.</p>
${emails.length ? `<ul>${items}</ul>` : '<p>No emails yet.</p>'}
</main></body></html>`);
    },
  );
}
