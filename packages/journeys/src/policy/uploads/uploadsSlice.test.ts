import { type ApiClient, ApiClientError } from '@brand/api-client';
import { uploadProgress } from '@brand/domain';
import {
  commitUploadFiles,
  fileRemoved,
  initialUploadsState,
  stageUploadFile,
  type UploadsAction,
  type UploadsState,
  uploadProgressed,
  uploadsSlice,
} from './uploadsSlice';

const file = Object.assign(new Blob(['%PDF']), { name: 'ncd.pdf' });

/**
 * A client whose one call goes through the call's own fetch (the page's progress reporter, on
 * jsdom's fetch path: complete once sent), then answers or throws.
 */
function clientThat(outcome: () => unknown): ApiClient {
  return {
    async request(_request, options) {
      globalThis.fetch = (async () => ({ ok: true, status: 200 })) as unknown as typeof fetch;
      await options?.fetch?.('/api/documents/upload/stage/PL1', { method: 'POST' });
      return outcome();
    },
  } as ApiClient;
}

const realFetch = globalThis.fetch;
const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  // biome-ignore lint/suspicious/noExplicitAny: removing the global for the test only.
  delete (globalThis as any).XMLHttpRequest;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = realXhr;
});

/** Runs a page call against the reducer, recording every state it passed through. */
async function run(call: (dispatch: (action: UploadsAction) => void) => Promise<unknown>) {
  let state: UploadsState = initialUploadsState;
  const seen: UploadsState[] = [];
  await call((action) => {
    state = uploadsSlice.reducer(state, action);
    seen.push(state);
  });
  return { state, seen };
}

describe('the upload page’s calls and state', () => {
  it('shows a file’s progress rounded to 2 decimals while it uploads, and complete once staged', async () => {
    const api = clientThat(() => ({ files: [] }));
    const { state, seen } = await run((dispatch) => stageUploadFile(api, dispatch, 'PL1', file));
    expect(seen.map((one) => one.files[0]?.progress)).toEqual([0, 1, 1]);
    expect(
      uploadsSlice.reducer(
        seen[0] as UploadsState,
        uploadProgressed({ name: 'ncd.pdf', progress: uploadProgress(4567, 10_000) }),
      ).files[0]?.progress,
    ).toBe(0.46);
    expect(state.files).toEqual([{ name: 'ncd.pdf', status: 'staged', progress: 1 }]);
    expect(uploadsSlice.reducer(state, fileRemoved('ncd.pdf')).files).toEqual([]);
  });

  it('removes a refused file from the list and keeps each refusal by name with its code', async () => {
    const api = clientThat(() => {
      throw new ApiClientError({
        kind: 'UNEXPECTED',
        operationId: 'stageUpload',
        status: 400,
        problem: {
          type: 'urn:brand:problem:bad-request',
          title: 'The request is not valid.',
          status: 400,
          code: 'upload.rejected',
          errors: [{ path: 'ncd.pdf', message: 'file-invalid-type', text: 'is not a PDF' }],
        },
      });
    });
    const { state } = await run((dispatch) => stageUploadFile(api, dispatch, 'PL1', file));
    expect(state.files).toEqual([]);
    expect(state.rejections).toEqual([{ name: 'ncd.pdf', code: 'file-invalid-type' }]);
  });

  it('refuses a file whose call failed otherwise with the unknown code', async () => {
    const api = clientThat(() => {
      throw new TypeError('Network request failed');
    });
    const { state } = await run((dispatch) => stageUploadFile(api, dispatch, 'PL1', file));
    expect(state.rejections).toEqual([{ name: 'ncd.pdf', code: 'unknown' }]);
  });

  it('keeps a failed commit’s failure for the page', async () => {
    const api = clientThat(() => {
      throw new TypeError('Network request failed');
    });
    const { state } = await run(async (dispatch) =>
      expect(
        await commitUploadFiles(api, dispatch, {
          policyId: 'PL1',
          fileNames: ['ncd.pdf'],
          comment: '',
          purpose: 'PROOF_OF_NCD',
        }),
      ).toBeNull(),
    );
    expect(state.commitStatus).toBe('failed');
  });
});
