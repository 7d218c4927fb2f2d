import { formatPaymentPlan, paymentPlan, paymentPlanMessage } from '@brand/domain';
import { textsOf } from './texts-test-kit';

// Each sentence of the payment plan as the screens translate it, for every scheme: the brand's
// translation sets must say what @brand/domain's en-GB formatter says (emails and documents use it).
const PLANS = [
  { type: 'MONTHLY', instalments: [2195, ...Array<number>(11).fill(2193)] },
  { type: 'MONTHLY', instalments: Array<number>(12).fill(2193) },
  { type: 'SINGLE_PAYMENT', instalments: [26316] },
  { type: 'SINGLE_PAYMENT', instalments: [0] },
] as const;

describe('the payment plan’s words in the brand’s translation sets', () => {
  it.each(['flex', 'driveaway', null] as const)('match the domain’s en-GB words (%s)', (scheme) => {
    const t = textsOf(scheme);
    for (const input of PLANS) {
      const plan = paymentPlan(input);
      const { key, params } = paymentPlanMessage(plan);
      expect(t(key, params)).toBe(formatPaymentPlan(plan));
    }
  });
});
