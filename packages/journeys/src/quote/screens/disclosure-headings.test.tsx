// The start of a quote at 390 px (issue 15 point 13): the intro page and the first section each have
// a heading of their own, and a section says which step it is above its heading (on a phone the
// progress list is under the page's button).
import { cleanup, screen } from '@testing-library/react';
import { sectionsOf } from '../proposal-model';
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

async function headingAt(page: string, proposal: Proposal): Promise<HTMLElement> {
  fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: proposal } });
  renderProposal(`/flex/proposal/P1${page}`);
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await screen.findByRole('main');
  return heading;
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
