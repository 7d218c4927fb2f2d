import { FLEX_PRODUCT } from '@brand/config';
import { screen, within } from '@testing-library/react';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const ADD_ONS = '/flex/proposal/P1/add-ons';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the add-ons page', () => {
  it('links each add-on with an information page to it', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(ADD_ONS);
    const section = (await screen.findByRole('heading', { level: 2, name: 'About these extras' }))
      .parentElement as HTMLElement;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'More about No claims bonus protection',
      'More about Motor legal expenses',
      'More about Excess assist',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FLEX_PRODUCT.covers.withInfo.map(
        (code) => `/content/questions/cover-${code.replaceAll('_', '-')}.html`,
      ),
    );
  });

  it('opens a cover’s page in the help modal, titled by the cover’s name', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    const { user } = renderProposal(ADD_ONS);
    await user.click(await screen.findByRole('link', { name: 'More about Motor legal expenses' }));
    const dialog = await screen.findByRole('dialog');
    const frame = within(dialog).getByTitle('Motor legal expenses');
    expect(frame).toHaveAttribute('src', '/content/questions/cover-legal-expenses.html');
  });

  it('says the no claims bonus protection protects the discount, not the price', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(ADD_ONS);
    const box = await screen.findByRole('checkbox', { name: 'No claims bonus protection' });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('It protects your discount, not the price of your insurance.'),
    );
  });
});
