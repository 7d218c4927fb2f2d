import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DropZone, type DropZoneFile, type DropZoneProps } from './DropZone';

function fileInfo(name: string, size = 250_000) {
  return { name, size, type: '' };
}

function Stateful(args: DropZoneProps) {
  const [files, setFiles] = useState<readonly DropZoneFile[]>(args.files);
  return (
    <DropZone
      {...args}
      files={files}
      onAdd={(added) => {
        setFiles((current) => [...current, ...added.map((file) => ({ file, progress: 0 }))]);
        args.onAdd(added);
      }}
      onRemove={(name) => {
        setFiles((current) => current.filter((f) => f.file.name !== name));
        args.onRemove(name);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DropZone',
  component: DropZone,
  args: {
    id: 'proof',
    name: 'proof',
    label: 'Upload proof of your no-claims discount',
    hint: 'PNG, JPG, HEIC, PDF, DOC, DOCX or RTF, up to 10 MB each',
    files: [],
    onAdd: fn(),
    onRemove: fn(),
    onReject: fn(),
    onBlur: fn(),
    chooseLabel: 'Choose files',
    dropInstructions: 'Drag and drop files here, or',
    dragActiveText: 'Drop the files here',
    rejectionMessages: {
      'file-invalid-type': 'Wrong file type',
      'file-too-large': 'Size exceeds 10MB',
      'too-many-files': 'Too many files',
      unknown: 'Unknown problem',
    },
    maxFiles: 5,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    dropInstructions: { control: 'text' },
    dragActiveText: { control: 'text' },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = {
  args: {
    files: [
      { file: fileInfo('ncd-letter.pdf'), progress: 1 },
      { file: fileInfo('renewal-notice.jpg'), progress: 0.42 },
      { file: fileInfo('photo-of-certificate.heic'), progress: 0 },
    ],
  },
};
export const ChosenNotYetUploaded: Story = {
  args: {
    files: [{ file: fileInfo('ncd-letter.pdf') }, { file: fileInfo('renewal-notice.docx') }],
  },
};
export const WithError: Story = {
  args: { error: 'Please upload at least one file', required: true },
};
export const Disabled: Story = {
  args: { files: [{ file: fileInfo('ncd-letter.pdf'), progress: 0.6 }], disabled: true },
};
