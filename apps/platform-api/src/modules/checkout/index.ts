// The checkout module: paying for a proposal (card and Direct Debit checkouts, MOTO, refunds),
// the payment webhooks' effects, the reconcile job and the sandbox test clock.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { checkoutRoutes } from './checkout-routes';
export { providerCollectPayment } from './collect-payment-adapter';
export { startReconcileJob } from './reconcile-job';
export { registerTestClockRoutes } from './test-clock-routes';
