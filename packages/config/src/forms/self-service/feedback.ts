import { FEEDBACK_RATING_COLUMNS, feedbackRatingOptions } from '@brand/domain';
import { defineForm } from '../define-form';
import { numberOptions } from '../options';

const RATINGS = feedbackRatingOptions();

/** Feedback after a cancellation or a change: a rating from 1 to 10 in 5 columns and a comment. */
export const feedbackForm = defineForm({
  id: 'feedback',
  title: 'forms.feedback.title',
  submitLabel: 'forms.feedback.submit',
  inputs: [
    {
      name: 'rating',
      type: 'radio',
      label: 'forms.questions.feedback.rating.label',
      hint: 'forms.questions.feedback.rating.hint',
      options: numberOptions(RATINGS, 'forms.questions.feedback.rating.options'),
      meta: { columns: FEEDBACK_RATING_COLUMNS },
      validation: { required: true, oneOf: { values: RATINGS } },
    },
    {
      name: 'comment',
      type: 'text',
      label: 'forms.questions.feedback.comment.label',
      hint: 'forms.questions.feedback.comment.hint',
    },
  ],
});
