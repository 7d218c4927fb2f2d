import { visuallyHidden } from '@brand/ui';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';

const Region = styled.div(visuallyHidden);

/**
 * A polite live region that says `text` each time `at` changes (the same words twice, two
 * customers of one name, are still said twice: the region is emptied first).
 */
export function ChatAnnouncer({ text, at }: { text: string; at: number }) {
  const [said, setSaid] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` is what makes the same words new
  useEffect(() => {
    setSaid('');
    if (!text) return;
    const timer = setTimeout(() => setSaid(text), 50);
    return () => clearTimeout(timer);
  }, [text, at]);
  return (
    <Region role="status" aria-live="polite">
      {said}
    </Region>
  );
}
