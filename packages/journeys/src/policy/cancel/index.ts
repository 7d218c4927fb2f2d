// Cancelling a policy (spec 001 §2 "Cancel routes", issue 18): the form, the confirm page and the
// cancellation-confirmation page, mounted by the policy page's frame.
export { CancellationConfirmationPage } from './CancellationConfirmationPage';
export { CancelRoutes } from './CancelRoutes';
