// The feedback modal (spec 001 §2 "Feedback modal", §5): a rating from 1 to 10 in 5 columns and an
// optional comment; then, by the configured action for the rating, a thank-you (confirmation) or an
// invitation to leave a public review (trustPilot). Sending is fire and forget: the customer moves on
// whatever the platform answers.
import { postFeedback } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { type FeedbackAction, feedbackActionFor } from '@brand/config';
import {
  FEEDBACK_RATING_COLUMNS,
  type FeedbackModalState,
  type FeedbackType,
  feedbackRatingOptions,
  isValidFeedbackRating,
} from '@brand/domain';
import { type BrandTheme, Button, Modal, RadioGroup, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTexts } from '../texts';
import { Actions, FeedbackResult } from './FeedbackResult';

/** The longest comment the platform keeps. */
export const FEEDBACK_COMMENT_MAX = 1000;

const Form = styled.form(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.md}px;
  text-align: left;
`;
});

/** Props of FeedbackModal. */
export interface FeedbackModalProps {
  open: boolean;
  /** What the customer just did. */
  type: FeedbackType;
  /** The policy it was about (the feedback's tag). */
  policyId: string;
  /** The product's rating ranges and the state each leads to. */
  actions: readonly FeedbackAction[];
  /** Runs when the modal closes, from any state. */
  onClose: () => void;
}

// Enter in the one-line comment would send the form before the customer means to (spec 001 §5).
function blockEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
    const input = event.target as HTMLInputElement;
    if (input.type === 'text') event.preventDefault();
  }
}

/** Asks how it went, once; the state after sending is the configured one for the rating. */
export function FeedbackModal({ open, type, policyId, actions, onClose }: FeedbackModalProps) {
  const t = useTexts();
  const api = useApiClient();
  const id = useId();
  const [state, setState] = useState<FeedbackModalState>('default');
  const [rating, setRating] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const chosen = rating === null ? null : Number(rating);
  const valid = isValidFeedbackRating(chosen) && comment.length <= FEEDBACK_COMMENT_MAX;

  const send = async () => {
    if (!valid || chosen === null) return;
    setSending(true);
    const trimmed = comment.trim();
    try {
      await postFeedback(api, {
        body: {
          type,
          rating: chosen,
          ...(trimmed ? { comment: trimmed } : {}),
          tags: { policyId },
        },
      });
    } catch {
      // Fire and forget: a lost rating is not worth keeping the customer here.
    }
    setSending(false);
    setState(feedbackActionFor(actions, chosen) ?? 'confirmation');
  };

  if (state !== 'default') return <FeedbackResult open={open} state={state} onClose={onClose} />;
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="feedback"
      title={t(`feedback.default.title.${type}`)}
    >
      <Form
        aria-label={t(`feedback.default.title.${type}`)}
        noValidate
        onKeyDown={blockEnter}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <RadioGroup
          id={`${id}-rating`}
          name="rating"
          label={t('forms.questions.feedback.rating.label')}
          hint={t('forms.questions.feedback.rating.hint')}
          required
          columns={FEEDBACK_RATING_COLUMNS}
          value={rating}
          onChange={setRating}
          options={feedbackRatingOptions().map((value) => ({
            value: String(value),
            label: t(`forms.questions.feedback.rating.options.${value}`),
          }))}
        />
        <TextInput
          id={`${id}-comment`}
          name="comment"
          label={t('forms.questions.feedback.comment.label')}
          hint={t('forms.questions.feedback.comment.hint')}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={comment}
          onChange={setComment}
        />
        <Actions>
          {/* Disabled until a rating is chosen (spec 001 §5): a modal's submit, not a page's (ADR 0020). */}
          <Button type="submit" disabled={!valid} loading={sending}>
            {t('feedback.default.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('feedback.default.skip')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
