export { coolingOffCancellationForm, standardCancellationForm } from './cancellation';
export { feedbackForm } from './feedback';
export { paymentDayForm } from './payment-day';
export { uploadForm } from './upload';
