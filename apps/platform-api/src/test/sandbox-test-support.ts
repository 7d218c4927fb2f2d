import type { PaymentEvent } from '../integrations/payments/payment-events';
import { injectTransport, runPaymentSandbox } from '../integrations/payments/payment-sandbox-job';
import type { SuiteApp } from './test-app';

/**
 * What the sandbox tests share: every payment event the platform hears, collected per test (the
 * hooks are registered by the call), and one run of the sandboxes delivering their due webhooks.
 */
export function useSandboxEvents(app: SuiteApp) {
  const received: PaymentEvent[] = [];
  beforeAll(() => {
    app.app.platform.paymentEvents.onPaymentEvent(async (payment) => {
      received.push(payment);
    });
  });
  beforeEach(() => {
    received.length = 0;
  });
  return {
    received,
    run: () => runPaymentSandbox(app.app.platform, injectTransport(app.app)),
  };
}
