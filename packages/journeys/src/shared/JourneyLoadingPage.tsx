import { ShellPage } from '@brand/app-shell';
import type { Translate } from '@brand/forms-react';
import { LoadingIndicator } from '@brand/ui';
import { journeyTranslate } from './journey-translate';

/**
 * A journey page while its screen loads (a lazy route's code, a first call): the whole frame, the
 * navigation bar and footer, with a placeholder where the content goes, so a slow load never shows
 * a blank or blacked-out page. Usable as a Suspense fallback: it needs no props.
 */
export function JourneyLoadingPage({ t = journeyTranslate(null) }: { t?: Translate }) {
  return (
    <ShellPage title={t('journeys.loadingPage.title')} focusOnNavigation>
      <LoadingIndicator placement="placeholder" label={t('journeys.loading')} />
    </ShellPage>
  );
}
