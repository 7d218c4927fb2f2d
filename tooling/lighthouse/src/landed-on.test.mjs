import assert from 'node:assert/strict';
import { test } from 'node:test';
import { finalUrlOf, wrongPage } from './landed-on.mjs';

const ORIGIN = 'http://127.0.0.1:4000';
const POLICY = `${ORIGIN}/flex/policy/POL1/details`;
const READ = '/api/policies/POL1';

/** A result that ended on `finalDisplayedUrl` having made `requests` ([path, status]). */
function result(finalDisplayedUrl, requests = []) {
  const items = requests.map(([path, statusCode]) => ({ url: `${ORIGIN}${path}`, statusCode }));
  return { finalDisplayedUrl, audits: { 'network-requests': { details: { items } } } };
}

test('a run that ended on the page asked for, its read answered, is that page’s measurement', () => {
  assert.equal(wrongPage(POLICY, result(`${POLICY}?tab=1`, [[READ, 200]]), READ), null);
  assert.equal(wrongPage(`${ORIGIN}/flex`, result(`${ORIGIN}/flex`)), null);
});

test('a run sent on to the sign-in is not the signed-in page’s, and says so', () => {
  assert.equal(
    wrongPage(POLICY, result(`${ORIGIN}/auth/interaction/abc`), READ),
    'the run ended on /auth/interaction/abc, not on /flex/policy/POL1/details (the sign-in: the session did not reach the measured tab)',
  );
});

test('a page that kept its address but had its read refused is not measured as shown', () => {
  const visitor = result(`${ORIGIN}/flex/proposal/P1`, [
    ['/api/session', 201],
    ['/api/proposals/P1', 404],
  ]);
  assert.equal(
    wrongPage(`${ORIGIN}/flex/proposal/P1`, visitor, '/api/proposals/P1'),
    "the page's read of /api/proposals/P1 answered 404: the session did not reach the measured tab",
  );
});

test('a page that never made its read is not measured as shown', () => {
  assert.match(wrongPage(POLICY, result(POLICY, [['/api/app-config', 200]]), READ), /never read/);
});

test('the final address is Lighthouse 12’s finalDisplayedUrl, else the older finalUrl', () => {
  assert.equal(
    finalUrlOf({ finalDisplayedUrl: 'http://a/x', finalUrl: 'http://a/y' }),
    'http://a/x',
  );
  assert.equal(finalUrlOf({ finalUrl: 'http://a/y' }), 'http://a/y');
});
