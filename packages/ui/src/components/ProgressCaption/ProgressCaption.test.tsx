import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import type { ProgressStep } from '../ProgressList';
import { currentStepPosition, ProgressCaption } from './ProgressCaption';

const STEPS: ProgressStep[] = [
  { id: 'a', label: 'Before we begin', state: 'complete' },
  { id: 'b', label: 'Your car', state: 'complete' },
  { id: 'c', label: 'About you', state: 'current' },
  { id: 'd', label: 'Start date', state: 'upcoming' },
];

const format = ({ current, total, section }: { current: number; total: number; section: string }) =>
  `Step ${current} of ${total}: ${section}`;

/** Whether a `min-width: 1024px` rule of the page's style sheets hides this element. */
function hiddenFromMd(element: HTMLElement): boolean {
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  return rules.some(
    (rule) =>
      rule instanceof CSSMediaRule &&
      rule.conditionText.includes('min-width: 1024px') &&
      Array.from(rule.cssRules).some(
        (inner) =>
          inner instanceof CSSStyleRule &&
          element.matches(inner.selectorText) &&
          inner.style.display === 'none',
      ),
  );
}

describe('ProgressCaption', () => {
  it('names the current step, its number and the count', () => {
    renderWithTheme(<ProgressCaption steps={STEPS} format={format} />);
    expect(screen.getByText('Step 3 of 4: About you')).toBeInTheDocument();
  });

  it('counts from 1 on the first step', () => {
    expect(
      currentStepPosition(
        STEPS.map((step, index) => ({ ...step, state: index === 0 ? 'current' : 'upcoming' })),
      ),
    ).toEqual({ current: 1, total: 4, section: 'Before we begin' });
  });

  it('shows nothing when no step is current', () => {
    const { container } = renderWithTheme(
      <ProgressCaption
        steps={STEPS.map((step) => ({ ...step, state: 'complete' }))}
        format={format}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('hides itself from md up by default, where the list sits beside the page', () => {
    renderWithTheme(<ProgressCaption steps={STEPS} format={format} />);
    expect(hiddenFromMd(screen.getByTestId('progress-caption'))).toBe(true);
  });

  it('can show at every width', () => {
    renderWithTheme(<ProgressCaption steps={STEPS} format={format} show="always" />);
    expect(hiddenFromMd(screen.getByTestId('progress-caption'))).toBe(false);
  });
});
