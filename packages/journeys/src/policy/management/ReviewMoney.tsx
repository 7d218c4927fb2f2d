// The money part of an adjustment's review: the price before and after and what is due now,
// credited or carried by the next statement; for a referred change, which ends the policy and so
// prices nothing, what happens to what was paid instead.
import { formatGBP } from '@brand/domain';
import { DefinitionList } from '@brand/ui';
import { useId } from 'react';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import type { Adjustment } from './adjustment-types';
import { moneyDirectionOf } from './management-model';
import { priceLine, priceText } from './review-lines';

/** Props of ReviewMoney. */
export interface ReviewMoneyProps {
  policy: Policy;
  adjustment: Adjustment;
  referred: boolean;
}

/** The review's price section, or for a referred change its refund sentence. */
export function ReviewMoney({ policy, adjustment, referred }: ReviewMoneyProps) {
  const t = useTexts();
  const id = useId();
  const price = priceLine(policy, adjustment);
  if (referred) {
    // Only a monthly policy, paid ahead, has money to come back (ADR 0043); drive-away is free.
    if (price.period !== 'month') return null;
    return (
      <section aria-labelledby={`${id}-money`}>
        <h2 id={`${id}-money`}>{t('management.review.referred.money.title')}</h2>
        <p>{t('management.review.referred.money.refund')}</p>
      </section>
    );
  }
  const direction = moneyDirectionOf(adjustment.amountDue);
  return (
    <section aria-labelledby={`${id}-price`}>
      <h2 id={`${id}-price`}>{t('management.review.price.title')}</h2>
      <DefinitionList
        rows={[
          {
            id: 'before',
            term: t(`management.review.price.before.${price.period}`),
            description: priceText(price.before, t),
          },
          {
            id: 'after',
            term: t(`management.review.price.after.${price.period}`),
            description: priceText(price.after, t),
          },
        ]}
      />
      <p>
        {direction === 'debit'
          ? t('management.review.premium.dueNow', { amount: formatGBP(adjustment.amountDue) })
          : direction === 'credit'
            ? t('management.review.premium.creditNow', { amount: formatGBP(-adjustment.amountDue) })
            : t('management.review.premium.nothingNow')}
      </p>
      {price.period === 'month' && adjustment.prorataPremium !== 0 ? (
        <>
          <p>{t('management.review.premium.nextStatement')}</p>
          {/* The part-month difference the next statement carries, as the email states it. */}
          <p>
            {t(
              adjustment.prorataPremium > 0
                ? 'management.review.premium.partMonthDebit'
                : 'management.review.premium.partMonthCredit',
              { amount: formatGBP(Math.abs(adjustment.prorataPremium)) },
            )}
          </p>
        </>
      ) : null}
    </section>
  );
}
