import { defineForm } from '../define-form';

/**
 * Upload: the staged files' names (filled by the drop zone, so a hidden input; at least one is
 * required) and a comment for the review team.
 */
export const uploadForm = defineForm({
  id: 'upload',
  title: 'forms.upload.title',
  description: 'forms.upload.description',
  submitLabel: 'forms.upload.submit',
  inputs: [
    // Filled by the drop zone; a `hidden` type (not `hidden: true`) so the engine still checks it.
    { name: 'fileNames', type: 'hidden', validation: { required: true } },
    {
      name: 'comment',
      type: 'text',
      label: 'forms.questions.upload.comment.label',
      hint: 'forms.questions.upload.comment.hint',
    },
  ],
});
