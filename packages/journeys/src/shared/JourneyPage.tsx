import { AccountNavigationBar, routerLink, ShellFooter } from '@brand/app-shell';
import type { Translate } from '@brand/forms-react';
import { LoadingIndicator, PageFrame, type UpLink } from '@brand/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useFocusHeading } from './focus';
import { useJourneyBanner } from './journey-banner';
import { journeyTranslate } from './journey-translate';

/** Props of JourneyPage. */
export interface JourneyPageProps {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** A short line above the title (the step of the journey on phones). */
  caption?: ReactNode;
  /** The back link. */
  upLink?: UpLink;
  /** Beside the content on wide screens, under it on narrow ones (the progress list). */
  sidebar?: ReactNode;
  /** The sidebar's accessible name. */
  sidebarLabel?: string;
  /** The journey's texts. */
  t: Translate;
  /** The page. */
  children: ReactNode;
}

/**
 * A page of a journey: the shell's navigation bar with the app's bar under it (JourneyBannerProvider),
 * the page frame, the shell's footer; focus moves to the h1 whenever the route changes.
 */
export function JourneyPage({
  title,
  subtitle,
  caption,
  upLink,
  sidebar,
  sidebarLabel,
  t,
  children,
}: JourneyPageProps) {
  const { pathname } = useLocation();
  useFocusHeading(pathname);
  const banner = useJourneyBanner();
  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      caption={caption}
      upLink={upLink}
      sidebar={sidebar}
      sidebarLabel={sidebarLabel}
      renderLink={routerLink}
      skipLinkLabel={t('navigation.skipToContent')}
      header={
        <>
          <AccountNavigationBar />
          {banner}
        </>
      }
      footer={<ShellFooter />}
    >
      {children}
    </PageFrame>
  );
}

/**
 * A journey page while its screen loads (a lazy route's code, a first call): the whole frame, the
 * navigation bar and footer, with a placeholder where the content goes, so a slow load never shows
 * a blank or blacked-out page. Usable as a Suspense fallback: it needs no props.
 */
export function JourneyLoadingPage({ t = journeyTranslate(null) }: { t?: Translate }) {
  return (
    <JourneyPage title={t('journeys.loadingPage.title')} t={t}>
      <LoadingIndicator placement="placeholder" label={t('journeys.loading')} />
    </JourneyPage>
  );
}
