import { CLAIM_STATUS_TONES, STATUS_TONES } from '@brand/domain';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { StatusBadge } from './StatusBadge';
import { ToneIcon } from './ToneIcon';

describe('StatusBadge text', () => {
  it.each(STATUS_TONES)(
    'shows its text in the %s tone, so meaning never rests on colour',
    (tone) => {
      renderWithTheme(<StatusBadge tone={tone}>Settled</StatusBadge>);
      expect(screen.getByText('Settled')).toHaveAttribute('data-tone', tone);
    },
  );

  it('uses the default tone when none is given', () => {
    renderWithTheme(<StatusBadge>Pending</StatusBadge>);
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'default');
  });

  it('shows a claim status in the tone the domain maps it to', () => {
    renderWithTheme(<StatusBadge tone={CLAIM_STATUS_TONES.SETTLED}>Settled</StatusBadge>);
    expect(screen.getByText('Settled')).toHaveAttribute('data-tone', 'success');
  });
});

describe('StatusBadge icon', () => {
  it('adds an icon hidden from assistive technology only when asked', () => {
    const { container, rerender } = renderWithTheme(<StatusBadge tone="warning">Due</StatusBadge>);
    expect(container.querySelector('svg')).toBeNull();
    rerender(
      <StatusBadge tone="warning" withIcon>
        Due
      </StatusBadge>,
    );
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Due').textContent).toBe('Due');
  });
});

describe('ToneIcon', () => {
  it.each(STATUS_TONES)('draws a decorative %s symbol at the asked size', (tone) => {
    const { container } = renderWithTheme(<ToneIcon tone={tone} size={20} />);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(icon).toHaveAttribute('width', '20');
    expect(icon).toHaveAttribute('data-tone', tone);
  });
});
