// The upload page (spec 001 §2 "Upload page", §5 "Upload"): the drop zone (also a button that
// opens the file chooser, so a keyboard alone can use it), each file staged as it is added with
// its progress, each refused file by name with the message of its rejection code (unknown codes
// get the fallback), the comment for the review team, and the send button.
import { useApiClient } from '@brand/app-shell';
import { productConfigFor, UPLOAD_PURPOSES, type UploadType } from '@brand/config';
import { type BrandTheme, Button, DropZone, ErrorState, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { useRejectionMessages } from './rejection-messages';
import type { UploadReceipt } from './UploadConfirmation';
import {
  commitUploadFiles,
  fileRemoved,
  initialUploadsState,
  stageUploadFile,
  uploadsSlice,
} from './uploadsSlice';

const Form = styled.form(({ theme }) => {
  const { space, typeScale } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.lg}px;
  max-width: 40rem;
  min-width: 0;
  > h2 { margin: 0; font-size: ${typeScale.h3.fontSize}px; line-height: ${typeScale.h3.lineHeight}px; }
  > p { margin: 0; }
`;
});

const Refused = styled.ul(({ theme }) => {
  const { space, colors, fontWeights } = theme as BrandTheme;
  return `
  margin: ${space.sm}px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.xxs}px;
  color: ${colors.error};
  font-weight: ${fontWeights.bold};
  &:empty { display: none; }
`;
});

/** Props of UploadPage. */
export interface UploadPageProps {
  policy: Policy;
  uploadType: UploadType;
}

/** The upload page of one upload type of a policy. */
export function UploadPage({ policy, uploadType }: UploadPageProps) {
  const t = useTexts();
  const api = useApiClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(uploadsSlice.reducer, initialUploadsState);
  const settings = productConfigFor(policy.productUrlName).uploads;
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messages = useRejectionMessages(settings.maxFiles);
  const { files, rejections } = state;
  const uploading = files.some((file) => file.status === 'uploading');
  const typeLabel = t(`uploads.types.${uploadType}.label`);

  const send = async () => {
    const staged = files.filter((file) => file.status === 'staged').map((file) => file.name);
    if (uploading) return setError(t('uploads.stillUploading'));
    if (staged.length === 0) return setError(t('uploads.noFiles'));
    setError(null);
    const sent = await commitUploadFiles(api, dispatch, {
      policyId: policy.policyId,
      fileNames: staged,
      comment,
      purpose: UPLOAD_PURPOSES[uploadType],
    });
    if (sent) {
      const receipt: UploadReceipt = { uploadType, committedAt: sent.committedAt };
      navigate(policyPagePath(policy, `uploads/${uploadType}/confirmation`), { state: receipt });
    }
  };

  return (
    <Form
      noValidate
      aria-labelledby="upload-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h2 id="upload-heading">{t('uploads.title', { type: typeLabel })}</h2>
      <p>{t(`uploads.types.${uploadType}.description`)}</p>
      {/* One grid item: the platform's refusals sit right under the zone, with no gap when none. */}
      <div>
        <DropZone
          id="upload-files"
          name="files"
          label={t('forms.upload.title')}
          hint={t('uploads.dropZone.limits', {
            maxFiles: settings.maxFiles,
            maxSize: `${Math.round(settings.maxSize / 1024 / 1024)} MB`,
            types: settings.accept.map((extension) => extension.toUpperCase()).join(', '),
          })}
          required
          error={error ?? undefined}
          files={files.map((file) => ({
            file: { name: file.name, size: 0 },
            ...(file.status === 'uploading' ? { progress: file.progress } : {}),
          }))}
          onAdd={(added) => {
            setError(null);
            for (const file of added) {
              void stageUploadFile(api, dispatch, policy.policyId, file);
            }
          }}
          onRemove={(name) => dispatch(fileRemoved(name))}
          chooseLabel={t('uploads.dropZone.browse')}
          dropInstructions={t('uploads.dropZone.label')}
          rejectionMessages={messages}
          removeLabel={(name) => t('uploads.remove', { name })}
          maxBytes={settings.maxSize}
          accept={settings.accept}
          maxFiles={settings.maxFiles}
          disabled={state.commitStatus === 'sending'}
        />
        {/* The platform's refusals (the drop zone lists its own): each file by name with why. */}
        <div role="alert">
          {rejections.length > 0 ? (
            <Refused>
              {rejections
                .filter((rejection) => !files.some((file) => file.name === rejection.name))
                .map((rejection) => (
                  <li key={`${rejection.name}-${rejection.code}`}>
                    {t('uploads.rejectedFile', {
                      name: rejection.name,
                      message:
                        messages[rejection.code as keyof typeof messages] ?? messages.unknown,
                    })}
                  </li>
                ))}
            </Refused>
          ) : null}
        </div>
      </div>
      <TextInput
        id="upload-comment"
        name="comment"
        label={t('forms.questions.upload.comment.label')}
        hint={t('forms.questions.upload.comment.hint')}
        value={comment}
        onChange={setComment}
        maxLength={1000}
      />
      {state.commitStatus === 'failed' ? (
        <ErrorState heading={t('uploads.failed')} announce>
          {state.commitFailure?.message ?? ''}
        </ErrorState>
      ) : null}
      <div>
        <Button type="submit" loading={state.commitStatus === 'sending'}>
          {t('uploads.submit')}
        </Button>
      </div>
    </Form>
  );
}
