import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { SchemeCard } from './SchemeCard';

const base = {
  name: 'MINI Flex',
  description: 'Monthly cover, no minimum term.',
  actionLabel: 'Get a quote',
};

describe('SchemeCard content', () => {
  it('is an article headed by the scheme name, with description, price and image', () => {
    renderWithTheme(
      <SchemeCard
        {...base}
        headingLevel={2}
        priceFrom="From £29.99 a month"
        image={<img src="flex.png" alt="A MINI hatchback" />}
      />,
    );
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: 'MINI Flex' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Monthly cover, no minimum term.');
    expect(card).toHaveTextContent('From £29.99 a month');
    expect(screen.getByRole('img', { name: 'A MINI hatchback' })).toBeInTheDocument();
  });
});

describe('SchemeCard call to action', () => {
  it('is a button that runs onAction when there is no address', async () => {
    const onAction = jest.fn();
    const { user } = renderWithTheme(<SchemeCard {...base} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('is a link drawn by the renderer when given an address', () => {
    renderWithTheme(
      <SchemeCard
        {...base}
        actionHref="/flex/quote"
        renderLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Get a quote' });
    expect(link).toHaveAttribute('href', '/flex/quote');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
