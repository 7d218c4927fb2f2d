import { ShellPage } from '@brand/app-shell';
import { Button } from '@brand/ui';
import { useTexts } from '../../shared/texts';

/**
 * What to have to hand before a quote (spec 000 §2), and its start: the product entry shows it
 * before any proposal exists, and a proposal with nothing answered shows it again.
 */
export function BeforeWeBeginPage({
  checklist,
  onStart,
}: {
  /** The translation keys of what to have to hand (the product's `beforeWeBegin.checklist`). */
  checklist: readonly string[];
  /** What "Start my quote" does. */
  onStart: () => void;
}) {
  const t = useTexts();
  return (
    <ShellPage focusOnNavigation title={t('proposal.beforeWeBegin.title')}>
      <p>{t('proposal.beforeWeBegin.intro')}</p>
      <ul>
        {checklist.map((key) => (
          <li key={key}>{t(key, { years: 5 })}</li>
        ))}
      </ul>
      <Button onClick={onStart}>{t('proposal.beforeWeBegin.start')}</Button>
    </ShellPage>
  );
}
