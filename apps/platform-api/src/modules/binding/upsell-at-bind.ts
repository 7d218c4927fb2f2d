import {
  DISCLOSURE_PATHS,
  FLEX_SCHEME_CODE,
  formById,
  productConfigForScheme,
} from '@brand/config';
import { toLondonIsoDate } from '@brand/domain';
import { type FormValues, pruneHiddenValues, setValue } from '@brand/forms';
import type { Sql } from '../../db/database';
import type { PolicyRecord } from '../policy-records';
import {
  type DisclosureContext,
  formContextFor,
  insertRatedProposal,
  type ProposalRecord,
  withCoverContinuesFrom,
} from '../proposals';

/**
 * The answers of `data` a flex proposal keeps: every answer the flex forms still show, so the
 * drive-away-only ones (the retailer) go.
 */
function flexAnswers(data: FormValues, ownerUserId: string, disclosure: DisclosureContext) {
  const product = productConfigForScheme(FLEX_SCHEME_CODE);
  const flex = { schemeCode: FLEX_SCHEME_CODE, promoCode: null, ownerUserId } as ProposalRecord;
  const context = formContextFor(flex, disclosure);
  return product.disclosures.sections.reduce(
    (answers, section) => pruneHiddenValues(formById(section.formId), answers, context),
    data,
  );
}

/**
 * The UPSELL proposal a drive-away bind offers: flex cover for the same owner from the end of
 * the drive-away term, on the drive-away answers, rated when they are complete. Runs inside the
 * bind's transaction, so there is one upsell per drive-away policy.
 */
export async function createUpsellProposal(
  tx: Sql,
  driveaway: ProposalRecord,
  policy: Pick<PolicyRecord, 'id' | 'expiredAt'>,
  disclosure: DisclosureContext,
): Promise<string> {
  const answers = flexAnswers(driveaway.data, driveaway.ownerUserId, disclosure);
  const start = policy.expiredAt ?? driveaway.endAt;
  return insertRatedProposal(
    tx,
    {
      ownerUserId: driveaway.ownerUserId,
      ownerKind: driveaway.ownerKind,
      schemeCode: FLEX_SCHEME_CODE,
      brand: driveaway.brand,
      kind: 'UPSELL',
      // Flex takes over the instant drive-away cover ends (continuingCoverPeriod): the start date
      // is that day, and the instant is kept so the period is not 00:00 that day.
      data: start
        ? withCoverContinuesFrom(
            setValue(answers, DISCLOSURE_PATHS.startDate, toLondonIsoDate(start)),
            start,
          )
        : answers,
      paymentSchedule: null,
      voluntaryExcess: 0,
      optionalCovers: [],
      autoRenewalEnabled: true,
      sourceProposalId: driveaway.id,
      sourcePolicyId: policy.id,
    },
    disclosure,
  );
}
