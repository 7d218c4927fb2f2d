// When the feedback modal shows (spec 001 §5): once per policy and kind, 2000 ms after the success
// page of a purchase, change or cancellation, only when the product is configured for that kind,
// never to an agent acting for a customer. The success pages call the hook and render the modal.
import type { ProductConfig } from '@brand/config';
import { FEEDBACK_PROMPT_DELAY_MS, type FeedbackType, shouldOfferFeedback } from '@brand/domain';
import { useEffect, useState } from 'react';
import { useAgentSession } from '../agent-session';

const offeredKey = (type: FeedbackType, policyId: string) => `feedbackOffered:${type}:${policyId}`;

function offeredAlready(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the feedback modal is open on a success page, and how to close it. Opens once the delay
 * has passed (a page left sooner offers nothing); a reload of the page does not offer it again.
 */
export function useFeedbackPrompt(input: {
  type: FeedbackType;
  policyId: string | null;
  product: Pick<ProductConfig, 'feedback'>;
}): { open: boolean; close: () => void } {
  const { type, policyId, product } = input;
  const agent = useAgentSession();
  const [open, setOpen] = useState(false);
  const configured = product.feedback.types;

  useEffect(() => {
    if (agent !== false || !policyId) return;
    const key = offeredKey(type, policyId);
    const offer = shouldOfferFeedback({
      type,
      configuredTypes: configured,
      isAdmin: agent,
      alreadyOffered: offeredAlready(key),
    });
    if (!offer) return;
    const timer = setTimeout(() => {
      try {
        sessionStorage.setItem(key, '1');
      } catch {
        // Without session storage the prompt may show again after a reload; nothing worse.
      }
      setOpen(true);
    }, FEEDBACK_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [agent, policyId, type, configured]);

  return { open, close: () => setOpen(false) };
}
