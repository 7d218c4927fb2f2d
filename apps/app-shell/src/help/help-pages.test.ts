import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { shellTexts } from '../i18n/shell-texts';
import {
  CHAT_HELP_PAGE,
  HELP_CLOSE_MESSAGE,
  HELP_PAGES,
  helpPageTitleKey,
  helpPageUrl,
} from './help-pages';

// The pages are the customer portal's static files; the platform serves the portal's build at `/`.
const PUBLIC = resolve(__dirname, '../../../customer-portal/public');

function fileOf(url: string): string {
  return resolve(PUBLIC, `.${url}`);
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
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toMatch(/<main>[\s\S]+<\/main>/);
    expect(html).toContain('<script src="help-page.js" defer></script>');
  });

  it('link only to pages that exist, and open other sites in a new tab', () => {
    for (const page of HELP_PAGES) {
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
