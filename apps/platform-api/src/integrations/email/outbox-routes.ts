import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sql } from '../../db/database';
import { escapeHtml } from '../../identity/sign-in-pages';
import { readOutbox } from './outbox-email';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The local outbox, where the embedded default "sends" email (sign-in codes, quote links):
 * GET /outbox (a page) and GET /outbox/messages.json?to= (newest first, for end-to-end tests).
 * The emails hold sign-in codes, so only this machine may read them unless OUTBOX_PAGE=open says
 * otherwise (a shared demo box).
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Sql, openToAll: boolean): void {
  const allowed = (request: FastifyRequest) => openToAll || LOOPBACK.has(request.ip);
  const refuse = {
    type: 'urn:brand:problem:forbidden',
    title: 'The outbox is only open on this machine.',
    status: 403,
  };

  app.get<{ Querystring: { to?: string } }>(
    '/outbox/messages.json',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!allowed(request)) return reply.code(403).type('application/problem+json').send(refuse);
      reply.header('cache-control', 'no-store');
      return readOutbox(db, request.query.to || undefined);
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/outbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!allowed(request)) return reply.code(403).type('application/problem+json').send(refuse);
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
