import {
  addUploadFiles,
  checkUploadFile,
  fileExtension,
  hasEnoughUploadFiles,
  UPLOAD_MAX_BYTES,
  uploadProgress,
} from './upload-rules';

describe('checkUploadFile size limit', () => {
  it('accepts a file of exactly 10 MB and refuses one byte more', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(checkUploadFile({ name: 'a.pdf', size: 10_485_760 })).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 10_485_761 })).toBe('file-too-large');
  });
  it('uses a configured limit', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 11 }, { maxBytes: 10 })).toBe('file-too-large');
  });
  it('refuses a negative or non-numeric size', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: -1 })).toBe('file-invalid-type');
    expect(checkUploadFile({ name: 'a.pdf', size: Number.NaN })).toBe('file-invalid-type');
  });
});

describe('checkUploadFile type', () => {
  it.each(['a.png', 'a.JPG', 'a.jpeg', 'IMG_1.HEIC', 'a.pdf', 'a.doc', 'a.docx', 'a.rtf'])(
    'accepts %s',
    (name) => {
      expect(checkUploadFile({ name, size: 1 })).toBeNull();
    },
  );
  it.each(['a.exe', 'a.gif', 'pdf', '.pdf', 'a.', 'a.pdf.zip'])('refuses %s', (name) => {
    expect(checkUploadFile({ name, size: 1 })).toBe('file-invalid-type');
  });
  it('refuses a media type that contradicts the extension, but not an empty one', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 1, type: 'application/x-msdownload' })).toBe(
      'file-invalid-type',
    );
    expect(checkUploadFile({ name: 'a.heic', size: 1, type: '' })).toBeNull();
    expect(checkUploadFile({ name: 'a.png', size: 1, type: 'IMAGE/PNG' })).toBeNull();
  });
  it('uses a configured accept list', () => {
    expect(checkUploadFile({ name: 'a.png', size: 1 }, { accept: ['pdf'] })).toBe(
      'file-invalid-type',
    );
  });
});

describe('addUploadFiles', () => {
  const file = (name: string, size = 1) => ({ name, size });
  it('does not add a file whose name is already chosen, nor twice in one batch', () => {
    const result = addUploadFiles([file('a.pdf')], [file('a.pdf'), file('b.pdf'), file('b.pdf')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(result.rejected).toEqual([]);
  });
  it('refuses files past maxFiles as too many, counting those already chosen', () => {
    const result = addUploadFiles([file('a.pdf')], [file('b.pdf'), file('c.pdf')], {
      maxFiles: 2,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(result.rejected).toEqual([{ file: file('c.pdf'), code: 'too-many-files' }]);
  });
  it('reports each rejected file with its code and keeps the good ones', () => {
    const result = addUploadFiles(
      [],
      [file('x.exe'), file('big.pdf', UPLOAD_MAX_BYTES + 1), file('ok.png')],
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.rejected.map((r) => r.code)).toEqual(['file-invalid-type', 'file-too-large']);
  });
});

describe('other upload rules', () => {
  it('needs at least one file', () => {
    expect(hasEnoughUploadFiles([])).toBe(false);
    expect(hasEnoughUploadFiles([file()])).toBe(true);
    function file() {
      return { name: 'a.pdf', size: 1 };
    }
  });
  it('rounds progress to 2 decimals and caps it', () => {
    expect(uploadProgress(1, 3)).toBe(0.33);
    expect(uploadProgress(2, 3)).toBe(0.67);
    expect(uploadProgress(5, 3)).toBe(1);
    expect(uploadProgress(-1, 3)).toBe(0);
    expect(uploadProgress(1, 0)).toBe(0);
  });
  it('reads extensions in lower case', () => {
    expect(fileExtension('Scan.PDF')).toBe('pdf');
    expect(fileExtension('noext')).toBe('');
  });
});
