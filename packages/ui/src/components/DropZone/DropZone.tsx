import {
  addUploadFiles,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  type UploadFileInfo,
  type UploadRejectionCode,
} from '@brand/domain';
import styled from '@emotion/styled';
import { type ReactNode, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { reducedMotion } from '../../theme/theme';
import { Button } from '../Button';
import {
  type FieldBaseProps,
  type FieldBlurHandler,
  FieldSet,
  hasContent,
  useFieldIds,
} from '../Field';

/** A file chosen for upload, with how far its upload has got. */
export interface DropZoneFile {
  /** The file (a browser File, or anything with its name, size and type). */
  file: UploadFileInfo;
  /** Upload progress from 0 to 1; no bar is shown while undefined. */
  progress?: number;
}

/** A file refused when added, with why. */
export interface DropZoneRejection {
  /** The refused file. */
  file: UploadFileInfo;
  /** Why: an upload rejection code, or another code from the drop library. */
  code: UploadRejectionCode | (string & {});
}

/** Messages for refused files by rejection code; `unknown` serves any code without a message of its own. */
export type DropZoneRejectionMessages = Partial<Record<UploadRejectionCode, string>> & {
  /** The message for a code with no message of its own. */
  unknown: string;
};

/** Props of DropZone. */
export interface DropZoneProps extends FieldBaseProps {
  /** The form field's name (given to the file input). */
  name: string;
  /** The files chosen so far, with their progress. */
  files: readonly DropZoneFile[];
  /** Runs with the files that passed the checks (never a name already chosen). */
  onAdd: (files: File[]) => void;
  /** Runs with the name of the file whose remove button was pressed. */
  onRemove: (fileName: string) => void;
  /** Runs with the files refused in the latest batch (also shown in the zone). */
  onReject?: (rejections: DropZoneRejection[]) => void;
  /** Runs when focus leaves the zone. */
  onBlur?: FieldBlurHandler;
  /** Text of the button that opens the file chooser, e.g. 'Choose files'. */
  chooseLabel: string;
  /** Text in the zone inviting a drop, e.g. 'Drag and drop files here, or'. */
  dropInstructions: ReactNode;
  /** Text shown while files are dragged over the zone, e.g. 'Drop the files here'. @default dropInstructions */
  dragActiveText?: ReactNode;
  /** Message for each rejection code, shown after the file's name. */
  rejectionMessages: DropZoneRejectionMessages;
  /** Accessible name of a file's remove button. @default (name) => `Remove ${name}` */
  removeLabel?: (fileName: string) => string;
  /** Largest file in bytes. @default UPLOAD_MAX_BYTES (10 MB) */
  maxBytes?: number;
  /** Accepted file extensions, without dots. @default UPLOAD_ACCEPTED_EXTENSIONS */
  accept?: readonly string[];
  /** Most files in all; unlimited when absent. */
  maxFiles?: number;
  /** Files cannot be added or removed (e.g. while uploading). @default false */
  disabled?: boolean;
}

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>(
  ({ theme, $active, $invalid }) => `
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm}px;
  padding: ${theme.space.lg}px ${theme.space.md}px;
  border: 2px dashed ${$invalid ? theme.colors.error : $active ? theme.colors.primary : theme.colors.border};
  background: ${$active ? theme.colors.primarySubtle : theme.colors.surface};
  color: ${theme.colors.text};
  text-align: center;
  transition: background-color 120ms ease-in-out;
  ${reducedMotion}
`,
);

const FileList = styled.ul(
  ({ theme }) => `
  margin: ${theme.space.md}px 0 0;
  padding: 0;
  list-style: none;
`,
);

const FileRow = styled.li(
  ({ theme }) => `
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.xxs}px ${theme.space.sm}px;
  padding: ${theme.space.xs}px 0;
  border-bottom: 1px solid ${theme.colors.borderSubtle};
`,
);

const FileName = styled.span`
  overflow-wrap: anywhere;
`;

const Progress = styled.div(
  ({ theme }) => `
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${theme.space.xs}px;
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
`,
);

const Track = styled.div(
  ({ theme }) => `
  flex: 1 1 auto;
  height: ${theme.space.xs}px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
`,
);

const Fill = styled.div<{ $percent: number }>(
  ({ theme, $percent }) => `
  width: ${$percent}%;
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 200ms linear;
  ${reducedMotion}
`,
);

const Rejections = styled.ul(
  ({ theme }) => `
  margin: ${theme.space.md}px 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.error};
  font-weight: ${theme.fontWeights.bold};
  /* Kept in the page while empty, so screen readers are listening when messages arrive. */
  &:empty { margin: 0; }
`,
);

/** Progress as a whole percentage, kept within 0–100. */
function percentOf(progress: number): number {
  return Math.round(Math.min(Math.max(progress, 0), 1) * 100);
}

/**
 * A drop area for files that is also a button to choose them. Files are checked with the upload
 * rules (type, size, count; a name already chosen is skipped); each chosen file shows its progress
 * and a remove button, and each refused one its name and the message for why.
 */
export function DropZone({
  id,
  name,
  label,
  hint,
  error,
  required = false,
  requiredMarker,
  errorPrefix,
  hideLabel,
  files,
  onAdd,
  onRemove,
  onReject,
  onBlur,
  chooseLabel,
  dropInstructions,
  dragActiveText,
  rejectionMessages,
  removeLabel = (fileName) => `Remove ${fileName}`,
  maxBytes = UPLOAD_MAX_BYTES,
  accept = UPLOAD_ACCEPTED_EXTENSIONS,
  maxFiles,
  disabled = false,
}: DropZoneProps) {
  // The fieldset takes the derived id, so the field's own id lands on the button for error summaries.
  const groupIds = useFieldIds(`${id}-group`);
  const invalid = hasContent(error);
  const [rejections, setRejections] = useState<DropZoneRejection[]>([]);

  // The upload rules decide, not the drop library, so one rule set serves browser and server.
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled,
    onDrop: (dropped, refused) => {
      const decision = addUploadFiles(
        files.map((f) => f.file),
        dropped,
        { maxBytes, accept, maxFiles },
      );
      const refusedByLibrary = refused.map(({ file, errors }) => ({
        file,
        code: errors[0]?.code ?? 'unknown',
      }));
      const batch: DropZoneRejection[] = [...decision.rejected, ...refusedByLibrary];
      setRejections(batch);
      if (batch.length > 0) onReject?.(batch);
      if (decision.accepted.length > 0) onAdd(decision.accepted);
    },
  });

  const messageFor = (code: string) =>
    (Object.hasOwn(rejectionMessages, code)
      ? rejectionMessages[code as UploadRejectionCode]
      : undefined) ?? rejectionMessages.unknown;

  return (
    <FieldSet
      id={groupIds.inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      errorPrefix={errorPrefix}
      hideLabel={hideLabel}
      onBlur={onBlur}
    >
      <Zone {...getRootProps()} $active={isDragActive} $invalid={invalid}>
        <input
          {...getInputProps({
            name,
            accept: accept.map((extension) => `.${extension}`).join(','),
            // The button below is the control; the native input is only the chooser behind it.
            'aria-hidden': true,
          })}
        />
        <span>
          {isDragActive && dragActiveText !== undefined ? dragActiveText : dropInstructions}
        </span>
        <Button
          id={id}
          variant="secondary"
          onClick={open}
          disabled={disabled}
          aria-describedby={groupIds.describedBy({ hint, error })}
        >
          {chooseLabel}
        </Button>
      </Zone>
      {/* The alert holds the list (a list given the alert role is no list to assistive technology). */}
      <div role="alert">
        <Rejections>
          {rejections.map(({ file, code }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a batch may refuse two files of one name; the list is replaced whole.
            <li key={index}>
              {file.name}: {messageFor(code)}
            </li>
          ))}
        </Rejections>
      </div>
      {files.length > 0 ? (
        <FileList>
          {files.map(({ file, progress }, index) => {
            const nameId = `${id}-file-${index}`;
            return (
              <FileRow key={file.name}>
                <FileName id={nameId}>{file.name}</FileName>
                <Button
                  variant="link"
                  onClick={() => onRemove(file.name)}
                  disabled={disabled}
                  aria-label={removeLabel(file.name)}
                >
                  ✕
                </Button>
                {progress !== undefined ? (
                  <Progress>
                    <Track
                      role="progressbar"
                      aria-labelledby={nameId}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percentOf(progress)}
                      aria-valuetext={`${percentOf(progress)}%`}
                    >
                      <Fill $percent={percentOf(progress)} />
                    </Track>
                    <span aria-hidden="true">{percentOf(progress)}%</span>
                  </Progress>
                ) : null}
              </FileRow>
            );
          })}
        </FileList>
      ) : null}
    </FieldSet>
  );
}
