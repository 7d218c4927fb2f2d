import { Button, colors, space } from '@brand/ui';
import styled from '@emotion/styled';

const List = styled.ul`
  margin: 0 0 ${space.lg}px;
  padding: 0;
  list-style: none;
  max-height: 14rem;
  overflow-y: auto;
  & > li { border-bottom: 1px solid ${colors.borderSubtle}; }
  & button { width: 100%; justify-content: flex-start; text-align: left; }
`;

/** One result to list: a key, its text and what picking it does. */
export interface ResultItem {
  key: string;
  text: string;
  onChoose: () => void;
}

/** Search results as a list of buttons: each is reached by Tab and picked by Enter or a tap. */
export function ResultList({ label, items }: { label: string; items: readonly ResultItem[] }) {
  if (items.length === 0) return null;
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Button variant="link" onClick={item.onChoose}>
            {item.text}
          </Button>
        </li>
      ))}
    </List>
  );
}
