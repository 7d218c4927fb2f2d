import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../../shared/fake-platform';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';
import type { Policy } from '../policyApi';
import { POLICY_DOCUMENTS } from './documents-test-data';

const realFetch = globalThis.fetch;
const realOpen = window.open;
afterEach(() => {
  globalThis.fetch = realFetch;
  window.open = realOpen;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

function renderDocuments(policy: Policy, routes: Parameters<typeof fakePlatform>[0] = {}) {
  const calls = fakePlatform({
    [`GET /api/policies/${policy.policyId}`]: { status: 200, body: policy },
    [`GET /api/documents/policy/${policy.policyId}`]: { status: 200, body: POLICY_DOCUMENTS },
    ...routes,
  });
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route: `/flex/policy/${policy.policyId}/documents` },
  );
  return { ...rendered, calls };
}

describe('the documents tab', () => {
  it('lists the policy’s documents by name and the upload buttons of the product', async () => {
    renderDocuments(policyOf());
    const list = await screen.findByRole('region', { name: 'Your documents' });
    expect(
      await within(list).findByRole('button', {
        name: 'Open Certificate of motor insurance (opens in a new tab)',
      }),
    ).toBeVisible();
    expect(within(list).getByText('Statement of fact')).toBeVisible();
    expect(
      within(list).getByText('Motor legal expenses: insurance product information document'),
    ).toBeVisible();
    const uploads = screen.getByRole('region', { name: 'Send us a document' });
    expect(within(uploads).getByRole('link', { name: 'Upload driving licence' })).toHaveAttribute(
      'href',
      '/flex/policy/PL1/uploads/driving-licence',
    );
  });

  it('opens a document in a new tab at the link the platform gives', async () => {
    const opened: unknown[][] = [];
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    const location = 'https://platform.example/api/documents/files/a.pdf?link=x';
    const { calls } = renderDocuments(policyOf(), {
      'GET /api/documents/policy/PL1/policy-certificate': {
        status: 200,
        body: { documentType: 'policy-certificate', fileName: 'a.pdf', location },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: /Open Certificate of motor insurance/ }),
    );
    await screen.findByRole('button', { name: /Open Certificate of motor insurance/ });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((call) => call.path === '/api/documents/policy/PL1/policy-certificate')).toBe(
      true,
    );
    expect(opened).toEqual([[location, '_blank', 'noopener']]);
  });

  it('shows the missing-document modal when the document is not ready', async () => {
    window.open = (() => null) as typeof window.open;
    renderDocuments(policyOf(), {
      'GET /api/documents/policy/PL1/policy-schedule': {
        status: 200,
        body: { documentType: 'policy-schedule', fileName: 'b.pdf', location: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Open Policy schedule/ }));
    const modal = await screen.findByRole('dialog', { name: 'This document isn’t ready yet' });
    expect(within(modal).getByText(/still preparing this document/)).toBeVisible();
  });
});
