import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { DropZone, type DropZoneFile, type DropZoneProps } from './DropZone';

const messages = {
  'file-invalid-type': 'Wrong file type',
  'file-too-large': 'Size exceeds 10MB',
  'too-many-files': 'Too many files',
  unknown: 'Unknown problem',
};

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({
  initial = [],
  onAdd,
  ...props
}: Partial<DropZoneProps> & { initial?: DropZoneFile[] }) {
  const [files, setFiles] = useState<DropZoneFile[]>(initial);
  return (
    <DropZone
      id="proof"
      name="proof"
      label="Upload your proof of no-claims discount"
      chooseLabel="Choose files"
      dropInstructions="Drag and drop files here, or"
      rejectionMessages={messages}
      onRemove={(name) => setFiles((current) => current.filter((f) => f.file.name !== name))}
      {...props}
      files={files}
      onAdd={(added) => {
        setFiles((current) => [...current, ...added.map((file) => ({ file }))]);
        onAdd?.(added);
      }}
    />
  );
}

// The file input's accept attribute would filter the files before the rules see them.
const setup = () => userEvent.setup({ applyAccept: false });
const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('DropZone choosing files', () => {
  it('is a keyboard-operable button that opens the file chooser', async () => {
    const { user, container } = renderWithTheme(<Harness />);
    const click = jest.spyOn(fileInput(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('adds accepted files and lists them with a remove button', async () => {
    const onAdd = jest.fn();
    const { container } = renderWithTheme(<Harness onAdd={onAdd} />);
    const user = setup();
    await user.upload(fileInput(container), [fileOf('licence.pdf', 'application/pdf')]);
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'licence.pdf' })]);
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
    expect(screen.queryByText('licence.pdf')).not.toBeInTheDocument();
  });

  it('names each refused file with the message for its rejection code', async () => {
    const onAdd = jest.fn();
    const onReject = jest.fn();
    const { container } = renderWithTheme(
      <Harness onAdd={onAdd} onReject={onReject} maxFiles={2} />,
    );
    await setup().upload(fileInput(container), [
      fileOf('photo.png', 'image/png'),
      fileOf('notes.txt', 'text/plain'),
      fileOf('scan.pdf', 'application/pdf', 10_485_761),
      fileOf('letter.docx', ''),
      fileOf('extra.jpg', 'image/jpeg'),
    ]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'notes.txt: Wrong file type',
      'scan.pdf: Size exceeds 10MB',
      'extra.jpg: Too many files',
    ]);
    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'photo.png' }),
      expect.objectContaining({ name: 'letter.docx' }),
    ]);
    expect(onReject).toHaveBeenCalledWith([
      expect.objectContaining({ code: 'file-invalid-type' }),
      expect.objectContaining({ code: 'file-too-large' }),
      expect.objectContaining({ code: 'too-many-files' }),
    ]);
  });

  it('falls back to the unknown message for a code it has no message for', async () => {
    const { 'file-too-large': _, ...withoutTooLarge } = messages;
    const { container } = renderWithTheme(<Harness rejectionMessages={withoutTooLarge} />);
    await setup().upload(fileInput(container), [fileOf('scan.pdf', 'application/pdf', 10_485_761)]);
    expect(screen.getByRole('alert')).toHaveTextContent('scan.pdf: Unknown problem');
  });

  it('does not add a file whose name is already chosen', async () => {
    const onAdd = jest.fn();
    const { container } = renderWithTheme(
      <Harness initial={[{ file: fileOf('licence.pdf', 'application/pdf') }]} onAdd={onAdd} />,
    );
    await setup().upload(fileInput(container), [fileOf('licence.pdf', 'application/pdf')]);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getAllByText('licence.pdf')).toHaveLength(1);
  });
});

describe('DropZone progress', () => {
  it('shows each file’s progress as a percentage', () => {
    renderWithTheme(
      <Harness
        initial={[
          { file: fileOf('licence.pdf', 'application/pdf'), progress: 0.426 },
          { file: fileOf('photo.png', 'image/png'), progress: 1.2 },
          { file: fileOf('waiting.png', 'image/png') },
        ]}
      />,
    );
    const licence = screen.getByRole('progressbar', { name: 'licence.pdf' });
    expect(licence).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('43%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'photo.png' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByRole('progressbar', { name: 'waiting.png' })).not.toBeInTheDocument();
  });
});

describe('DropZone labelling', () => {
  it('groups the zone under its label and links the hint and error to the button', () => {
    renderWithTheme(
      <Harness hint="PDF, Word or a photo, up to 10 MB" error="Please upload at least one file" />,
    );
    expect(
      screen.getByRole('group', { name: 'Upload your proof of no-claims discount' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      /PDF, Word or a photo, up to 10 MB.*Error: Please upload at least one file/,
    );
  });
});
