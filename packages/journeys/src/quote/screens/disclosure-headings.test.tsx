// The start of a quote at 390 px (issue 15 point 13): the intro page and the first section each have
// a heading of their own, and a section says which step it is above its heading (on a phone the
// progress list is under the page's button).
import { cleanup, screen } from '@testing-library/react';
import { sectionsOf } from '../../shared/proposal-model';
import type { Proposal } from '../quoteApi';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A new flex proposal with nothing answered yet. */
function unstarted(): Proposal {
  const blank = newProposal({
    status: 'INSUFFICIENT_ACCURACY',
    quote: null,
    data: {},
  } as Partial<Proposal>);
  const ids = sectionsOf(blank, false).map((section) => section.id);
  return { ...blank, missingSections: ids } as Proposal;
}

/**
 * The page's h1 once the page itself shows (not the loading placeholder): the intro's start button
 * or a section's progress list is there.
 */
async function headingAt(page: string, proposal: Proposal): Promise<HTMLElement> {
  fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: proposal } });
  renderProposal(`/flex/proposal/P1${page}`);
  await screen.findByRole(
    page ? 'navigation' : 'button',
    { name: page ? 'Your quote' : 'Start my quote' },
    { timeout: 5000 },
  );
  return screen.getByRole('heading', { level: 1 });
}

describe('the start of a quote', () => {
  it('the intro and the first section have different headings', async () => {
    const proposal = unstarted();
    const intro = (await headingAt('', proposal)).textContent;
    expect(screen.getByRole('button', { name: 'Start my quote' })).toBeInTheDocument();
    cleanup();
    const [first] = sectionsOf(proposal, false);
    const section = (await headingAt(`/disclosure/${first?.id}`, proposal)).textContent;
    expect(intro).toBeTruthy();
    expect(section).toBeTruthy();
    expect(intro).not.toBe(section);
  });

  it('a section says "Step N of M: <section>" above its heading', async () => {
    const proposal = unstarted();
    const sections = sectionsOf(proposal, false);
    const second = sections[1];
    const heading = await headingAt(`/disclosure/${second?.id}`, proposal);
    const caption = screen.getByText(`Step 2 of ${sections.length}: ${heading.textContent}`);
    expect(
      caption.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

it('the additional drivers section says its step above its heading too', async () => {
  const proposal = unstarted();
  const sections = sectionsOf(proposal, false);
  const index = sections.findIndex((section) => section.kind === 'additionalDrivers');
  expect(index).toBeGreaterThanOrEqual(0);
  const heading = await headingAt(`/disclosure/${sections[index]?.id}`, proposal);
  const caption = screen.getByText(
    `Step ${index + 1} of ${sections.length}: ${heading.textContent}`,
  );
  expect(caption.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
