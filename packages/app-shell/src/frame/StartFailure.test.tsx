import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartFailure } from './StartFailure';
import { StartLoading } from './StartLoading';

describe('an app that cannot start', () => {
  it('says what happened and what to do, in the brand’s frame, without "Oops"', () => {
    render(<StartFailure />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not connect to our servers.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Please check that you are online, then try again.',
    );
    expect(screen.getByRole('link', { name: 'MINI Insurance, home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/oops/i);
  });

  it('offers a retry', async () => {
    const onRetry = jest.fn();
    render(<StartFailure onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('an app while it starts', () => {
  it('shows the frame and a loading placeholder, not a blank page', () => {
    render(<StartLoading />);
    expect(screen.getByRole('link', { name: 'MINI Insurance, home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('status', { name: 'Loading…' }),
    );
  });
});
