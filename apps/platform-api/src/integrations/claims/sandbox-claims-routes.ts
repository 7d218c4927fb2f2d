import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileStorage } from '../storage/file-storage';
import type { ClaimsProvider } from './claims-provider';
import {
  type ClaimForm,
  type ClaimPhoto,
  MAX_CLAIM_PHOTOS,
  type SandboxClaims,
  sandboxClaimPagePath,
} from './sandbox-claims';
import { claimLinkGonePage, claimPage } from './sandbox-claims-pages';

type Params = { token: string };
const FIELDS: readonly (keyof ClaimForm)[] = [
  'date',
  'time',
  'place',
  'whatHappened',
  'otherVehicles',
  'injuries',
];

/** True for the embedded claims sandbox (its pages are served only while it is in use). */
export function isSandboxClaims(value: ClaimsProvider): value is SandboxClaims {
  return value.kind === 'sandbox';
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The claims sandbox's hosted form: GET and POST /sandbox/claims/{token}. The form is
 * multipart (it carries photos); a recorded claim answers 303 to the link's callback URL.
 */
export async function registerSandboxClaimPages(
  app: FastifyInstance,
  claims: SandboxClaims,
  storage: FileStorage,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fields: FIELDS.length + 2,
        fieldSize: 4096,
        files: MAX_CLAIM_PHOTOS + 1,
        fileSize: storage.maxBytes,
        parts: FIELDS.length + MAX_CLAIM_PHOTOS + 3,
      },
    });
    const options = { config: { access: 'public' as const }, schema: { hide: true } };

    scope.get<{ Params: Params }>('/sandbox/claims/:token', options, async (request, reply) => {
      const link = await claims.link(request.params.token);
      if (!link || link.status === 'expired') return html(reply, 410, claimLinkGonePage());
      // Sent already (the back button, a second tab): on to the site again.
      if (link.status === 'used')
        return reply.code(303).header('location', link.callbackUrl).send();
      return html(
        reply,
        200,
        claimPage({ link, action: sandboxClaimPagePath(request.params.token) }),
      );
    });

    scope.post<{ Params: Params }>('/sandbox/claims/:token', options, async (request, reply) => {
      const { token } = request.params;
      const link = await claims.link(token);
      if (!link || link.status === 'expired') return html(reply, 410, claimLinkGonePage());
      if (!request.isMultipart()) {
        return html(
          reply,
          415,
          claimPage({
            link,
            action: sandboxClaimPagePath(token),
            errors: [{ field: 'date', message: 'Send the form from this page' }],
          }),
        );
      }
      const form: ClaimForm = {
        date: '',
        time: '',
        place: '',
        whatHappened: '',
        otherVehicles: '',
        injuries: '',
      };
      const photos: ClaimPhoto[] = [];
      let tooLarge = false;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // An empty file input still sends one part with no name and no bytes.
          const body = await part.toBuffer().catch((error: { code?: string }) => {
            if (error.code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
            return Buffer.alloc(0);
          });
          if (part.fieldname === 'photos' && part.filename && body.byteLength > 0) {
            photos.push({ fileName: part.filename, contentType: part.mimetype, body });
          }
        } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
          form[part.fieldname as keyof ClaimForm] = String(part.value ?? '');
        }
      }
      const outcome = tooLarge
        ? {
            kind: 'invalid' as const,
            errors: [
              {
                field: 'photos' as const,
                message: `Each photo must be ${Math.floor(storage.maxBytes / 1024 / 1024)} MB or smaller`,
              },
            ],
          }
        : await claims.submit(token, form, photos, storage);
      if (outcome.kind === 'recorded') {
        return reply.code(303).header('location', outcome.location).send();
      }
      if (outcome.kind === 'gone') return html(reply, 410, claimLinkGonePage());
      return html(
        reply,
        400,
        claimPage({ link, action: sandboxClaimPagePath(token), form, errors: outcome.errors }),
      );
    });
  });
}
