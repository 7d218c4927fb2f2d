import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { ErrorState } from './ErrorState';

describe('ErrorState chat action', () => {
  it("fires onChat from a 'Chat with us' button by default", async () => {
    const onChat = jest.fn();
    const { user } = renderWithTheme(<ErrorState heading="Your payment failed" onChat={onChat} />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(onChat).toHaveBeenCalledTimes(1);
  });

  it('takes the chat button text from props', () => {
    renderWithTheme(<ErrorState heading="Error" onChat={jest.fn()} chatLabel="Sgwrsio â ni" />);
    expect(screen.getByRole('button', { name: 'Sgwrsio â ni' })).toBeInTheDocument();
  });

  it('leaves the chat button out without onChat', () => {
    renderWithTheme(<ErrorState heading="Error" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows further actions after the chat button', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(
      <ErrorState
        heading="Error"
        onChat={jest.fn()}
        actions={<Button onClick={onRetry}>Try again</Button>}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Chat with us',
      'Try again',
    ]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState announcement', () => {
  it('is an alert only when asked', () => {
    const { rerender } = renderWithTheme(<ErrorState heading="Could not load" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorState heading="Could not load" announce />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
  });

  it('shows its heading at the given level with its text', () => {
    renderWithTheme(
      <ErrorState heading="Payment failed" headingLevel={1}>
        No money was taken.
      </ErrorState>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('No money was taken.')).toBeInTheDocument();
  });
});
