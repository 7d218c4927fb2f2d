import { productConfigForScheme } from '@brand/config';
import {
  DRIVER_EXCESS_PENCE,
  type Endorsement,
  formatCoverTime,
  formatGBP,
  formatGBPFromPounds,
  YOUNG_DRIVER_AGE,
} from '@brand/domain';
import { textOf } from '../../http/texts';
import { renderPdf } from '../../shared/pdf/pdf-writer';
import { activeSchedule } from '../proposals';
import { certificateNumber } from './certificate-pdf';
import type { PolicyDocumentFacts } from './document-facts';
import { AUTHORISED_INSURER } from './insurer';
import { carDescription, policyholderName, registrationMark } from './policy-people';

/** How each payment schedule's payments are named on the schedule. */
const PAYMENT_WORDS = {
  MONTHLY: { title: 'Monthly payments', each: 'Each month' },
  SINGLE_PAYMENT: { title: 'Single payment', each: 'One payment' },
} as const;

function endorsementText(code: Endorsement, scheme: PolicyDocumentFacts['scheme']): string {
  const amount =
    code === 'DRVEXC_YOUNG' || code === 'DRVEXC_INEXP' ? formatGBP(DRIVER_EXCESS_PENCE[code]) : '';
  const name = textOf(`covers.endorsements.${code}.name`, {}, scheme);
  const description = textOf(
    `covers.endorsements.${code}.description`,
    { amount, age: YOUNG_DRIVER_AGE },
    scheme,
  );
  return `${code} ${name}: ${description}`;
}

/**
 * The policy schedule of a version: who and what is insured, when, the covers, the excesses and
 * endorsements, and the premium with its IPT and payments, all from the quote the version was
 * sold on (the figures of the quote page and checkout, to the penny).
 */
export function renderSchedule(facts: PolicyDocumentFacts): Promise<Buffer> {
  const { policy, version, proposal, quote, scheme } = facts;
  const result = quote.result;
  const schedule = activeSchedule(proposal, result);
  const product = productConfigForScheme(policy.schemeCode);
  const included = product.covers.included.map((code) =>
    textOf(`covers.codes.${code}.name`, {}, scheme),
  );
  const optionCodes = new Set<string>(product.covers.optional);
  const addOns = (schedule?.priceOptions ?? []).filter(
    (option) => option.coverGroup === 'optional' && optionCodes.has(option.code),
  );
  const endorsements = [...new Set(result.excess.flatMap((line) => line.endorsements))].sort();
  return renderPdf(
    {
      title: `Policy schedule ${policy.policyNumber}`,
      createdAt: new Date(version.createdAt),
      author: AUTHORISED_INSURER,
    },
    (page) => {
      page.title('Policy schedule');
      page.rows([
        ['Policy number', policy.policyNumber],
        ['Certificate number', certificateNumber(facts)],
        ['Product', `${facts.schemeName} car insurance`],
        ['Insurer', AUTHORISED_INSURER],
        ['Policyholder', policyholderName(proposal.data)],
        [
          'Car',
          [registrationMark(proposal.data), carDescription(proposal.data)]
            .filter(Boolean)
            .join(', '),
        ],
        ['Cover starts', formatCoverTime(version.startedAt)],
        [
          'Cover ends',
          policy.expiredAt ? formatCoverTime(policy.expiredAt) : 'Continues month by month',
        ],
      ]);
      page.heading('Your cover');
      page.paragraph('Included with your policy:');
      page.bullets(included);
      if (addOns.length > 0) {
        page.paragraph('Add-ons:');
        page.bullets(
          addOns.map(
            (option) =>
              `${textOf(`covers.codes.${option.code}.name`, {}, scheme)}: ${
                option.active ? 'Included' : 'Not included'
              }`,
          ),
        );
      }
      page.heading('Your excess');
      page.rows([
        ...result.excess.map(
          (line) =>
            [
              textOf(`covers.excessTypes.${line.excessCategory}`, {}, scheme),
              formatGBP(line.excess),
            ] as const,
        ),
        ['Voluntary excess (included above)', formatGBPFromPounds(proposal.voluntaryExcess ?? 0)],
      ]);
      page.heading('Endorsements');
      page.bullets(
        endorsements.length > 0
          ? endorsements.map((code) => endorsementText(code, scheme))
          : ['No endorsements apply to this policy.'],
      );
      page.heading('Your premium');
      if (!schedule) {
        page.paragraph('This version has no payment schedule.');
        return;
      }
      const words = PAYMENT_WORDS[schedule.type];
      const total = schedule.discountedInstalmentsPence.reduce((sum, pence) => sum + pence, 0);
      page.rows([
        ['Payment schedule', words.title],
        [`${words.each}, including Insurance Premium Tax`, formatGBP(schedule.totals.discounted)],
        [`${words.each}, Insurance Premium Tax`, formatGBP(schedule.iptPence.discounted)],
        ...(schedule.totals.discount !== 0
          ? ([[`${words.each}, discount`, formatGBP(schedule.totals.discount)]] as const)
          : []),
      ]);
      page.heading('Payment schedule');
      page.rows(
        schedule.discountedInstalmentsPence.map(
          (pence, index) => [`Payment ${index + 1}`, formatGBP(pence)] as const,
        ),
      );
      page.rows([
        ['Total of payments', formatGBP(total)],
        ...(result.annualPremiumPence !== null && result.iptPence !== null
          ? ([
              [
                'Premium for a year of cover before discounts, including IPT',
                formatGBP(result.annualPremiumPence),
              ],
              ['Insurance Premium Tax in that premium', formatGBP(result.iptPence)],
            ] as const)
          : []),
      ]);
    },
  );
}
