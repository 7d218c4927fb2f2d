// A policy document's text as a customer downloads it: the documents route's signed link, then
// the PDF's text with its whitespace folded. Only tests import it.
import { extractText } from 'unpdf';
import type { TestApp } from './test-app';

/** The text of `doc` (policy-certificate, policy-schedule...) of the policy, as `token` gets it. */
export async function policyDocumentText(
  t: TestApp,
  token: string,
  policyId: string,
  doc: string,
): Promise<string> {
  const link = await t.call<{ location: string }>(
    'GET',
    `/api/documents/policy/${policyId}/${doc}`,
    { token },
  );
  expect(link.status).toBe(200);
  const response = await fetch(link.body.location.replace('http://platform.test', t.baseUrl));
  expect(response.status).toBe(200);
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}
