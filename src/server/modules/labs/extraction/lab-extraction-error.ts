/** Why a file could not be read; the routes turn the code into a 4xx answer with this message. */
export type LabExtractionErrorCode = 'UNREADABLE_FILE' | 'IMAGE_TOO_LARGE' | 'TOO_MANY_PAGES';

export class LabExtractionError extends Error {
  constructor(
    readonly code: LabExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LabExtractionError';
  }
}
