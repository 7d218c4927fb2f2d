/** Interpolation values of a message ({{count}}, {{name}}). */
export type TranslateParams = Record<string, unknown>;

/** A translation function: i18next's `t` fits it. */
export type Translate = (key: string, params?: TranslateParams) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Fills i18next-style `{{name}}` placeholders; a placeholder without a value is left as written.
 * In the core (no React) so that code which only translates, such as an app's first page, does not
 * pull the React bindings and their styles into its bundle.
 */
export function interpolate(text: string, params: TranslateParams = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
