import { render, screen } from '@testing-library/react';
import { StartFailure } from './StartFailure';

it('tells the visitor to check their connection when the app cannot start', () => {
  render(<StartFailure />);
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Oops! Please check your connection and try again.',
    }),
  ).toBeInTheDocument();
});
