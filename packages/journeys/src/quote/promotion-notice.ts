// Which promotion notification a proposal shows (spec 000 §4 "Promotion notifications"): applied,
// critical (not eligible) or warning (the promotion's questions are unanswered), as one pure
// decision the quote and disclosure pages share.
import { hasPromotionSection } from '@brand/config';

/** The promotion notifications, by the tone each is shown in. */
export const PROMOTION_NOTICES = {
  applied: 'success',
  critical: 'critical',
  warning: 'warning',
} as const;
/** A promotion notification. */
export type PromotionNoticeKind = keyof typeof PROMOTION_NOTICES;

/** What the decision reads off a proposal. */
export interface PromotionNoticeInput {
  /** The proposal's promo code, if any. */
  promoCode: string | null;
  /** The disclosure sections still unanswered. */
  missingSections: readonly string[];
  /** The rated quote's promotion verdict, when the proposal has been rated with the code. */
  quote: {
    promotion?: { promoCode: string; eligible: boolean; text?: string | null } | null;
  } | null;
}

/** A notification to show: its kind, its message key, and the platform's reason when refused. */
export interface PromotionNotice {
  kind: PromotionNoticeKind;
  /** Translation key of the message (`promotions.notifications.*`). */
  key: `promotions.notifications.${PromotionNoticeKind}`;
  /** Translation key of the promotion's title, for the applied message. */
  titleKey: string;
  /** Why the promotion was refused, in en-GB, as the platform said. */
  reason: string | null;
}

function notice(kind: PromotionNoticeKind, code: string, reason: string | null): PromotionNotice {
  return {
    kind,
    key: `promotions.notifications.${kind}`,
    titleKey: `promotions.codes.${code}.title`,
    reason,
  };
}

/**
 * The notification of a proposal with a configured, running promo code: the quote's verdict once
 * rated (applied, or critical with the reason), else a warning while the promotion section is
 * unanswered. Nothing for a proposal without one.
 */
export function promotionNotice(proposal: PromotionNoticeInput): PromotionNotice | null {
  const code = proposal.promoCode;
  if (!code || !hasPromotionSection(code)) return null;
  const verdict = proposal.quote?.promotion;
  if (verdict && verdict.promoCode === code) {
    return verdict.eligible
      ? notice('applied', code, null)
      : notice('critical', code, verdict.text ?? null);
  }
  return proposal.missingSections.includes('promotion') ? notice('warning', code, null) : null;
}
