import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { ProgressBar } from './ProgressBar';
import { progressPercent } from './progress-percent';

function fill() {
  return screen.getByRole('progressbar').firstElementChild;
}

describe('progress capped at 100%', () => {
  it('fills no more than 100% when the value passes max', () => {
    renderWithTheme(<ProgressBar value={150} max={100} label="Uploading" />);
    expect(fill()).toHaveAttribute('data-percent', '100');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('fills nothing for a negative value', () => {
    renderWithTheme(<ProgressBar value={-5} label="Uploading" />);
    expect(fill()).toHaveAttribute('data-percent', '0');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('fills in proportion to value over max', () => {
    renderWithTheme(<ProgressBar value={3} max={4} label="Sections" />);
    expect(fill()).toHaveAttribute('data-percent', '75');
  });

  it('reads a missing or zero max, and a non-number, as empty', () => {
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
    expect(progressPercent(5, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('progressbar semantics', () => {
  it('is a labelled progressbar with min, max and now', () => {
    renderWithTheme(
      <ProgressBar value={2} max={5} label="Your quote" valueText="2 of 5 sections" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Your quote' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 sections');
  });

  it('names the bar from its visible label when shown', () => {
    renderWithTheme(
      <ProgressBar
        value={10}
        label="Uploading licence.pdf"
        showLabel
        valueText="10%"
        showValueText
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading licence.pdf' })).not.toHaveAttribute(
      'aria-label',
    );
    expect(screen.getByText('10%')).toHaveAttribute('aria-hidden', 'true');
  });
});
