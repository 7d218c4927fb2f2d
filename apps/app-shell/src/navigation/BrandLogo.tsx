/**
 * The brand's word mark, as the sign-in pages show it: decorative, the link around it carries
 * the name.
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
        MINI Insurance
      </text>
    </svg>
  );
}
