import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { LoadingIndicator } from './LoadingIndicator';
import { Spinner } from './Spinner';

describe('LoadingIndicator announcement', () => {
  it("is a status named 'Loading' by default", () => {
    renderWithTheme(<LoadingIndicator />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes its accessible label from the prop and shows the message', () => {
    renderWithTheme(<LoadingIndicator label="Loading your quote" message="Getting your quote…" />);
    const status = screen.getByRole('status', { name: 'Loading your quote' });
    expect(status).toHaveTextContent('Getting your quote…');
  });

  it('hides its spinner from assistive technology', () => {
    renderWithTheme(<LoadingIndicator />);
    expect(screen.getByRole('status').querySelector('[data-size]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('LoadingIndicator as a placeholder', () => {
  it('sits in the page with its label shown, not over it', () => {
    renderWithTheme(<LoadingIndicator placement="placeholder" label="Loading your quote" />);
    const status = screen.getByRole('status', { name: 'Loading your quote' });
    expect(status).toHaveAttribute('data-placement', 'placeholder');
    expect(status).toHaveTextContent('Loading your quote');
    expect(getComputedStyle(status).position).not.toBe('fixed');
  });

  it('shows the message after the label', () => {
    renderWithTheme(
      <LoadingIndicator placement="placeholder" label="Loading" message="Nearly there" />,
    );
    expect(screen.getByRole('status', { name: 'Loading. Nearly there' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = renderWithTheme(<Spinner size="sm" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-size', 'sm');
  });

  it('is a status with its label when given one', () => {
    renderWithTheme(<Spinner label="Loading addresses" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading addresses');
  });
});
