import { Notification } from '@brand/ui';

/** Props of FormDefinitionError. */
export interface FormDefinitionErrorProps {
  /** The id of the form that cannot be shown. */
  formId: string;
  /** What is wrong with its definition (checkFormDefinition's message). */
  problem: string;
}

/**
 * Shown in place of a form whose definition fails checkFormDefinition, so a misconfigured form is
 * an alert naming the problem, not a blank page. The text is English and not translated: it is
 * for the brand's developers, and checkFormDefinition's message is English too.
 */
export function FormDefinitionError({ formId, problem }: FormDefinitionErrorProps) {
  return (
    <Notification tone="critical" title="This form cannot be shown" data-form-id={formId}>
      {problem}
    </Notification>
  );
}
