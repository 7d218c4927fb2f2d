import { ShellPage } from '@brand/app-shell';
import { LoadingIndicator } from '@brand/ui';
import { useTexts } from './texts';

/**
 * A journey page while its screen loads (a lazy route's code, a first call): the whole frame, the
 * navigation bar and footer, with a placeholder where the content goes, so a slow load never shows
 * a blank or blacked-out page. Usable as a Suspense fallback: it needs no props.
 */
export function JourneyLoadingPage() {
  const t = useTexts();
  return (
    <ShellPage title={t('journeys.loadingPage.title')} focusOnNavigation>
      <LoadingIndicator placement="placeholder" label={t('journeys.loading')} />
    </ShellPage>
  );
}
