import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { fakePlatform } from '../../shared/fake-platform';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';
import { uploadReceivedDate } from './UploadConfirmation';

const realFetch = globalThis.fetch;
const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  // The client reports progress through XMLHttpRequest where there is one; the fake platform
  // answers fetch, so the tests take the client's fetch path (progress reported once, complete).
  // biome-ignore lint/suspicious/noExplicitAny: removing the global for the test only.
  delete (globalThis as any).XMLHttpRequest;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = realXhr;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };
const COMMITTED_AT = '2026-03-02T00:30:00.000Z';

function Address() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

function renderUploads(route = '/flex/policy/PL1/uploads/proof-of-ncd') {
  const policy = policyOf();
  const calls = fakePlatform({
    [`GET /api/policies/${policy.policyId}`]: { status: 200, body: policy },
    [`POST /api/documents/upload/stage/${policy.policyId}`]: (body) => {
      const file = (body as FormData).get('file') as File;
      if (file.name === 'renamed.pdf') {
        return {
          status: 400,
          body: {
            title: 'The request is not valid.',
            status: 400,
            code: 'upload.rejected',
            errors: [{ path: 'renamed.pdf', message: 'file-invalid-type', text: 'is not a PDF' }],
          },
        };
      }
      return {
        status: 200,
        body: {
          policyId: policy.policyId,
          files: [{ fileName: file.name, contentType: 'application/pdf', size: file.size }],
        },
      };
    },
    [`POST /api/documents/upload/commit/${policy.policyId}`]: (body) => ({
      status: 201,
      body: {
        uploadId: 'UPL1',
        policyId: policy.policyId,
        purpose: (body as { purpose: string }).purpose,
        comment: (body as { comment?: string }).comment ?? null,
        committedAt: COMMITTED_AT,
        files: [],
      },
    }),
  });
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route
          path="/flex/policy/:policyId/*"
          element={
            <>
              <PolicyScreen product="flex" />
              <Address />
            </>
          }
        />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route },
  );
  return { ...rendered, calls };
}

const pdf = (name: string, size = 20) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('the upload page', () => {
  it('stages each file as it is added, names a refused one with its message, and sends the rest with the comment', async () => {
    const { container, calls } = renderUploads();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Upload proof of no claims discount' }),
    ).toBeVisible();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), [pdf('ncd-letter.pdf'), pdf('renamed.pdf')]);
    expect(
      await screen.findByText(
        'renamed.pdf: This type of file can’t be uploaded. Please choose a PNG, JPG, HEIC, PDF, DOC, DOCX or RTF file.',
      ),
    ).toBeVisible();
    expect(screen.getByText('ncd-letter.pdf')).toBeVisible();
    expect(screen.queryByText('renamed.pdf')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Five years');
    await user.click(screen.getByRole('button', { name: 'Send documents' }));
    const body = await screen.findByText(/We received your documents on/);
    expect(body).toHaveTextContent(
      `We received your documents on ${uploadReceivedDate(COMMITTED_AT)}.`,
    );
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/flex/policy/PL1/uploads/proof-of-ncd/confirmation',
    );
    const commit = calls.find((call) => call.path.endsWith('/commit/PL1'));
    expect(commit?.body).toEqual({
      fileNames: ['ncd-letter.pdf'],
      comment: 'Five years',
      purpose: 'PROOF_OF_NCD',
    });
    expect(screen.getByRole('link', { name: 'Back to your documents' })).toHaveAttribute(
      'href',
      '/flex/policy/PL1/documents',
    );
  });

  it('refuses a file over 10 MB by name before sending it, and asks for a file on an empty send', async () => {
    const { container, calls } = renderUploads();
    await screen.findByRole('heading', { level: 2, name: 'Upload proof of no claims discount' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), [pdf('scan.pdf', 10_485_761)]);
    expect(
      await screen.findByText('scan.pdf: This file is too big. The size exceeds 10MB.'),
    ).toBeVisible();
    expect(calls.some((call) => call.path.includes('/stage/'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send documents' }));
    expect(
      within(screen.getByRole('group', { name: /Upload documents/ })).getByText(
        'Choose at least one file to upload.',
      ),
    ).toBeVisible();
  });

  it('formats the day received as dd MMM yyyy in London', () => {
    // 00:30 UTC on 2 March is still 2 March in London (GMT); 23:30 UTC on 31 May is 1 June (BST).
    expect(uploadReceivedDate('2026-03-02T00:30:00.000Z')).toBe('02 Mar 2026');
    expect(uploadReceivedDate('2026-05-31T23:30:00.000Z')).toBe('01 Jun 2026');
  });

  it('sends an upload type the product does not offer to the documents tab', async () => {
    renderUploads('/flex/policy/PL1/uploads/passport');
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('/flex/policy/PL1/documents'),
    );
  });
});
