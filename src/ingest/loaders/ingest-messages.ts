/** User-facing texts of ingestion failures (English, like every error message): one message and one hint each. */
export interface IngestMessage {
  message: string;
  hint: string;
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const ingestMessages = {
  tooLarge: (size: number, limit: number): IngestMessage => ({
    message: `File is ${megabytes(size)} (${size} bytes), larger than the limit of ${megabytes(limit)} (${limit} bytes).`,
    hint: 'Raise the limit with the option maxFileBytes, the environment variable ANKER_MAX_FILE_MB or the CLI flag --max-file-mb, or split the file.',
  }),
  empty: (): IngestMessage => ({
    message: 'File contains no text.',
    hint: 'Check that the file is not empty and was exported completely.',
  }),
  binary: (format: string): IngestMessage => ({
    message: `File looks binary, not ${format} text (NUL bytes or invalid characters).`,
    hint: 'Check the file extension: is this really a text file? Rename it to its real type (e.g. .pdf, .docx) or convert it to UTF-8 text.',
  }),
  unsupported: (extension: string, supported: readonly string[]): IngestMessage => ({
    message: `Unsupported file type "${extension || '(no extension)'}".`,
    hint: `Supported extensions: ${supported.join(', ')}. Convert the file to one of them.`,
  }),
  notFound: (): IngestMessage => ({
    message: 'File not found.',
    hint: 'Check the path.',
  }),
  notAFile: (): IngestMessage => ({
    message: 'Path is not a regular file.',
    hint: 'Pass a file, or a folder to the ingest command (folders are read recursively).',
  }),
  unreadable: (reason: string): IngestMessage => ({
    message: `File cannot be read: ${reason}.`,
    hint: 'Check the file permissions.',
  }),
  corruptPdf: (reason: string): IngestMessage => ({
    message: `PDF is corrupt or truncated and cannot be read (${reason}).`,
    hint: 'Open the file in a PDF viewer to check it, then export or download it again.',
  }),
  encryptedPdf: (): IngestMessage => ({
    message: 'PDF is password-protected.',
    hint: 'Remove the password protection (e.g. print to a new PDF) and ingest it again.',
  }),
  pdfWithoutText: (pages: number): IngestMessage => ({
    message: `PDF has ${pages} page(s) but no extractable text; it is probably scanned images.`,
    hint: 'Run OCR on the file first (e.g. `ocrmypdf in.pdf out.pdf`), then ingest the result.',
  }),
  corruptDocx: (reason: string): IngestMessage => ({
    message: `DOCX is corrupt or not a Word document (${reason}).`,
    hint: 'Open and save the file again in Word or LibreOffice; older .doc files must be saved as .docx.',
  }),
  invalidStatus: (value: string): IngestMessage => ({
    message: `Front matter "status: ${value}" is not allowed.`,
    hint: 'Use one of: current, superseded, archived.',
  }),
  invalidFrontMatter: (reason: string): IngestMessage => ({
    message: `Front matter is not valid YAML (${reason}).`,
    hint: 'Check the block between the two "---" lines at the top of the file.',
  }),
  changedWhileRead: (): IngestMessage => ({
    message: 'File changed while it was being ingested; nothing of it was written.',
    hint: 'Ingest it again once it is no longer being written to.',
  }),
  loaderFailed: (format: string, reason: string): IngestMessage => ({
    message: `File could not be read as ${format} (${reason}).`,
    hint: 'Check that the file opens in its usual application; if it does, report this with the file attached.',
  }),
} as const;
