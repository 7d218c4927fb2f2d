import { ConfigurationError, FEATURE_TOGGLES } from '@brand/domain';
import type { Condition } from '../definition/conditions';
import { describeKind, isConditionKind } from './evaluate-condition';

/** Whether a name refers to an input of the scope (itself, or a field inside its answer). */
export type InputNameCheck = (name: string) => boolean;

/**
 * Throws a ConfigurationError naming the culprit when a condition (or one nested in it) has an
 * unknown kind, refers to an unknown input, or names an unknown feature toggle. `where` says
 * whose condition it is.
 */
export function checkCondition(condition: Condition, isKnownInput: InputNameCheck, where: string) {
  const kind: unknown = condition?.kind;
  if (!isConditionKind(kind)) {
    throw new ConfigurationError(`${where}: unknown condition kind ${describeKind(kind)}`);
  }
  if (condition.kind === 'value' && !isKnownInput(condition.input)) {
    throw new ConfigurationError(
      `${where}: condition refers to unknown input "${condition.input}"`,
    );
  }
  if (
    condition.kind === 'feature' &&
    !(FEATURE_TOGGLES as readonly string[]).includes(condition.toggle)
  ) {
    throw new ConfigurationError(
      `${where}: condition names unknown feature toggle "${condition.toggle}"`,
    );
  }
  if (condition.kind === 'every' || condition.kind === 'some') {
    for (const nested of condition.conditions) checkCondition(nested, isKnownInput, where);
  }
  if (condition.kind === 'not') checkCondition(condition.condition, isKnownInput, where);
}
