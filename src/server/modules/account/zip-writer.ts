/**
 * The data export's ZIP, written with fflate (a maintained, streaming ZIP library we already use to
 * read Apple Health exports). Text entries (JSON, CSV, README) are deflated, which shrinks them to
 * a fraction; lab PDFs and images are stored as they are, since they are compressed already and
 * deflating them again costs time for nothing. Names are UTF-8; every entry carries its CRC-32.
 */
import { crc32 } from 'node:zlib';
import { strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
  modified?: Date;
}

/** Files whose formats compress their own contents: stored, not deflated again. */
const COMPRESSED_ALREADY = /\.(pdf|png|jpe?g|gif|webp|heic|heif|zip|gz)$/i;

/** zlib's default level: most of the saving at a fraction of level 9's time. */
const DEFLATE_LEVEL = 6;

export function createZip(entries: readonly ZipEntry[]): Buffer {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  // Without a worker, fflate hands each chunk to this callback synchronously as it is pushed.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`Duplicate ZIP entry ${entry.name}`);
    seen.add(entry.name);
    const data = typeof entry.data === 'string' ? strToU8(entry.data) : entry.data;
    const file = COMPRESSED_ALREADY.test(entry.name)
      ? new ZipPassThrough(entry.name)
      : new ZipDeflate(entry.name, { level: DEFLATE_LEVEL });
    file.mtime = entry.modified ?? new Date();
    zip.add(file);
    file.push(data, true);
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}

/** The CRC-32 each entry's central directory record holds (the streaming writer puts it there). */
function centralCrcs(archive: Buffer): Map<string, number> {
  const crcs = new Map<string, number>();
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('Not a ZIP archive');
  let at = archive.readUInt32LE(endAt + 16);
  for (let index = archive.readUInt16LE(endAt + 10); index > 0; index -= 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory');
    const nameLength = archive.readUInt16LE(at + 28);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    crcs.set(name, archive.readUInt32LE(at + 16));
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return crcs;
}

/** Reads an archive back (the tests, anyone checking an export); a CRC that does not match throws. */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const crcs = centralCrcs(archive);
  const files = unzipSync(new Uint8Array(archive.buffer, archive.byteOffset, archive.byteLength));
  return new Map(
    Object.entries(files).map(([name, data]) => {
      if (crc32(data) !== crcs.get(name)) throw new Error(`${name}: CRC mismatch`);
      return [name, Buffer.from(data)];
    }),
  );
}
