import { policyOf } from './policy-test-data';
import { upgradeOfferPath } from './UpgradeOfferNotice';

const driveAway = (status: 'QUOTE' | 'QUOTE_EXPIRED' | 'POLICY', policyStatus = 'ACTIVE') =>
  policyOf(
    {
      productUrlName: 'driveaway',
      schemeCode: 'BRAND-DRIVEAWAY',
      upsellProposal: { proposalCode: 'UP1', status },
    },
    { policyStatus: policyStatus as 'ACTIVE' },
  );

describe('upgradeOfferPath', () => {
  it('links a live drive-away with an open upsell to its monthly quote', () => {
    expect(upgradeOfferPath(driveAway('QUOTE'))).toBe('/flex/proposal/UP1');
    expect(upgradeOfferPath(driveAway('QUOTE', 'PENDING'))).toBe('/flex/proposal/UP1');
  });

  it.each([
    ['an expired upsell quote', driveAway('QUOTE_EXPIRED')],
    ['an upsell already bought', driveAway('POLICY')],
    ['a lapsed drive-away', driveAway('QUOTE', 'LAPSED')],
    ['a flex policy', policyOf({ upsellProposal: { proposalCode: 'UP1', status: 'QUOTE' } })],
    ['no upsell', policyOf({ productUrlName: 'driveaway', upsellProposal: null })],
  ])('offers nothing for %s', (_, policy) => {
    expect(upgradeOfferPath(policy)).toBeNull();
  });
});
