// The feedback prompt of the purchase success page (spec 001 §5). Its own component, rendered only
// with the success content: while the page still completes a mandate or asks for DUAL's Direct
// Debit the prompt is not mounted, so its 2000 ms count starts only once the customer is covered.
import { FeedbackModal, useFeedbackPrompt } from '../../shared/feedback';
import { productOf } from '../../shared/proposal-model';
import type { Proposal } from '../quoteApi';

/**
 * Asks the buyer how the purchase went, once per policy, when the product is configured for it.
 * Never to an agent acting for a customer (the hook asks nobody then, and the platform refuses
 * them). A visitor who bought without signing in is asked too: the platform keeps the rating of
 * the session that owns the policy.
 */
export function PurchaseFeedback({ proposal }: { proposal: Proposal }) {
  const product = productOf(proposal);
  const policyId = proposal.policyId;
  const prompt = useFeedbackPrompt({ type: 'purchase', policyId, product });
  if (!policyId) return null;
  return (
    <FeedbackModal
      open={prompt.open}
      type="purchase"
      policyId={policyId}
      actions={product.feedback.actions}
      onClose={prompt.close}
    />
  );
}
