import {
  CANCELLATION_OTHER_TEXT_MAX_LENGTH,
  CANCELLATION_REASONS,
  OTHER_CANCELLATION_REASON,
} from '@brand/domain';
import type { InputDefinition } from '@brand/forms';
import { valueIn } from '../conditions';
import { enumOptions } from '../options';

/** The input holding the reason code. */
export const REASON_INPUT = 'reason';
/** The input holding the free text of the Other reason (sent as 'Other|text'). */
export const OTHER_REASON_INPUT = 'otherReason';

/**
 * Why the customer cancels or opts out of renewal (one list for both), and the free text the Other
 * reason needs. `questions` is the translation base of the two questions' labels.
 */
export function reasonInputs(questions: string): InputDefinition[] {
  return [
    {
      name: REASON_INPUT,
      type: 'radio',
      label: `${questions}.reason.label`,
      options: enumOptions('cancellationReasons', CANCELLATION_REASONS),
      validation: { required: true, oneOf: { values: CANCELLATION_REASONS } },
    },
    {
      name: OTHER_REASON_INPUT,
      type: 'text',
      label: `${questions}.otherReason.label`,
      hint: `${questions}.otherReason.hint`,
      conditional: valueIn(REASON_INPUT, [OTHER_CANCELLATION_REASON]),
      validation: {
        required: true,
        maxLength: { value: CANCELLATION_OTHER_TEXT_MAX_LENGTH },
      },
    },
  ];
}
