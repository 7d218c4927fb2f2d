import {
  DRIVEAWAY,
  getProposal,
  type ProposalBody,
  quotedProposal,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import type { PriceFactor, RatingResult } from '../rating';
import { rate } from './proposal-rating';
import { findProposal } from './proposal-repository';
import { findQuote } from './quote-repository';

/** A factor as GET /proposals/{id} shows it (proposals-schemas.ts PriceFactorView). */
type PriceFactorBody = {
  code: string;
  answer: string | number | boolean | null;
  band: number | null;
  value: number;
  annualEffect: number;
  effects: { scheduleType: string; amount: number }[];
};

type QuoteBody = NonNullable<ProposalBody['quote']> & {
  ratedAt: string;
  tablesVersion: string;
  priceFactors: PriceFactorBody[];
};

/** The engine's factor as the API names its fields. */
/** A stored factor as the API shows it: its effects on the schedules the quote offers. */
const asShown =
  (offered: readonly string[]) =>
  ({ annualEffectPence, effects, ...factor }: PriceFactor): PriceFactorBody => ({
    ...factor,
    annualEffect: annualEffectPence,
    effects: effects
      .filter((effect) => offered.includes(effect.scheduleType))
      .map((effect) => ({ scheduleType: effect.scheduleType, amount: effect.pence })),
  });

describe(`why this price, stored with the quote (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp();

  async function storedResult(proposalCode: string): Promise<RatingResult> {
    const quoteId = (await findProposal(t.db, proposalCode))?.currentQuoteId as string;
    return (await findQuote(t.db, quoteId))?.result as RatingResult;
  }

  async function quoteOf(proposalCode: string): Promise<QuoteBody> {
    const read = await getProposal<ProposalBody & { quote: QuoteBody }>(t, t.token, proposalCode);
    expect(read.status).toBe(200);
    return read.body.quote;
  }

  it('gives the quote the factors stored with it, equal to a fresh rating of the same answers and tables', async () => {
    const { proposalCode } = await quotedProposal(t, t.token);
    const quote = await quoteOf(proposalCode);
    const proposal = await findProposal(t.db, proposalCode);
    if (!proposal) throw new Error('the proposal is stored');
    const fresh = rate(proposal, new Date(quote.ratedAt));

    expect(fresh.tablesVersion).toBe(quote.tablesVersion);
    expect((await storedResult(proposalCode)).priceFactors).toEqual(fresh.priceFactors);
    // Flex is offered monthly only (its checkout's schedules), so its effects are shown monthly.
    expect(quote.priceFactors).toEqual(fresh.priceFactors.map(asShown(['MONTHLY'])));
    // The fixtures' customer: 5 years' no-claims discount saves on each monthly payment.
    const ncd = quote.priceFactors.find((factor) => factor.code === 'noClaimsDiscount');
    expect(ncd).toMatchObject({ answer: 5, value: 0.55 });
    expect(ncd?.effects.find((e) => e.scheduleType === 'MONTHLY')?.amount).toBeLessThan(0);
  });

  it('states each factor’s effect on the payments the quote’s own schedules hold', async () => {
    const { proposalCode } = await quotedProposal(t, t.token);
    const quote = await quoteOf(proposalCode);
    const types = quote.availablePaymentSchedules.map((schedule) => schedule.type);
    for (const factor of quote.priceFactors) {
      expect(factor.effects.map((effect) => effect.scheduleType)).toEqual(types);
    }
    const effects = quote.priceFactors.map((factor) => Math.abs(factor.annualEffect));
    expect(effects).toEqual([...effects].sort((a, b) => b - a));
  });

  it('shows drive-away’s factors changing nothing paid, as the cover is free', async () => {
    const { proposalCode } = await quotedProposal(t, t.token, { schemeCode: DRIVEAWAY });
    const quote = await quoteOf(proposalCode);
    expect(quote.priceFactors.length).toBeGreaterThan(0);
    const paid = quote.priceFactors.flatMap((factor) => factor.effects.map((e) => e.amount));
    expect(new Set(paid)).toEqual(new Set([0]));
  });

  it('shows no factors for a quote stored before they were recorded, rather than failing', async () => {
    const { proposalCode } = await quotedProposal(t, t.token);
    await t.db.query(
      `UPDATE proposal_versions SET quote = quote #- '{result,priceFactors}'
        WHERE quote_id = (SELECT current_quote_id FROM proposals WHERE id = $1) AND quote IS NOT NULL`,
      [proposalCode],
    );
    expect((await quoteOf(proposalCode)).priceFactors).toEqual([]);
  });
});
