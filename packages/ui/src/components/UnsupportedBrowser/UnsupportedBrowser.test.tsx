import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { DEFAULT_RECOMMENDED_BROWSERS, UnsupportedBrowser } from './UnsupportedBrowser';

describe('UnsupportedBrowser', () => {
  it('fills the page with its heading, text and the two default browsers', () => {
    renderWithTheme(
      <UnsupportedBrowser
        heading="Your browser is not supported"
        text="Please use one of these browsers."
        browsersLabel="Supported browsers"
      />,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your browser is not supported',
    );
    expect(main).toHaveTextContent('Please use one of these browsers.');
    const list = screen.getByRole('list', { name: 'Supported browsers' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      DEFAULT_RECOMMENDED_BROWSERS.map((browser) => [browser.name, browser.href]),
    );
  });

  it('recommends the browsers it is given', () => {
    renderWithTheme(
      <UnsupportedBrowser
        heading="Unsupported"
        text="Try another browser."
        browsers={[
          { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
          { name: 'Safari', href: 'https://www.apple.com/safari/' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Microsoft Edge' })).toHaveAttribute(
      'href',
      'https://www.microsoft.com/edge',
    );
    expect(screen.getByRole('link', { name: 'Safari' })).toBeInTheDocument();
  });
});
