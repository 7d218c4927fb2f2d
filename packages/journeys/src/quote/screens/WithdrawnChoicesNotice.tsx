import type { Translate } from '@brand/forms';
import { Notification } from '@brand/ui';
import { useTexts } from '../../shared/texts';
import type { WithdrawnChoice } from '../choice-survival';

/** The name of a withdrawn choice, in the customer's words. */
function nameOf(choice: WithdrawnChoice, t: Translate): string {
  return choice.kind === 'schedule'
    ? t(`quote.schedule.${choice.code}`).toLowerCase()
    : t(`covers.codes.${choice.code}.name`);
}

/**
 * Says which of the customer's choices the last re-rating could not keep, and why (issue 15 point
 * 3): a choice never disappears without a word. Nothing when every choice survived.
 */
export function WithdrawnChoicesNotice({ withdrawn }: { withdrawn: readonly WithdrawnChoice[] }) {
  const t = useTexts();
  if (withdrawn.length === 0) return null;
  return (
    <Notification
      tone="warning"
      title={t('quote.choices.withdrawn.title')}
      data-withdrawn-choices=""
    >
      {withdrawn.map((choice) => (
        <p key={`${choice.kind}-${choice.code}`}>
          {t(choice.reasonKey, { ...choice.params, name: nameOf(choice, t) })}
        </p>
      ))}
    </Notification>
  );
}
