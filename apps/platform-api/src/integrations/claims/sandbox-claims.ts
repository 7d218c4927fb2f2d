import { createHash, randomBytes } from 'node:crypto';
import { toLondon } from '@brand/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { FileStorage } from '../storage/file-storage';
import type {
  ClaimStatus,
  ClaimsProvider,
  FirstNoticeRequest,
  ProviderClaim,
} from './claims-provider';

/** How long a first-notice link works: long enough to fetch photos and come back to the form. */
export const FNOL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** The most photos one notice takes. */
export const MAX_CLAIM_PHOTOS = 5;
/** Photo types a phone or camera makes that a claims handler can open. */
export const CLAIM_PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};
/** The longest answers the form takes, in characters. */
export const CLAIM_TEXT_LIMITS = { place: 200, whatHappened: 2000, otherVehicles: 1000 } as const;

/** The claim form's answers as posted. */
export type ClaimForm = {
  date: string;
  time: string;
  place: string;
  whatHappened: string;
  otherVehicles: string;
  injuries: string;
};
export type ClaimFormField = keyof ClaimForm | 'photos';
export type ClaimPhoto = { fileName: string; contentType: string; body: Buffer };

/** What a link opens: the policy it is for and where the customer goes back to. */
export type FnolLink = {
  tokenHash: string;
  policyId: string;
  policyNumber: string;
  insuredName: string;
  callbackUrl: string;
  privacyPolicyUrl: string;
  telephone: string;
  email: string;
  status: 'open' | 'used' | 'expired';
};

export type ClaimSubmission =
  | { kind: 'recorded'; location: string; claimReference: string }
  | { kind: 'invalid'; errors: { field: ClaimFormField; message: string }[] }
  | { kind: 'gone' };

/** The claims sandbox: the provider's side, with its hosted claim form (sandbox-claims-pages). */
export type SandboxClaims = ClaimsProvider & {
  readonly kind: 'sandbox';
  link(token: string): Promise<FnolLink | null>;
  /** Records the claim; photos go to `storage` (the platform's file store, whichever it is). */
  submit(
    token: string,
    form: ClaimForm,
    photos: ClaimPhoto[],
    storage: FileStorage,
  ): Promise<ClaimSubmission>;
};

/** The path of a link's claim form, under the platform's public URL. */
export function sandboxClaimPagePath(token: string): string {
  return `/sandbox/claims/${token}`;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A reference of the shape claims handlers read over the phone: CLM- and eight characters. */
function claimReference(): string {
  return `CLM-${randomBytes(4).toString('hex').toUpperCase()}`;
}

type ClaimRow = {
  claim_reference: string;
  status: ClaimStatus;
  claim_type: string | null;
  insured_name: string;
  occurred_at: Date | string;
};

type LinkRow = {
  token_hash: string;
  policy_id: string;
  policy_number: string;
  callback_url: string;
  privacy_policy_url: string;
  telephone: string;
  email: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  insured_name: string;
};

/** Checks the form; the instant of the loss in Europe/London when it is valid. */
export function checkClaimForm(
  form: ClaimForm,
  photos: ClaimPhoto[],
  now: Date,
): { errors: { field: ClaimFormField; message: string }[]; occurredAt: Date | null } {
  const errors: { field: ClaimFormField; message: string }[] = [];
  let occurredAt: Date | null = null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) {
    errors.push({ field: 'date', message: 'Enter the date it happened' });
  } else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.time)) {
    errors.push({
      field: 'time',
      message: 'Enter the time it happened as hours and minutes, for example 14:30',
    });
  } else {
    const when = toLondon(`${form.date}T${form.time}`);
    if (!when) errors.push({ field: 'date', message: 'Enter a real date' });
    else if (when.toMillis() > now.getTime()) {
      errors.push({ field: 'date', message: 'The date and time it happened must be in the past' });
    } else occurredAt = when.toJSDate();
  }
  const place = form.place.trim();
  if (!place) errors.push({ field: 'place', message: 'Enter where it happened' });
  else if (place.length > CLAIM_TEXT_LIMITS.place) {
    errors.push({
      field: 'place',
      message: `Where it happened must be ${CLAIM_TEXT_LIMITS.place} characters or fewer`,
    });
  }
  const what = form.whatHappened.trim();
  if (!what) errors.push({ field: 'whatHappened', message: 'Describe what happened' });
  else if (what.length > CLAIM_TEXT_LIMITS.whatHappened) {
    errors.push({
      field: 'whatHappened',
      message: `What happened must be ${CLAIM_TEXT_LIMITS.whatHappened} characters or fewer`,
    });
  }
  if (form.otherVehicles.trim().length > CLAIM_TEXT_LIMITS.otherVehicles) {
    errors.push({
      field: 'otherVehicles',
      message: `Other vehicles must be ${CLAIM_TEXT_LIMITS.otherVehicles} characters or fewer`,
    });
  }
  if (form.injuries !== 'yes' && form.injuries !== 'no') {
    errors.push({ field: 'injuries', message: 'Select whether anyone was injured' });
  }
  if (photos.length > MAX_CLAIM_PHOTOS) {
    errors.push({ field: 'photos', message: `Choose ${MAX_CLAIM_PHOTOS} photos or fewer` });
  } else if (photos.some((photo) => !CLAIM_PHOTO_TYPES[photo.contentType])) {
    errors.push({ field: 'photos', message: 'Photos must be JPEG, PNG, WebP or HEIC images' });
  }
  return { errors, occurredAt: errors.length === 0 ? occurredAt : null };
}

/**
 * The embedded claims provider: claims live in the `claims` table; a first notice is a link to the
 * platform's own claim form (GET/POST /sandbox/claims/{token}) that works once and for a day, and
 * records a PENDING claim on the policy, as a provider's first-notice service would.
 */
export function createSandboxClaims(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
}): SandboxClaims {
  const { db, clock } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  async function findLink(tokenHash: string): Promise<LinkRow | null> {
    const [row] = await db.query<LinkRow>(
      `SELECT l.token_hash, l.policy_id, p.policy_number, l.callback_url, l.privacy_policy_url,
              l.telephone, l.email, l.expires_at, l.used_at, l.insured_name
         FROM fnol_links l JOIN policies p ON p.id = l.policy_id WHERE l.token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  return {
    kind: 'sandbox',

    async claimsFor(policyNumber: string): Promise<ProviderClaim[]> {
      const rows = await db.query<ClaimRow>(
        `SELECT claim_reference, status, claim_type, insured_name, occurred_at FROM claims
          WHERE policy_number = $1 ORDER BY occurred_at DESC, claim_reference`,
        [policyNumber],
      );
      return rows.map((row) => ({
        claimReference: row.claim_reference,
        status: row.status,
        claimType: row.claim_type,
        insuredName: row.insured_name,
        occurredAt: new Date(row.occurred_at).toISOString(),
      }));
    },

    async firstNoticeLink(request: FirstNoticeRequest) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.query(
        `INSERT INTO fnol_links (token_hash, policy_id, callback_url, privacy_policy_url, telephone,
                                 email, insured_name, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          hashToken(token),
          request.policyId,
          request.callbackUrl,
          request.privacyPolicyUrl,
          request.telephone,
          request.email,
          request.insuredName,
          now,
          new Date(now.getTime() + FNOL_LINK_TTL_MS),
        ],
      );
      return { url: `${publicUrl}${sandboxClaimPagePath(token)}` };
    },

    async link(token: string): Promise<FnolLink | null> {
      const row = await findLink(hashToken(token));
      if (!row) return null;
      const expired = new Date(row.expires_at).getTime() <= clock.now().getTime();
      return {
        tokenHash: row.token_hash,
        policyId: row.policy_id,
        policyNumber: row.policy_number,
        insuredName: row.insured_name,
        callbackUrl: row.callback_url,
        privacyPolicyUrl: row.privacy_policy_url,
        telephone: row.telephone,
        email: row.email,
        status: row.used_at ? 'used' : expired ? 'expired' : 'open',
      };
    },

    async submit(token, form, photos, storage): Promise<ClaimSubmission> {
      const link = await this.link(token);
      if (!link || link.status === 'expired') return { kind: 'gone' };
      // A replay (the back button, a double submit) records nothing more: back to the site.
      if (link.status === 'used') {
        const [claim] = await db.query<{ claim_reference: string }>(
          'SELECT claim_reference FROM claims WHERE fnol_link = $1',
          [link.tokenHash],
        );
        return {
          kind: 'recorded',
          location: link.callbackUrl,
          claimReference: claim?.claim_reference ?? '',
        };
      }
      const now = clock.now();
      const { errors, occurredAt } = checkClaimForm(form, photos, now);
      if (errors.length > 0 || !occurredAt) return { kind: 'invalid', errors };
      // One claim per link: its id comes from the link. Photos go under this attempt's own prefix,
      // so a second tab racing this one never overwrites the photos of the claim that stands.
      const claimId = `clm_${link.tokenHash.slice(0, 32)}`;
      const attempt = randomBytes(6).toString('hex');
      const photoKeys: string[] = [];
      for (const [index, photo] of photos.entries()) {
        const key = `claims/${claimId}/${attempt}-photo-${index + 1}.${CLAIM_PHOTO_TYPES[photo.contentType]}`;
        await storage.put(key, photo.body, photo.contentType);
        photoKeys.push(key);
      }
      const reference = claimReference();
      const recorded = await db.transaction(async (tx) => {
        const used = await tx.query<{ token_hash: string }>(
          `UPDATE fnol_links SET used_at = $2
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING token_hash`,
          [link.tokenHash, now],
        );
        if (used.length === 0) return false;
        await tx.query(
          `INSERT INTO claims (id, claim_reference, policy_id, policy_number, status, claim_type,
                               insured_name, occurred_at, place, description, other_vehicles,
                               injuries, photo_keys, fnol_link, created_at)
           VALUES ($1, $2, $3, $4, 'PENDING', NULL, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            claimId,
            reference,
            link.policyId,
            link.policyNumber,
            link.insuredName,
            occurredAt,
            form.place.trim(),
            form.whatHappened.trim(),
            form.otherVehicles.trim() || null,
            form.injuries,
            JSON.stringify(photoKeys),
            link.tokenHash,
            now,
          ],
        );
        return true;
      });
      // Lost a race with a second tab: that tab's claim stands, this one is the same notice.
      if (!recorded) {
        await Promise.all(photoKeys.map((key) => storage.delete(key)));
        return this.submit(token, form, photos, storage);
      }
      return { kind: 'recorded', location: link.callbackUrl, claimReference: reference };
    },
  };
}
