/**
 * Upload checks for lab reports (max 10 MB): a file is accepted only when its first bytes are a
 * JPEG, PNG, GIF or PDF signature AND its extension names the same type; executables are refused
 * whatever they are called. The client's file name is kept only as a cleaned display name.
 */
import type { LabFileKind } from '#shared/contracts/labs.contract';

export const FILE_CONTENT_TYPES: Readonly<Record<LabFileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

const EXTENSION_KINDS: Readonly<Record<string, LabFileKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Signatures of programs and scripts: refused even inside an allowed-looking name. */
const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  ascii('MZ'), // Windows PE / DOS
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  ascii('#!'), // scripts
];

export function isExecutable(bytes: Uint8Array): boolean {
  return EXECUTABLE_SIGNATURES.some((signature) => startsWith(bytes, signature));
}

/** The type the content says it is, by magic bytes; null for anything else. */
export function sniffFileKind(bytes: Uint8Array): LabFileKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

/** The type the file name's last extension names; null when none or not allowed. */
export function extensionKind(filename: string): LabFileKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(filename.trim());
  return match?.[1] ? (EXTENSION_KINDS[match[1].toLowerCase()] ?? null) : null;
}

/** The accepted type, or null when content and name do not both say the same allowed type. */
export function acceptedFileKind(bytes: Uint8Array, filename: string): LabFileKind | null {
  if (isExecutable(bytes)) return null;
  const sniffed = sniffFileKind(bytes);
  return sniffed !== null && sniffed === extensionKind(filename) ? sniffed : null;
}

/** The last path segment, without control characters, at most 120 characters; for display only. */
export function displayName(filename: string, kind: LabFileKind): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'"<>'.includes(c))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  return clean ? clean.slice(-120) : `lab-report.${kind === 'jpeg' ? 'jpg' : kind}`;
}
