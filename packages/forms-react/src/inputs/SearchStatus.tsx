import { space } from '@brand/ui';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Status = styled.p`
  margin: 0 0 ${space.md}px;
  &:empty { margin: 0; }
`;

/** A polite live region for search progress and outcomes, kept in the page so it is listened to before it speaks. */
export function SearchStatus({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <Status id={id} role="status">
      {children}
    </Status>
  );
}
