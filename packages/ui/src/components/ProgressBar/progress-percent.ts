/**
 * How full a progress bar is, as a percentage floored at 0 and capped at 100 (spec 002: "Progress
 * capped at 100%"). A missing, zero or negative max, or a value that is not a number, reads as empty.
 */
export function progressPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
