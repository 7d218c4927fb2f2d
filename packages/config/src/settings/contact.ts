/** The addresses customers are told to write to, by purpose. */
export interface BrandContactConfig {
  /** Where evidence of identity goes after a failed ID check (spec 000 §4 step 2, §8). */
  readonly documentsEmail: string;
}

/** The brand's contact addresses: shown in messages, never hard-coded in a screen. */
export const BRAND_CONTACT = {
  documentsEmail: 'documents@brand.example',
} as const satisfies BrandContactConfig;
