import { Button, colors, space } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

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

/**
 * Search results as a list of buttons: each is reached by Tab and picked by Enter or a tap. A pick
 * that searches within the result (a street, a postcode) replaces the list, button and all: focus
 * then moves to the new list's first result, not back to the top of the page.
 */
export function ResultList({ label, items }: { label: string; items: readonly ResultItem[] }) {
  const list = useRef<HTMLUListElement>(null);
  // Set by a pick, until the next results arrive.
  const picked = useRef(false);
  const keys = items.map((item) => item.key).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results are the change to react to
  useEffect(() => {
    const here = list.current;
    if (!picked.current || !here) return;
    picked.current = false;
    const active = here.ownerDocument.activeElement;
    if (active === null || active === here.ownerDocument.body)
      here.querySelector('button')?.focus();
  }, [keys]);
  if (items.length === 0) return null;
  return (
    <List aria-label={label} ref={list}>
      {items.map((item) => (
        <li key={item.key}>
          <Button
            variant="link"
            onClick={() => {
              picked.current = true;
              item.onChoose();
            }}
          >
            {item.text}
          </Button>
        </li>
      ))}
    </List>
  );
}
