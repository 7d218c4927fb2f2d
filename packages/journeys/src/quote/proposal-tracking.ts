// Proposal tracking in the browser (spec 000 §7): the URL's tracking parameters are kept in the
// tab's session storage on arrival, and sent once per proposal per session after the proposal
// exists. That one POST is also the proposal's impression; a session with no tracking values
// posts nothing (see @brand/config's trackingValuesFrom).
import { PROPOSAL_TRACKING, trackingValuesFrom } from '@brand/config';

/** The part of Storage the tracking uses (session storage in the browser). */
export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the proposals already sent this session are listed. */
export const TRACKING_SENT_KEY = `${PROPOSAL_TRACKING.storageKey}.sent`;

/** Tracking values by parameter name. */
export type TrackingValues = Record<string, string>;

function readJson(storage: TrackingStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The tracking values kept this session ({} when none). */
export function savedTrackingValues(storage: TrackingStorage): TrackingValues {
  const saved = readJson(storage, PROPOSAL_TRACKING.storageKey);
  if (typeof saved !== 'object' || saved === null) return {};
  return Object.fromEntries(
    Object.entries(saved).filter(
      (entry): entry is [string, string] =>
        (PROPOSAL_TRACKING.parameters as readonly string[]).includes(entry[0]) &&
        typeof entry[1] === 'string',
    ),
  );
}

/**
 * Keeps the tracking parameters of the URL's query: a URL with any replaces what was kept, one
 * without leaves it (moving between pages drops the query). Answers whether anything was kept.
 */
export function saveTrackingParameters(search: string, storage: TrackingStorage): boolean {
  const values = trackingValuesFrom(search);
  if (Object.keys(values).length === 0) return false;
  storage.setItem(PROPOSAL_TRACKING.storageKey, JSON.stringify(values));
  return true;
}

/**
 * The values to send for a proposal, once per proposal per session: null when there are none or
 * they were already sent for it; otherwise the values, and the proposal is marked as sent.
 */
export function takeTrackingFor(
  proposalCode: string,
  storage: TrackingStorage,
): TrackingValues | null {
  const values = savedTrackingValues(storage);
  if (Object.keys(values).length === 0) return null;
  const listed = readJson(storage, TRACKING_SENT_KEY);
  const sent = Array.isArray(listed) ? listed.filter((code) => typeof code === 'string') : [];
  if (sent.includes(proposalCode)) return null;
  storage.setItem(TRACKING_SENT_KEY, JSON.stringify([...sent, proposalCode]));
  return values;
}

/** The tab's session storage, or null when the browser refuses it. */
export function sessionStorageOrNull(): TrackingStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
