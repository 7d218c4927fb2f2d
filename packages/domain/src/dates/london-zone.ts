import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

/** The IANA name of the zone every business-day rule is judged in. */
export const LONDON_ZONE_NAME = 'Europe/London';

const HOUR_MS = 3_600_000;
// Since GMT became London's time (1 December 1847, 00:01:15 UTC) every change of its offset has
// fallen on a whole UTC hour, so one lookup per UTC hour is exact from 1848 on.
const CACHED_FROM_MS = Date.UTC(1848, 0, 1);
const HOURS_KEPT = 200_000;

/**
 * Europe/London for luxon, with its UTC offset looked up once per UTC hour. Luxon asks a zone for
 * its offset several times for every date it reads or moves, and the IANA zone answers each time
 * through Intl.DateTimeFormat: two thirds of the time a server spends validating a disclosure.
 */
class LondonZone extends Zone {
  private readonly iana = IANAZone.create(LONDON_ZONE_NAME);
  private readonly offsets = new Map<number, number>();

  override get type(): string {
    return 'iana';
  }

  override get name(): string {
    return LONDON_ZONE_NAME;
  }

  get ianaName(): string {
    return LONDON_ZONE_NAME;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override get isValid(): boolean {
    return true;
  }

  override offsetName(ts: number, options: ZoneOffsetOptions): string | null {
    return this.iana.offsetName(ts, options);
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.iana.formatOffset(ts, format);
  }

  override offset(ts: number): number {
    if (!(ts >= CACHED_FROM_MS)) return this.iana.offset(ts);
    const hour = Math.floor(ts / HOUR_MS);
    let offset = this.offsets.get(hour);
    if (offset === undefined) {
      offset = this.iana.offset(ts);
      if (this.offsets.size >= HOURS_KEPT) this.offsets.clear();
      this.offsets.set(hour, offset);
    }
    return offset;
  }

  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === LONDON_ZONE_NAME;
  }
}

/**
 * The London zone every date of the domain is placed in. Marked pure so that a bundle which uses
 * none of the domain's dates leaves luxon out.
 */
export const LONDON: Zone = /* @__PURE__ */ new LondonZone();
