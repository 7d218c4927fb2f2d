import { type BrandTheme, mq } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Frame = styled.section(({ theme }) => {
  const { space, typeScale } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  min-width: 0;
  > h2 {
    margin: 0;
    font-size: ${typeScale.h3.fontSize}px;
    line-height: ${typeScale.h3.lineHeight}px;
    ${mq('sm')} {
      font-size: ${typeScale.h2.fontSize}px;
      line-height: ${typeScale.h2.lineHeight}px;
    }
  }
  p, ul { margin: 0; }
`;
});

/** A titled section of the details tab: a region named by its h2. */
export function DetailsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Frame aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Frame>
  );
}
