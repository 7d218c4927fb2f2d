import type { StatusTone } from '@brand/domain';

/** Raw brand palette. Components use the semantic `colors` below, never these directly. */
export const palette = {
  black: '#000000',
  ink: '#1a1a1a',
  grey900: '#262626',
  grey700: '#4d4d4d',
  grey500: '#6e6e6e',
  grey300: '#b1b4b6',
  grey200: '#d9d9d9',
  grey100: '#f2f2f2',
  white: '#ffffff',
  brand: '#0b5f73',
  brandDark: '#07414f',
  brandLight: '#e3f1f4',
  focus: '#ffdd00',
  red: '#b3261e',
  redLight: '#fbe9e7',
  green: '#00703c',
  greenLight: '#e5f4ec',
  blue: '#1d5fa8',
  blueLight: '#e8f0fa',
  amber: '#8a4b00',
  amberLight: '#fff4e0',
  plateYellow: '#f6d200',
} as const;

/** Semantic colours. Every text/background pair here meets WCAG 2.2 AA contrast (4.5:1). */
export const colors = {
  text: palette.ink,
  textSecondary: palette.grey700,
  textInverse: palette.white,
  background: palette.white,
  surface: palette.grey100,
  border: palette.grey500,
  borderSubtle: palette.grey200,
  primary: palette.brand,
  primaryHover: palette.brandDark,
  primarySubtle: palette.brandLight,
  link: palette.brand,
  linkHover: palette.brandDark,
  focus: palette.focus,
  focusText: palette.black,
  error: palette.red,
  adminBar: palette.red,
  overlay: 'rgba(0, 0, 0, 0.6)',
  plateRear: palette.plateYellow,
  plateFront: palette.white,
  plateText: palette.black,
} as const;

/** Foreground, background and border of each status tone. */
export const tones = {
  default: { foreground: palette.grey900, background: palette.grey100, border: palette.grey500 },
  info: { foreground: palette.blue, background: palette.blueLight, border: palette.blue },
  success: { foreground: palette.green, background: palette.greenLight, border: palette.green },
  warning: { foreground: palette.amber, background: palette.amberLight, border: palette.amber },
  critical: { foreground: palette.red, background: palette.redLight, border: palette.red },
} as const satisfies Record<StatusTone, { foreground: string; background: string; border: string }>;

/**
 * Font stacks: the brand's own faces first, then system faces. No font files can be fetched here,
 * so the brand faces apply only where the host page loads them.
 */
export const fonts = {
  sans: "'Mini Sans', 'Helvetica Neue', Arial, system-ui, sans-serif",
  serif: "'Mini Serif', Georgia, 'Times New Roman', serif",
  licencePlate: "'UKLicencePlate', 'Charles Wright', 'Arial Narrow', Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Spacing scale in pixels. */
export const space = {
  none: 0,
  xxs: 4,
  xs: 8,
  sm: 12,
  md: 16,
  lg: 24,
  xl: 32,
  xxl: 48,
  xxxl: 64,
} as const;

/** Type scale: font size and line height in pixels. */
export const typeScale = {
  small: { fontSize: 14, lineHeight: 20 },
  body: { fontSize: 16, lineHeight: 24 },
  lead: { fontSize: 19, lineHeight: 28 },
  h4: { fontSize: 19, lineHeight: 26 },
  h3: { fontSize: 22, lineHeight: 30 },
  h2: { fontSize: 28, lineHeight: 36 },
  h1: { fontSize: 36, lineHeight: 44 },
} as const;

/** Font weights. */
export const fontWeights = { regular: 400, bold: 700 } as const;

/** Layout breakpoints in pixels (min-width). */
export const breakpoints = { xs: 480, sm: 768, md: 1024, lg: 1200, xl: 1600 } as const;

/** Corner radii in pixels. */
export const radii = { none: 0, sm: 4, md: 8, pill: 999 } as const;

/** Layering of fixed and overlaid elements. */
export const zIndices = {
  header: 10,
  banner: 20,
  overlay: 100,
  modal: 110,
  snackbar: 120,
  loading: 130,
} as const;

/** The smallest touch target (WCAG 2.5.8 asks 24px; we keep the stricter 44px of 2.5.5). */
export const MIN_TOUCH_TARGET = 44;

/** Widest a modal may be. */
export const MODAL_MAX_WIDTH = 584;

/** Tallest a select list may be. */
export const SELECT_LIST_MAX_HEIGHT = '14rem';

/** How long a snackbar stays before it hides itself. */
export const SNACKBAR_DURATION_MS = 4000;
