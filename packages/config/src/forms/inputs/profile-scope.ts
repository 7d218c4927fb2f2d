/**
 * Where a driver's answers live and whose they are: the policyholder's under `policyholder.`
 * (asked as "you"), an additional driver's at the root of a question-loop item (asked as "they").
 */
export interface ProfileScope {
  /** Prefix of the input names: 'policyholder.' or '' inside a loop item. */
  readonly path: string;
  /** Whose answers: selects the question wording. */
  readonly subject: 'you' | 'driver';
}

/** The policyholder's answers in the proposal and policy data. */
export const POLICYHOLDER_SCOPE: ProfileScope = { path: 'policyholder.', subject: 'you' };

/** An additional driver's answers inside a question-loop item or the driver profile form. */
export const DRIVER_SCOPE: ProfileScope = { path: '', subject: 'driver' };

/** The input name of a profile answer in the scope. */
export function profileInput(scope: ProfileScope, name: string): string {
  return `${scope.path}${name}`;
}

/** The translation key of a profile question in the scope ('forms.questions.you.dateOfBirth.label'). */
export function profileKey(scope: ProfileScope, question: string, part: 'label' | 'hint'): string {
  return `forms.questions.${scope.subject}.${question}.${part}`;
}
