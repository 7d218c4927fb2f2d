import { BrandThemeProvider, ErrorState } from '@brand/ui';
import { createShellI18n } from '../i18n/create-shell-i18n';

/** The page when an app cannot start (its runtime config is unreachable): try again later. */
export function StartFailure() {
  const t = createShellI18n().t;
  return (
    <BrandThemeProvider>
      <main>
        <ErrorState heading={t('errors.kinds.NETWORK.header')} headingLevel={1}>
          {t('errors.kinds.NETWORK.body')}
        </ErrorState>
      </main>
    </BrandThemeProvider>
  );
}
