import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IdentitySettings } from '../identity/identity-settings';
import { signOutPage } from '../identity/sign-in-pages';
import type { HostedApp } from './app-hosting';

/** What the security headers depend on: where the platform is, what it serves and calls. */
export type SecurityHeaderSettings = {
  publicUrl: string;
  /** The built apps served beside /api, whose index.html may carry inline scripts. */
  hostedApps: readonly HostedApp[];
  identity: IdentitySettings;
  /** Stripe is the card provider (its script, frames and API), not the embedded sandbox. */
  stripe: boolean;
};

/** Stripe.js's origins, as Stripe's CSP guide lists them for its script, frames and API. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * Pages the apps themselves frame: the help pages the help modal opens in an iframe (spec 002
 * §2), served by the portal under /content for both apps, and the card sandbox's card field
 * (ADR 0048). Only the platform's own pages may frame them.
 */
export const FRAMED_BY_THE_APPS = ['/content/', '/sandbox/card-field'] as const;

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** The CSP hashes ('sha256-…') of the inline scripts of an HTML page (not those with a src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The inline scripts the platform serves, allowed one by one by their hashes rather than with
 * 'unsafe-inline' (which would let any injected script run): the unsupported-browser check that
 * @brand/vite-app puts into each app's index.html (read from the build this process serves) and
 * the sign-out page's self-submitting form. oidc-provider adds the hash of its own web_message
 * script to the header of the response that carries it.
 */
function allowedInlineScripts(hostedApps: readonly HostedApp[]): string[] {
  const pages = hostedApps
    .filter((hosted) => !hosted.framesOwnPages)
    .map((hosted) => join(hosted.root, 'index.html'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  return [...new Set([...pages, signOutPage('')].flatMap(inlineScriptHashes))];
}

/**
 * The hashes of the inline scripts of an app that frames its own pages (the Storybook: its
 * manager's index.html and its preview's iframe.html), allowed on that app's paths only.
 */
function ownInlineScripts(hosted: HostedApp): string[] {
  if (!existsSync(hosted.root)) return [];
  const pages = readdirSync(hosted.root)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(join(hosted.root, name), 'utf8'));
  return [...new Set(pages.flatMap(inlineScriptHashes))];
}

/** The origin of an outside sign-in provider's issuer or SDK domain (a bare host is https). */
function originOf(value: string): string {
  return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).origin;
}

/**
 * The Content-Security-Policy: the platform's own origin for everything, the inline scripts above
 * by hash, Stripe's origins only with Stripe, an outside sign-in tenant's origin only with
 * AUTH_ISSUER (the SDK fetches its token endpoint and frames it for silent sign-in), and no page
 * framed anywhere but the help pages (FRAMED_BY_THE_APPS). oidc-provider lifts frame-ancestors
 * from the one other response that must be framed: the silent sign-in's web_message page, which
 * posts its answer only to the app's registered origin.
 */
export function contentSecurityDirectives(
  settings: SecurityHeaderSettings,
): Record<string, string[]> {
  const identity =
    settings.identity.mode === 'external'
      ? [...new Set([originOf(settings.identity.issuer), originOf(settings.identity.domain)])]
      : [];
  const stripe = settings.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  const https = new URL(settings.publicUrl).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...allowedInlineScripts(settings.hostedApps), ...stripe.script],
    'script-src-attr': ["'none'"],
    // Emotion (the apps' styling) writes <style> elements at run time with no nonce to give
    // them: styles need 'unsafe-inline'. A style cannot run script; scripts stay hash-only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...stripe.connect, ...identity],
    'frame-src': ["'self'", ...stripe.frame, ...identity],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response the platform sends (the API, the hosted apps, the sign-in
 * server, the outbox and the sandbox pages), with @fastify/helmet: the policy above, HSTS only
 * when PUBLIC_URL is https (over http it would be ignored, and a local http address must stay
 * reachable), nosniff, a referrer policy that sends other sites only the origin, and
 * X-Frame-Options DENY for browsers without frame-ancestors (the help pages: the platform's own
 * pages only). Registered before anything that answers in a hook (the sign-in server, the rate
 * limits), so their answers carry them too.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeaderSettings,
): Promise<void> {
  const https = new URL(settings.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(settings) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // Helmet has set its headers on the raw response by now: the help pages' framing is widened
  // to the platform's own origin, nothing else about their policy changes.
  app.addHook('onRequest', async (request, reply) => {
    if (!FRAMED_BY_THE_APPS.some((prefix) => request.url.startsWith(prefix))) return;
    const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
    reply.raw.setHeader(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
    reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
  });
  // An app that frames its own pages (the Storybook) may be framed by the platform's own pages,
  // and its pages' inline scripts run by their hashes: on its paths only, so every other page
  // keeps frame-ancestors 'none' and the apps' script hashes alone.
  for (const hosted of settings.hostedApps.filter((h) => h.framesOwnPages)) {
    const scripts = ownInlineScripts(hosted).join(' ');
    const bare = hosted.prefix.replace(/\/$/, '');
    app.addHook('onRequest', async (request, reply) => {
      const [path = ''] = request.url.split('?', 1);
      if (path !== bare && !path.startsWith(hosted.prefix)) return;
      const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.raw.setHeader(
        'content-security-policy',
        policy
          .replace("frame-ancestors 'none'", "frame-ancestors 'self'")
          .replace("script-src 'self'", `script-src 'self' ${scripts}`.trimEnd()),
      );
      reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
    });
  }
}
