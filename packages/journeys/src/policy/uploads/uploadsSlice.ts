// The upload page's data (spec 001 §2 "Upload page", §3 "Upload", §7): each chosen file is staged
// as soon as it is added (one call per file, its progress reported), refused files are kept by
// name with their rejection code, and the commit sends the staged names with the comment and the
// type's purpose. The state lives with the page (useReducer), not in the app's store: it is the
// page's own while it is open, and so loads with the page's chunk instead of every app's entry.
import {
  type ApiClient,
  type CommitUploadBody,
  type CommitUploadResult,
  commitUpload,
  isApiClientError,
  stageUpload,
} from '@brand/api-client';
import { uploadProgress } from '@brand/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Dispatch } from 'react';
import { type CallFailure, callFailure } from '../../shared/call-failure';
import { progressFetch } from './progress-fetch';

/** A file the platform refused: its name and the code of why (the drop zone lists its own). */
export interface UploadRejection {
  name: string;
  code: string;
}

/** One chosen file: staging or staged, with its progress from 0 to 1 (2 decimals). */
export interface UploadFileState {
  name: string;
  status: 'uploading' | 'staged';
  progress: number;
}

/** The upload page's state. */
export interface UploadsState {
  files: UploadFileState[];
  rejections: UploadRejection[];
  commitStatus: 'idle' | 'sending' | 'failed';
  commitFailure: CallFailure | null;
}

/** Before anything is chosen. */
export const initialUploadsState: UploadsState = {
  files: [],
  rejections: [],
  commitStatus: 'idle',
  commitFailure: null,
};

/** The upload page's reducer and actions. */
export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState: initialUploadsState,
  reducers: {
    /** A file's upload started (a name added again replaces the one before). */
    stageStarted(state, action: PayloadAction<string>) {
      const name = action.payload;
      state.files = state.files.filter((file) => file.name !== name);
      state.files.push({ name, status: 'uploading', progress: 0 });
      state.rejections = state.rejections.filter((rejection) => rejection.name !== name);
    },
    /** Bytes of a file went out. */
    uploadProgressed(state, action: PayloadAction<{ name: string; progress: number }>) {
      const file = state.files.find((one) => one.name === action.payload.name);
      if (file && file.status === 'uploading') file.progress = action.payload.progress;
    },
    /** The platform kept the file. */
    staged(state, action: PayloadAction<string>) {
      const file = state.files.find((one) => one.name === action.payload);
      if (file) Object.assign(file, { status: 'staged', progress: 1 });
    },
    /** The platform refused the file: it leaves the list and is shown as refused (spec 001 §5). */
    refused(state, action: PayloadAction<{ name: string; rejections: UploadRejection[] }>) {
      state.files = state.files.filter((file) => file.name !== action.payload.name);
      state.rejections.push(...action.payload.rejections);
    },
    /** The customer removed a file from the list. */
    fileRemoved(state, action: PayloadAction<string>) {
      state.files = state.files.filter((file) => file.name !== action.payload);
    },
    commitStarted(state) {
      state.commitStatus = 'sending';
      state.commitFailure = null;
    },
    commitFailed(state, action: PayloadAction<CallFailure>) {
      state.commitStatus = 'failed';
      state.commitFailure = action.payload;
    },
  },
});

const actions = uploadsSlice.actions;
/** The page's actions. */
export const { fileRemoved, uploadProgressed } = actions;
/** One of the page's actions. */
export type UploadsAction = ReturnType<(typeof actions)[keyof typeof actions]>;

/**
 * Stages one file, reporting its progress. A refusal naming files (`upload.rejected`) lists each
 * by name with its code; any other failure refuses the file with its code or `unknown`.
 */
export async function stageUploadFile(
  api: ApiClient,
  dispatch: Dispatch<UploadsAction>,
  policyId: string,
  file: Blob & { name: string },
): Promise<void> {
  const { name } = file;
  dispatch(actions.stageStarted(name));
  const body = new FormData();
  body.append('file', file, name);
  try {
    await stageUpload(
      api,
      { id: policyId, body },
      {
        fetch: progressFetch((loaded, total) =>
          dispatch(uploadProgressed({ name, progress: uploadProgress(loaded, total) })),
        ),
      },
    );
    dispatch(actions.staged(name));
  } catch (error) {
    const problem = isApiClientError(error) ? error.problem : undefined;
    const rejections =
      problem?.code === 'upload.rejected' && problem.errors?.length
        ? problem.errors.map((entry) => ({ name: entry.path, code: entry.message }))
        : [{ name, code: callFailure(error).code ?? 'unknown' }];
    dispatch(actions.refused({ name, rejections }));
  }
}

/** Sends the staged files to the team; a replay answers the same upload. Null when it failed. */
export async function commitUploadFiles(
  api: ApiClient,
  dispatch: Dispatch<UploadsAction>,
  input: { policyId: string; fileNames: string[]; comment: string; purpose: string },
): Promise<CommitUploadResult | null> {
  dispatch(actions.commitStarted());
  try {
    return await commitUpload(api, {
      id: input.policyId,
      body: {
        fileNames: input.fileNames,
        // The product's configured purpose for the type: one the platform's list holds.
        purpose: input.purpose as CommitUploadBody['purpose'],
        ...(input.comment.trim() ? { comment: input.comment } : {}),
      },
    });
  } catch (error) {
    dispatch(actions.commitFailed(callFailure(error)));
    return null;
  }
}
