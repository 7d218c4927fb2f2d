/** The id of the script element that carries the apps' configuration in their pages. */
export const INLINE_APP_CONFIG_ID = 'app-config';

/**
 * An app's page with the apps' configuration inlined as JSON before `</head>` (ADR 0056), so the
 * app starts without waiting for GET /api/app-config. A `type="application/json"` script is data,
 * never run, so the CSP needs no hash for it; `<` is written as `\u003c` so no value can close the
 * element early.
 */
export function withInlineAppConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const script = `<script type="application/json" id="${INLINE_APP_CONFIG_ID}">${json}</script>`;
  const head = html.indexOf('</head>');
  return head === -1 ? `${script}${html}` : `${html.slice(0, head)}${script}${html.slice(head)}`;
}
