import { isValidEmail } from '@brand/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { PlatformContext } from '../platform-context';
import { emailKey, signInAccountFor } from './accounts';
import { emailFromLoginHint } from './login-hint';
import {
  type IssuedCode,
  issueSignInCode,
  liveSignInEmail,
  pendingSignInEmail,
  redeemSignInCode,
  TooManyCodesError,
  withdrawSignInCode,
} from './sign-in-codes';
import { codePage, emailPage, problemPage } from './sign-in-pages';
import { API_SCOPE, FIRST_PARTY_CLAIMS, SIGN_IN_MOUNT } from './sign-in-server';

type Params = { uid: string };
type Form = Record<string, string | undefined>;

const WRONG_CODE =
  "That code isn't right or has expired. Check the newest email we sent you, or send a new code.";
const BAD_EMAIL = 'Enter an email address in the correct format, like name@example.com';

const NOT_SENT = "We couldn't send the code just now. Please try again in a few minutes.";

function waitFor(error: TooManyCodesError): string {
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(error: TooManyCodesError): string {
  return `You've asked for too many codes. Wait ${waitFor(error)}, then try again.`;
}

function tooManyWithCode(error: TooManyCodesError): string {
  return `You've asked for too many codes, so we haven't sent another. The newest code we sent still works, or wait ${waitFor(error)} to ask for a new one.`;
}

function html(reply: FastifyReply, status: number, body: string) {
  // The pages hold one-time codes and sessions: never cached, never framed.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The sign-in pages oidc-provider sends a browser to (`interactions.url`): an email address, then
 * the six-digit code emailed to it. A right code finishes the login for the account of that email
 * (made on first sign-in); anything else says so without telling whether the address is known.
 */
export async function registerInteractionRoutes(
  app: FastifyInstance,
  provider: Provider,
  context: PlatformContext,
): Promise<void> {
  const { db, clock, publicUrl } = context;
  const base = (uid: string) => `${SIGN_IN_MOUNT}/interaction/${encodeURIComponent(uid)}`;
  const pages = {
    code: (uid: string, email: string, extra: { error?: string; notice?: string } = {}) =>
      codePage({
        action: `${base(uid)}/code`,
        resendAction: `${base(uid)}/email`,
        changeEmailHref: base(uid),
        email,
        ...extra,
      }),
    email: (uid: string, extra: { email?: string; error?: string } = {}) =>
      emailPage({ action: `${base(uid)}/email`, ...extra }),
  };

  // The interaction must be this browser's own, still open: else nothing here may run.
  async function openInteraction(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) throw new Error('Another interaction.');
      return details;
    } catch {
      await html(
        reply,
        400,
        problemPage(
          'Your sign-in has timed out',
          'For your security, signing in has to be finished within an hour in the same browser.',
          publicUrl,
        ),
      );
      return null;
    }
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: Params; Querystring: { step?: string } }>(
      `${SIGN_IN_MOUNT}/interaction/:uid`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const details = await openInteraction(request, reply);
        if (!details) return reply;
        const { uid } = request.params;
        if (details.prompt.name !== 'login') {
          // First-party apps are granted what they ask for: there is nothing to ask here.
          const grant =
            (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
            new provider.Grant({
              clientId: String(details.params.client_id),
              accountId: String(details.session?.accountId),
            });
          grant.addOIDCScope(String(details.params.scope ?? 'openid'));
          grant.addOIDCClaims(FIRST_PARTY_CLAIMS);
          grant.addResourceScope(context.identity.audience, API_SCOPE);
          reply.hijack();
          await provider.interactionFinished(request.raw, reply.raw, {
            consent: { grantId: await grant.save() },
          });
          return reply;
        }
        const pending = request.query.step === 'code' ? await pendingSignInEmail(db, uid) : null;
        if (pending) return html(reply, 200, pages.code(uid, pending));
        // The app's login_hint (the email a buyer just gave) fills the box in; nothing more.
        const hinted = emailFromLoginHint(details.params.login_hint);
        return html(reply, 200, pages.email(uid, hinted ? { email: hinted } : {}));
      },
    );

    scope.post<{ Params: Params; Body: Form }>(
      `${SIGN_IN_MOUNT}/interaction/:uid/email`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (!(await openInteraction(request, reply))) return reply;
        const { uid } = request.params;
        const email = String(request.body?.email ?? '').trim();
        if (!isValidEmail(email)) {
          return html(reply, 400, pages.email(uid, { email, error: BAD_EMAIL }));
        }
        let issued: IssuedCode;
        try {
          issued = await db.transaction((tx) =>
            issueSignInCode(tx, {
              email,
              interactionUid: uid,
              clientIp: request.ip,
              now: clock.now(),
            }),
          );
        } catch (error) {
          if (!(error instanceof TooManyCodesError)) throw error;
          reply.header('retry-after', String(error.retryAfterSeconds));
          // A code this sign-in was already sent still works: keep the page to type it open.
          const live = await liveSignInEmail(db, uid, clock.now());
          if (live && emailKey(live) === emailKey(email)) {
            return html(reply, 429, pages.code(uid, live, { notice: tooManyWithCode(error) }));
          }
          return html(reply, 429, pages.email(uid, { email, error: tooMany(error) }));
        }
        try {
          await context.integrations.email.send({
            to: email,
            subject: 'Your MINI Insurance sign-in code',
            text: [
              `Your sign-in code is ${issued.code}`,
              '',
              'Enter it on the sign-in page within 10 minutes. It works once.',
              "If you didn't ask to sign in, you can ignore this email: nobody can sign in without the code.",
            ].join('\n'),
          });
        } catch (error) {
          // Nobody holds this code: it must not count against the limits, nor replace a code
          // this sign-in was sent earlier. The person is told, never sent to wait for nothing.
          await db.transaction((tx) => withdrawSignInCode(tx, issued.id));
          request.log.error({ err: error }, 'the sign-in code email was not sent');
          return html(reply, 502, pages.email(uid, { email, error: NOT_SENT }));
        }
        return reply
          .code(303)
          .header('location', `${base(uid)}?step=code`)
          .send();
      },
    );

    scope.post<{ Params: Params; Body: Form }>(
      `${SIGN_IN_MOUNT}/interaction/:uid/code`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (!(await openInteraction(request, reply))) return reply;
        const { uid } = request.params;
        const now = clock.now();
        const account = await db.transaction(async (tx) => {
          const email = await redeemSignInCode(tx, {
            interactionUid: uid,
            code: String(request.body?.code ?? ''),
            now,
          });
          return email ? signInAccountFor(tx, email, now) : null;
        });
        if (!account) {
          const email = (await pendingSignInEmail(db, uid)) ?? '';
          if (!email) return reply.code(303).header('location', base(uid)).send();
          return html(reply, 400, pages.code(uid, email, { error: WRONG_CODE }));
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.userId, remember: true } },
          { mergeWithLastSubmission: false },
        );
        return reply;
      },
    );

    // The Auth0 SDK signs out here; the standard end-session route does the work.
    scope.get<{ Querystring: { client_id?: string; returnTo?: string } }>(
      `${SIGN_IN_MOUNT}/v2/logout`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const target = new URL(`${publicUrl}${SIGN_IN_MOUNT}/oidc/logout`);
        if (request.query.client_id) target.searchParams.set('client_id', request.query.client_id);
        if (request.query.returnTo) {
          target.searchParams.set('post_logout_redirect_uri', request.query.returnTo);
        }
        return reply.redirect(`${target.pathname}${target.search}`, 302);
      },
    );
  });
}
