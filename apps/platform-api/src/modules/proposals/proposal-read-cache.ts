import { startOfLondonDay } from '@brand/domain';
import type { ProposalRecord } from './proposal-record';
import type { StoredQuote } from './quote-repository';

/**
 * Until when a rendering of a proposal holds with no change: the end of the London day (its
 * missing sections read "today", a start date passes at midnight) or its quote's validity.
 */
export function renderedUntil(
  proposal: Pick<ProposalRecord, 'status'>,
  quote: Pick<StoredQuote, 'validUntil'> | null,
  now: Date,
): number {
  const midnight = startOfLondonDay(now).plus({ days: 1 }).toMillis();
  const quoteEnd =
    proposal.status === 'QUOTE' && quote ? Date.parse(quote.validUntil) : Number.POSITIVE_INFINITY;
  return Math.min(midnight, quoteEnd);
}

/** A rendered GET /proposals/{id} answer and what it may be served to, until when. */
export type CachedProposal = {
  /** The owner: the cache serves it only to a caller who may act for this user. */
  ownerUserId: string;
  /** The serialized response body. */
  body: string;
  /** Epoch ms after which it must be rendered again (quote expiry, the London day's end). */
  validUntil: number;
  /** Other proposals the body shows (its upsell): a change of one drops this entry too. */
  shows: readonly string[];
};

/** Most entries kept; past it the oldest go first. */
export const READ_CACHE_SIZE = 10_000;

/** Most proposals whose changes are counted; past it the counts start again (see `reset`). */
const GENERATIONS_KEPT = 100_000;

/**
 * Rendered proposal reads of this instance. Correct by three rules:
 * - every change of a proposal drops its entry: at once for this instance's own writes (before
 *   their response leaves, so a caller reads its own write), and by the database's NOTIFY for
 *   changes committed anywhere else (migration 0002);
 * - a read stores its rendering only if no change of that proposal was seen since the read began
 *   (a generation per proposal), so a slow read never stores what a write replaced;
 * - an entry ends when the time-dependent parts of the answer could change.
 */
export class ProposalReadCache {
  private readonly entries = new Map<string, CachedProposal>();
  private readonly generations = new Map<string, number>();
  private readonly shownBy = new Map<string, Set<string>>();
  private epoch = 0;

  /** The proposal's generation now: read it before loading, pass it to `store`. */
  generation(id: string): string {
    return `${this.epoch}:${this.generations.get(id) ?? 0}`;
  }

  /** The entry of a proposal if it is still valid at `now`. */
  get(id: string, now: number): CachedProposal | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.validUntil <= now) {
      this.drop(id);
      return undefined;
    }
    return entry;
  }

  /** Keeps a rendering, unless the proposal (or one it shows) changed since `generation`. */
  store(id: string, generation: string, entry: CachedProposal): void {
    if (this.generation(id) !== generation) return;
    if (this.entries.size >= READ_CACHE_SIZE) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(id, entry);
    for (const other of entry.shows) {
      const showing = this.shownBy.get(other) ?? new Set<string>();
      showing.add(id);
      this.shownBy.set(other, showing);
    }
  }

  /** A proposal changed: its entry and those that show it go, and reads in flight are void. */
  invalidate(id: string): void {
    if (this.generations.size >= GENERATIONS_KEPT) this.reset();
    this.bump(id);
    for (const showing of this.shownBy.get(id) ?? []) this.bump(showing);
    this.shownBy.delete(id);
  }

  /** Forgets everything; a new epoch voids every read in flight. */
  reset(): void {
    this.epoch += 1;
    this.generations.clear();
    this.shownBy.clear();
    this.entries.clear();
  }

  private bump(id: string): void {
    this.generations.set(id, (this.generations.get(id) ?? 0) + 1);
    this.drop(id);
  }

  /** How many renderings are kept (for tests and the benchmark's report). */
  get size(): number {
    return this.entries.size;
  }

  private drop(id: string): void {
    this.entries.delete(id);
  }
}
