/**
 * The words the logo shows. The home link around the logo is named from them, so its accessible
 * name starts with the visible text (WCAG 2.5.3): a voice user says what they see.
 */
export const BRAND_WORD_MARK = 'MINI Insurance';

/**
 * The brand's word mark, as the sign-in pages show it: decorative, the link around it carries
 * the name (`brandHome`, made from BRAND_WORD_MARK).
 */
export function BrandLogo() {
  return (
    <svg
      width="210"
      height="32"
      viewBox="0 0 210 32"
      // Narrower on small screens, so the help link and the account button fit beside it.
      style={{ width: 'min(210px, 42vw)', height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      <text x="0" y="24" fontSize="22" fontWeight="700" fill="currentColor">
        {BRAND_WORD_MARK}
      </text>
    </svg>
  );
}
