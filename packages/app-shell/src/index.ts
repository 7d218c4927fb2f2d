// @brand/app-shell: what the customer portal and the admin console share. Source-only: the apps'
// Vite and jest read these files through the workspace link.
export {
  ApiClientProvider,
  type ApiClientProviderProps,
  useAnonymousSession,
  useApiClient,
} from './api/ApiClientProvider';
export {
  ANONYMOUS_TOKEN_KEY,
  type AnonymousSession,
  type AnonymousSessionOptions,
  createAnonymousSession,
} from './api/anonymous-session';
export type { AppConfig, AuthSettings } from './app-config';
export { APP_CONFIG_PATH, fetchAppConfig, isAppConfig } from './app-config';
export type {
  AuthContextValue,
  AuthProviderProps,
  SignInAppState,
  SignInOptions,
  SignInProblem,
} from './auth/AuthProvider';
export { AuthProvider, useAuth } from './auth/AuthProvider';
export {
  decodeJwtPayload,
  hasPermission,
  IMPERSONATE_PERMISSION,
  listClaimOf,
  PERMISSIONS_CLAIM,
  permissionsOf,
  rolesOf,
} from './auth/access-token';
export type { AuthClient, ShellApp } from './auth/auth-client';
export {
  AUTH_SCOPE,
  appUrl,
  authClientOptions,
  createAuthClient,
  SHELL_APPS,
} from './auth/auth-client';
export { authErrorCodeOf, isSignOutError } from './auth/auth-errors';
export { CallbackPage, SignInPage } from './auth/auth-pages';
export { useHoldsPermission } from './auth/use-holds-permission';
export { useHoldsRole } from './auth/use-holds-role';
export { accountInitials, displayNameOf, navigationUserOf } from './auth/user-name';
export type { CookieConsent } from './consent/cookie-consent-store';
export {
  forgetCookieConsent,
  hasAnalyticsConsent,
  readCookieConsent,
  saveCookieConsent,
  useCookieConsent,
} from './consent/cookie-consent-store';
export { focusMainHeading, useFocusHeading } from './frame/focus-heading';
export { frameLinkStyles } from './frame/frame-links';
export {
  PageBannerProvider,
  type PageBannerProviderProps,
  usePageBanner,
} from './frame/page-banner';
export { ShellCookieBanner } from './frame/ShellCookieBanner';
export { ShellFooter } from './frame/ShellFooter';
export {
  type NavigationLink,
  ShellFrame,
  type ShellFrameProps,
  useNavigationLinks,
} from './frame/ShellFrame';
export { ShellPage, type ShellPageProps } from './frame/ShellPage';
export { StartFailure } from './frame/StartFailure';
export {
  ChatActionProvider,
  type ChatActionProviderProps,
  type ChatOpenContext,
  type OpenChat,
  useChatAction,
} from './help/chat-action';
export { HelpLink, type HelpLinkProps, useHelpLinkClick } from './help/HelpLink';
export {
  type HelpContextValue,
  HelpProvider,
  type HelpProviderProps,
  useHelp,
} from './help/HelpProvider';
export type { CoverHelpTopic, HelpPageName, HelpTopic } from './help/help-pages';
export {
  CHAT_HELP_PAGE,
  HEADER_HELP_PAGE,
  HELP_CLOSE_MESSAGE,
  HELP_PAGES,
  helpPageUrl,
  helpTopicTitle,
} from './help/help-pages';
export { createShellI18n, SHELL_NAMESPACE } from './i18n/create-shell-i18n';
export { shellTexts } from './i18n/shell-texts';
export { AccountNavigationBar } from './navigation/AccountNavigationBar';
export { BrandLogo } from './navigation/BrandLogo';
export { routerLink } from './navigation/router-link';
export { PolicyList, type PolicyListProps } from './policies/PolicyList';
export { POLICY_STATUS_TONES, policyVehicleName } from './policies/policy-card-model';
export { SessionModals } from './session/SessionModals';
export { startApp } from './start-app';
