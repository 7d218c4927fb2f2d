// The feedback prompt the success pages share (purchase now; change and cancellation, issue 18).
export { FeedbackModal, type FeedbackModalProps } from './FeedbackModal';
export { useFeedbackPrompt } from './feedback-prompt';
