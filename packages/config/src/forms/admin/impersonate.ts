import { defineForm } from '../define-form';

/** Admin: the id of the customer to act for. */
export const impersonateForm = defineForm({
  id: 'admin.impersonate',
  title: 'forms.admin.impersonate.title',
  description: 'forms.admin.impersonate.description',
  submitLabel: 'forms.admin.impersonate.submit',
  inputs: [
    {
      name: 'userId',
      type: 'text',
      label: 'forms.questions.admin.userId.label',
      hint: 'forms.questions.admin.userId.hint',
      validation: { required: true },
    },
  ],
});
