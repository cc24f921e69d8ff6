/** Why a file could not be read; the routes turn the code into a 4xx answer with this message. */
export type LabExtractionErrorCode =
  | 'UNREADABLE_FILE'
  | 'IMAGE_TOO_LARGE'
  | 'TOO_MANY_PAGES'
  /** The PDF's compressed streams unpack to more than the limits allow (a decompression bomb). */
  | 'DECOMPRESSED_TOO_LARGE'
  | 'TEXT_TOO_LONG'
  /** Reading the file took longer than MAX_EXTRACTION_MS: the worker was stopped. */
  | 'TOOK_TOO_LONG'
  /** Reading the file needed more than the worker's heap: the worker was stopped. */
  | 'NEEDS_TOO_MUCH_MEMORY';

export class LabExtractionError extends Error {
  constructor(
    readonly code: LabExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LabExtractionError';
  }
}
