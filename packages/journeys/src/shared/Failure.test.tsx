import { BrandThemeProvider } from '@brand/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallFailure } from './call-failure';
import { Failure } from './Failure';
import { WithTexts } from './texts-test-kit';

function renderFailure(failure: CallFailure, onRetry?: () => void) {
  const user = userEvent.setup();
  render(
    <BrandThemeProvider withGlobalStyles={false}>
      <WithTexts>
        <Failure failure={failure} {...(onRetry ? { onRetry } : {})} />
      </WithTexts>
    </BrandThemeProvider>,
  );
  return { user, alert: screen.getByRole('alert') };
}

describe('Failure: what a failed call tells the customer', () => {
  it('never shows a server error’s raw title, and says what happened and what to do', () => {
    const { alert } = renderFailure({ kind: 'UNEXPECTED', status: 500, message: 'boom' });
    expect(alert).not.toHaveTextContent('boom');
    expect(
      within(alert).getByRole('heading', { name: 'Something went wrong on our side.' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please try again in a moment.');
    expect(alert).not.toHaveTextContent(/oops/i);
  });

  it('says to check the connection when the platform could not be reached', () => {
    const { alert } = renderFailure({ kind: 'NETWORK', message: 'Failed to fetch' });
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(alert).toHaveTextContent('Please check that you are online, then try again.');
  });

  it('offers a retry that makes the call again', async () => {
    const onRetry = jest.fn();
    const { user } = renderFailure({ kind: 'UNEXPECTED', status: 503 }, onRetry);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal in the platform’s words, with no retry (the same call would fail again)', () => {
    renderFailure({
      kind: 'UNEXPECTED',
      status: 409,
      message: 'This quote has already been bought.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This quote has already been bought.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('lists the fields a refused change names', () => {
    const { alert } = renderFailure({
      kind: 'UNEXPECTED',
      status: 400,
      fields: [{ path: 'email', text: 'Enter an email address' }],
    });
    expect(alert).toHaveTextContent('Enter an email address');
  });

  it('says nothing without a failure', () => {
    render(
      <WithTexts>
        <Failure failure={null} />
      </WithTexts>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
