import type { HelpPageName } from '@brand/app-shell';

/** The help page the 401 modal's help link opens in the help modal. */
export const RETRIEVE_HELP_PAGE = 'retrieve' satisfies HelpPageName;
