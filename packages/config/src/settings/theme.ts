/**
 * Which theme the apps load. A reference rather than the theme itself: the tokens live in
 * @brand/ui, and configuration (also read by the server) must not pull in React styling code.
 */
export const THEME_REFERENCE = {
  package: '@brand/ui',
  export: 'brandTheme',
} as const;
