// The row of buttons under the billing tab's payment methods and its card form: side by side on a
// wide screen, stacked on a phone.
import type { BrandTheme } from '@brand/ui';
import styled from '@emotion/styled';

export const MethodActions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
  > * { flex: 1 1 220px; }
`;
});
