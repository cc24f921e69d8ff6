/**
 * The checks the browser can make before sending a file: size (10 MB) and type. The server
 * checks again, by content as well, so these only save a wasted upload.
 */
import { LAB_UPLOAD_LIMITS } from '#shared/contracts/labs.contract';

export const FILE_TOO_LARGE_MESSAGE = 'File is too large (max 10 MB)';
export const FILE_TYPE_MESSAGE =
  'This file type is not accepted. Upload a PDF, JPEG, PNG or GIF file.';
export const FILE_EMPTY_MESSAGE = 'This file is empty. Choose another file.';
export const ACCEPTED_FILE_TYPES = 'PDF, JPEG, PNG or GIF, up to 10 MB';
/** For the file input's `accept`: both extensions and MIME types, so every picker filters right. */
export const FILE_INPUT_ACCEPT = [
  ...LAB_UPLOAD_LIMITS.extensions,
  ...LAB_UPLOAD_LIMITS.mimeTypes,
].join(',');

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** The message to show for a file we will not send, or null when it may go. */
export function validateLabFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = extensionOf(file.name);
  const expectedType = MIME_BY_EXTENSION[extension];
  if (!expectedType) return FILE_TYPE_MESSAGE;
  // Browsers leave `type` empty when they do not know it; the server reads the content anyway.
  if (file.type && file.type !== expectedType) return FILE_TYPE_MESSAGE;
  if (file.size > LAB_UPLOAD_LIMITS.maxBytes) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return FILE_EMPTY_MESSAGE;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
