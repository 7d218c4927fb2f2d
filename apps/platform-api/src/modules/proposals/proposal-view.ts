import { BRAND_INSURER, productConfigForScheme } from '@brand/config';
import { type PaymentScheduleType, PRODUCT_KIND_OF_SCHEME } from '@brand/domain';
import { textOf } from '../../http/texts';
import type { PaymentSchedule, RatingResult } from '../rating';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import type { StoredQuote } from './quote-repository';

/** The insurer underwriting every cover of the brand (price options name it): the brand's configured one. */
export const MAIN_INSURER: string = BRAND_INSURER.name;

/**
 * The schedules a quote offers the customer: those the rating priced that the product's checkout
 * sells. The rating tables price flex in one payment too, but flex is a monthly subscription
 * (spec 000: its checkout sells MONTHLY only), so offering "In one payment" led to a refusal at
 * Continue (issue 15 point 3). One rule for the quote page, the summary, checkout and the email.
 */
export function offeredSchedules(
  proposal: Pick<ProposalRecord, 'schemeCode'>,
  result: RatingResult,
): PaymentSchedule[] {
  const sold: readonly string[] = productConfigForScheme(proposal.schemeCode).checkout
    .paymentSchedules;
  return result.availablePaymentSchedules.filter((schedule) => sold.includes(schedule.type));
}

/** The schedule a proposal is sold on: the customer's choice, else the product's default. */
export function activeScheduleType(
  proposal: Pick<ProposalRecord, 'paymentSchedule'>,
  result: RatingResult,
): PaymentScheduleType | null {
  if (
    proposal.paymentSchedule &&
    result.availablePaymentSchedules.some((s) => s.type === proposal.paymentSchedule)
  ) {
    return proposal.paymentSchedule;
  }
  return result.availablePaymentSchedules.find((s) => s.active)?.type ?? null;
}

/** The active payment schedule of a quote, or undefined for a referral. */
export function activeSchedule(
  proposal: Pick<ProposalRecord, 'paymentSchedule'>,
  result: RatingResult,
): PaymentSchedule | undefined {
  const type = activeScheduleType(proposal, result);
  return result.availablePaymentSchedules.find((s) => s.type === type);
}

function scheduleView(schedule: PaymentSchedule, active: boolean, endAt: string | null) {
  const sumOf = (group: string) =>
    schedule.priceOptions
      .filter((o) => o.active && o.coverGroup === group)
      .reduce((sum, o) => sum + Math.round(o.premium * 100), 0);
  return {
    type: schedule.type,
    active,
    priceOptions: schedule.priceOptions.map((option) => ({
      ...option,
      insurer: MAIN_INSURER,
      endAt,
      type: option.coverGroup.toUpperCase(),
    })),
    // Per payment period, in pence: what the quote page's breakdown shows.
    premiumBreakdown: {
      cover: sumOf('main'),
      discount: sumOf('discount'),
      optional: sumOf('optional'),
      ipt: schedule.iptPence.gross,
    },
    // IPT inside what is paid, after any discount.
    totals: { ...schedule.totals, ipt: schedule.iptPence.discounted },
    instalments: schedule.discountedInstalmentsPence,
  };
}

function profilesOf(proposal: ProposalRecord) {
  const answers = proposal.data;
  const name = answers.policyholder?.name;
  const drivers = answers.additionalDrivers;
  return [
    {
      profileCode: 'PH',
      policyholder: true,
      firstName: name?.firstName ?? null,
      lastName: name?.lastName ?? null,
    },
    ...(drivers?.answer ? (drivers.items ?? []) : []).map((driver, index) => ({
      // The code the customer portal keeps on each driver (its profile/{profileCode} page), else
      // the driver's place in the list.
      profileCode:
        typeof driver.profileCode === 'string' && driver.profileCode !== ''
          ? driver.profileCode
          : `p${index + 1}`,
      policyholder: false,
      firstName: driver.name?.firstName ?? null,
      lastName: driver.name?.lastName ?? null,
    })),
  ];
}

/** A quote as the API shows it (spec 000 §3 Quote). */
export function quoteView(proposal: ProposalRecord, quote: StoredQuote) {
  const { result } = quote;
  const active = activeScheduleType(proposal, result);
  const scheme = schemeUrlName(proposal);
  const offered = offeredSchedules(proposal, result);
  const offeredTypes = new Set<string>(offered.map((schedule) => schedule.type));
  return {
    quoteId: quote.id,
    ratedAt: quote.ratedAt,
    validUntil: quote.validUntil,
    tablesVersion: result.tablesVersion,
    ratingStatus: result.ratingStatus,
    referralReasons: result.referralReasons.map((code) => ({
      code,
      text: textOf(code, {}, scheme),
    })),
    mainInsurer: MAIN_INSURER,
    insuredProfiles: profilesOf(proposal),
    insuredAssets: [{ assetCode: 'vehicle', coreAsset: true }],
    availablePaymentSchedules: offered.map((schedule) =>
      scheduleView(schedule, schedule.type === active, proposal.endAt),
    ),
    voluntaryExcess: proposal.voluntaryExcess,
    voluntaryExcessApplies: PRODUCT_KIND_OF_SCHEME[scheme] === 'SUBSCRIPTION',
    excess: result.excess,
    coverOptions: (
      result.availablePaymentSchedules.find((s) => s.type === active)?.priceOptions ?? []
    )
      .filter((option) => option.coverGroup === 'optional')
      .map((option) => ({
        code: option.code,
        coverGroup: option.coverGroup,
        selected: option.active,
        premium: option.premium,
      })),
    promotion: result.promotion
      ? {
          ...result.promotion,
          text: result.promotion.reason ? textOf(result.promotion.reason, {}, scheme) : null,
        }
      : null,
    termDays: result.termDays,
    annualPremium: result.annualPremiumPence,
    ipt: result.iptPence,
    // As stored with the quote: the reason given when it was rated. Older quotes carry none.
    priceFactors: (result.priceFactors ?? []).map(({ annualEffectPence, effects, ...factor }) => ({
      ...factor,
      annualEffect: annualEffectPence,
      // On the schedules the quote offers, as its payments are.
      effects: effects
        .filter((effect) => offeredTypes.has(effect.scheduleType))
        .map((effect) => ({ scheduleType: effect.scheduleType, amount: effect.pence })),
    })),
    // A renewal's ICOBS 6B check, on the schedules the quote offers; null for other quotes.
    renewalPriceCheck: result.renewalPriceCheck
      ? {
          capped: result.renewalPriceCheck.capped,
          annual: result.renewalPriceCheck.annual,
          schedules: result.renewalPriceCheck.schedules.filter((schedule) =>
            offeredTypes.has(schedule.type),
          ),
        }
      : null,
  };
}
