// Opening a policy document from the documents tab, as the end-to-end files that read one share:
// its button asks the platform for a short-lived signed link and opens it in a new tab; the test
// fetches the same link and reads the PDF's text.
import assert from 'node:assert/strict';
import { extractText } from 'unpdf';
import { STEP } from './suite.mjs';

/**
 * On the documents tab: opens the document named `name` ("Certificate of motor insurance"),
 * checks the link answers a PDF served inline under its file name, closes the new tab, and
 * answers `{ fileName, words }` (the file name and the PDF's text, spaces collapsed).
 */
export async function openDocumentText(context, page, name) {
  const fileRequest = context.waitForEvent('request', {
    predicate: (request) => request.url().includes('/api/documents/files/'),
    timeout: STEP.timeout,
  });
  await page.getByRole('button', { name: `Open ${name} (opens in a new tab)` }).click();
  const url = (await fileRequest).url();
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop());
  const response = await context.request.get(url);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()['content-type'], 'application/pdf');
  assert.equal(response.headers()['content-disposition'], `inline; filename="${fileName}"`);
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true });
  for (const popup of context.pages().filter((other) => other !== page)) await popup.close();
  return { fileName, words: text.replace(/\s+/g, ' ') };
}
