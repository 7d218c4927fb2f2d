import { Notification } from '@brand/ui';
import { useTexts } from '../../shared/texts';
import { PROMOTION_NOTICES, promotionNotice } from '../promotion-notice';
import type { Proposal } from '../quoteApi';

/** The proposal's promotion notification (spec 000 §4), or nothing when it has no promo code. */
export function PromotionNotification({ proposal }: { proposal: Proposal }) {
  const t = useTexts();
  const shown = promotionNotice(proposal);
  if (!shown) return null;
  return (
    <Notification tone={PROMOTION_NOTICES[shown.kind]} announce={false} data-promotion={shown.kind}>
      <p>{t(shown.key, { title: t(shown.titleKey) })}</p>
      {shown.reason ? <p>{shown.reason}</p> : null}
    </Notification>
  );
}
