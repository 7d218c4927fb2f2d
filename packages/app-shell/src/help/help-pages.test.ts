import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTranslate, PRODUCT_CONFIGS } from '@brand/config';
import { shellTexts } from '../i18n/shell-texts';
import {
  CHAT_HELP_PAGE,
  type CoverHelpTopic,
  HELP_CLOSE_MESSAGE,
  HELP_PAGES,
  type HelpTopic,
  helpPageTitleKey,
  helpPageUrl,
  helpTopicTitle,
} from './help-pages';

// The pages are the customer portal's static files; the platform serves the portal's build at `/`.
const PUBLIC = resolve(__dirname, '../../../../apps/customer-portal/public');

function fileOf(url: string): string {
  return resolve(PUBLIC, `.${url}`);
}

// Every cover any product names with an information page (covers.withInfo): its page must exist.
const COVER_TOPICS: readonly CoverHelpTopic[] = [
  ...new Set(Object.values(PRODUCT_CONFIGS).flatMap((product) => product.covers.withInfo)),
].map((cover) => ({ cover }));
const ALL_TOPICS: readonly HelpTopic[] = [...HELP_PAGES, ...COVER_TOPICS];
const coverName = createTranslate('common');

/** The checks every page passes, whatever it explains. */
function expectAccessiblePage(html: string, title: string) {
  expect(html).toContain('<html lang="en-GB">');
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(html).toContain(`<title>${title}: Brand insurance help</title>`);
  expect(html).toMatch(/<main>[\s\S]+<\/main>/);
  expect(html).toContain('<link rel="stylesheet" href="help-page.css" />');
  expect(html).toContain('<script src="help-page.js" defer></script>');
  // One page outline: a single h1, and no heading level skipped.
  const levels = [...html.matchAll(/<h([1-6])[ >]/g)].map(([, level]) => Number(level));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}

describe('the help pages', () => {
  it('are served under the content base URL’s questions path', () => {
    expect(helpPageUrl('contact-us')).toBe('/content/questions/contact-us.html');
  });

  it('are sent to the contact page by the chat action', () => {
    expect(CHAT_HELP_PAGE).toBe('contact-us');
  });

  it.each(HELP_PAGES)('has %s as an accessible page titled as its modal is', (page) => {
    const title = shellTexts.help.pages[page];
    expect(helpPageTitleKey(page)).toBe(`help.pages.${page}`);
    const file = fileOf(helpPageUrl(page));
    expect(existsSync(file)).toBe(true);
    expectAccessiblePage(readFileSync(file, 'utf8'), title);
  });

  it('has at least the flex add-ons among the covers with a page', () => {
    expect(COVER_TOPICS.map((topic) => topic.cover)).toEqual(
      expect.arrayContaining(['ncb_protection', 'legal_expenses', 'excess_assist']),
    );
  });

  it.each(COVER_TOPICS.map((topic) => [topic.cover, topic] as const))(
    'has a page for %s, titled by the cover’s name as its modal is',
    (_, topic) => {
      const title = helpTopicTitle(topic);
      expect(title.ns).toBe('common');
      const file = fileOf(helpPageUrl(topic));
      expect(existsSync(file)).toBe(true);
      expectAccessiblePage(readFileSync(file, 'utf8'), coverName(title.key));
    },
  );

  it('say of no claims bonus protection that it protects the discount, not the price', () => {
    const html = readFileSync(fileOf(helpPageUrl({ cover: 'ncb_protection' })), 'utf8');
    expect(html).toContain('does not protect the overall price of your insurance');
  });

  it('link only to pages that exist, and open other sites in a new tab', () => {
    for (const page of ALL_TOPICS) {
      const html = readFileSync(fileOf(helpPageUrl(page)), 'utf8');
      for (const [, href, rest] of html.matchAll(/<a href="([^"]+)"([^>]*)>/g)) {
        if (href?.startsWith('https://')) {
          expect(rest).toContain('target="_blank"');
        } else if (!href?.startsWith('tel:') && !href?.startsWith('mailto:')) {
          expect(existsSync(fileOf(`/content/questions/${href}`))).toBe(true);
        }
      }
    }
  });

  it('ask the help modal to close on Escape with the message it listens for', () => {
    const script = readFileSync(fileOf('/content/questions/help-page.js'), 'utf8');
    expect(script).toContain(`type: '${HELP_CLOSE_MESSAGE}'`);
  });
});
