// What the feedback modal shows once the rating is sent (spec 001 §2 "Feedback modal"): a thank-you
// (confirmation) or, for the ratings the product configures, an invitation to review the brand
// publicly (trustPilot). Its own component so each state can be shown and checked on its own.
import { BRAND_CONTACT } from '@brand/config';
import type { FeedbackModalState } from '@brand/domain';
import { type BrandTheme, Button, Modal } from '@brand/ui';
import styled from '@emotion/styled';
import { useTexts } from '../texts';

/** The modal's buttons (and the review link), centred and wrapping on a narrow screen. */
export const Actions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: flex;
  flex-wrap: wrap;
  /* The review link sits level with the button beside it, not on its top edge. */
  align-items: center;
  gap: ${space.sm}px;
  justify-content: center;
`;
});

/** Props of FeedbackResult. */
export interface FeedbackResultProps {
  open: boolean;
  /** The state the rating led to. */
  state: Exclude<FeedbackModalState, 'default'>;
  /** Runs when the modal closes. */
  onClose: () => void;
}

/** The thank-you or the public-review invitation after a rating is sent. */
export function FeedbackResult({ open, state, onClose }: FeedbackResultProps) {
  const t = useTexts();
  if (state === 'confirmation') {
    return (
      <Modal
        open={open}
        onClose={onClose}
        variant="feedback"
        title={t('feedback.confirmation.title')}
        footer={
          <Actions>
            <Button onClick={onClose}>{t('feedback.confirmation.close')}</Button>
          </Actions>
        }
      >
        <p>{t('feedback.confirmation.body')}</p>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="feedback"
      title={t('feedback.trustPilot.title')}
      footer={
        <Actions>
          <a href={BRAND_CONTACT.trustReviewUrl} target="_blank" rel="noopener noreferrer">
            {t('feedback.trustPilot.link')}
          </a>
          <Button variant="secondary" onClick={onClose}>
            {t('feedback.trustPilot.close')}
          </Button>
        </Actions>
      }
    >
      <p>{t('feedback.trustPilot.body')}</p>
    </Modal>
  );
}
