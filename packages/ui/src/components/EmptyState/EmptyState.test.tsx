import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState content', () => {
  it('shows a heading of the given level and its text', () => {
    renderWithTheme(
      <EmptyState heading="No claims" headingLevel={3}>
        You have not made any claims.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No claims' })).toBeInTheDocument();
    expect(screen.getByText('You have not made any claims.')).toBeInTheDocument();
  });

  it('shows no action area without actions', () => {
    renderWithTheme(<EmptyState heading="No claims" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

describe('EmptyState actions', () => {
  it('runs an action it is given', async () => {
    const onQuote = jest.fn();
    const { user } = renderWithTheme(
      <EmptyState
        heading="No quotes yet"
        actions={<Button onClick={onQuote}>Get a quote</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(onQuote).toHaveBeenCalledTimes(1);
  });
});
