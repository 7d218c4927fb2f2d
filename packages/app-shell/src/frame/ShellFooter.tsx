import { FOOTER } from '@brand/config';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { forgetCookieConsent } from '../consent/cookie-consent-store';
import { HelpLink } from '../help/HelpLink';
import type { HelpPageName } from '../help/help-pages';
import { SHELL_NAMESPACE } from '../i18n/create-shell-i18n';
import { frameLinkStyles } from './frame-links';
import { useCookieBannerAudience } from './ShellCookieBanner';
import { useCookieBannerEnabled, useStaffTool } from './ShellFrame';

const Links = styled.ul(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  column-gap: ${theme.space.md}px;
  margin: 0 0 ${theme.space.xs}px;
  padding: 0;
  list-style: none;
`,
);

const FooterLink = styled(HelpLink)(({ theme }) => frameLinkStyles(theme));

// "Cookie settings" is an action (it asks again), so a button, drawn as its neighbouring links are.
const FooterAction = styled.button(
  ({ theme }) => `
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
  ${frameLinkStyles(theme)}
`,
);

const PoweredBy = styled.p`
  margin: 0;
`;

/** The footer's help pages, in display order, with their link texts. */
const FOOTER_HELP_LINKS: readonly { page: HelpPageName; label: string; ns?: string }[] = [
  { page: 'contact-us', label: 'footer.contactUs', ns: SHELL_NAMESPACE },
  { page: 'how-cover-works', label: 'footer.howCoverWorks', ns: SHELL_NAMESPACE },
  { page: 'privacy', label: 'navigation.footer.links.privacy' },
  { page: 'cookies', label: 'navigation.footer.links.cookies' },
];

/**
 * The footer of every page: links to the help pages (opened in the help modal), "Cookie settings"
 * for a visitor of an app that asks about cookies (it asks again), and the powered-by line; a
 * staff tool's footer is the powered-by line alone.
 */
export function ShellFooter() {
  const { t } = useTranslation();
  const asksAboutCookies = useCookieBannerEnabled();
  const visitor = useCookieBannerAudience();
  const staffTool = useStaffTool();
  const cookieSettings = asksAboutCookies && visitor;
  if (staffTool) {
    return <PoweredBy>{t(FOOTER.poweredBy, { provider: FOOTER.provider })}</PoweredBy>;
  }
  return (
    <>
      <Links>
        {FOOTER_HELP_LINKS.map(({ page, label, ns }) => (
          <li key={page}>
            <FooterLink page={page}>{t(label, ns ? { ns } : {})}</FooterLink>
          </li>
        ))}
        {cookieSettings ? (
          <li>
            <FooterAction type="button" onClick={forgetCookieConsent}>
              {t('footer.cookieSettings', { ns: SHELL_NAMESPACE })}
            </FooterAction>
          </li>
        ) : null}
      </Links>
      <PoweredBy>{t(FOOTER.poweredBy, { provider: FOOTER.provider })}</PoweredBy>
    </>
  );
}
