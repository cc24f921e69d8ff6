/**
 * Hostile Apple Health archives for the tests of ADR 075: XML nested, wide, with long text or
 * values, too many sources or impossible dates, and ZIPs built byte by byte so that their headers
 * can lie about sizes and a couple of MB can unpack to gigabytes (deflate blocks of one repeated
 * character, each block written once and repeated). Legitimate exports come from
 * apple-health-test-kit.ts.
 */
import { constants, deflateRawSync } from 'node:zlib';
import { Zip, ZipDeflate } from 'fflate';

/** export.xml around `inner`, as the Health app starts it. */
export const healthXml = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_GB">\n${inner}</HealthData>\n`;

/** One <Record> in Apple's attribute layout. */
export function recordXml(
  type: string,
  value: string | number,
  start: string,
  options: { unit?: string; source?: string; end?: string } = {},
): string {
  return ` <Record type="${type}" sourceName="${options.source ?? 'Scale'}" unit="${options.unit ?? 'kg'}" startDate="${start}" endDate="${options.end ?? start}" value="${value}"/>\n`;
}

export const nestedXml = (depth: number) =>
  healthXml(`${'<Record>'.repeat(depth)}${'</Record>'.repeat(depth)}`);

export const wideXml = (attributes: number) =>
  healthXml(`<Record ${Array.from({ length: attributes }, (_, i) => `a${i}="1"`).join(' ')}/>\n`);

export const longTextXml = (chars: number) =>
  healthXml(`<Record type="x">${'x'.repeat(chars)}</Record>\n`);

export const longAttributeXml = (chars: number) =>
  healthXml(`<Record type="x" device="${'d'.repeat(chars)}"/>\n`);

/** A ZIP of the given entries, deflated with data descriptors (as the Health app writes it). */
export function zipOf(files: Record<string, string>): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data, final) => {
      if (error) return reject(error);
      parts.push(data);
      if (final) resolve(Buffer.concat(parts));
    });
    for (const [name, text] of Object.entries(files)) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(new TextEncoder().encode(text), true);
    }
    zip.end();
  });
}

/** Raw deflate of `text` ending on a byte boundary and not final, so segments can be joined. */
const segment = (text: string) =>
  deflateRawSync(Buffer.from(text, 'utf8'), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
/** An empty final block: the end of a deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export interface RawEntry {
  name: string;
  /** The entry's deflated bytes, as chunks (they may be repeated references to one buffer). */
  deflated: Uint8Array[];
  /** Sizes written in the local header; without them the entry has a data descriptor. */
  declared?: { compressed: number; uncompressed: number };
}

function localHeader(entry: RawEntry): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  // Bit 3: sizes in a data descriptor after the data; bit 11: the name is UTF-8.
  header.writeUInt16LE((entry.declared ? 0 : 0x0008) | 0x0800, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(entry.declared?.compressed ?? 0, 18);
  header.writeUInt32LE(entry.declared?.uncompressed ?? 0, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** The ZIP of raw entries as a stream: only the chunks given are ever held. */
export async function* rawZip(entries: RawEntry[]): AsyncGenerator<Uint8Array> {
  for (const entry of entries) {
    yield localHeader(entry);
    let compressed = 0;
    for (const chunk of entry.deflated) {
      compressed += chunk.length;
      yield chunk;
    }
    if (!entry.declared) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(compressed >>> 0, 8);
      yield descriptor;
    }
  }
}

/**
 * Deflated bytes of `prefix` then `repeat` copies of `unit` (1 MB of it per deflate block): a few
 * kB per repeated block whatever the unit, so `repeat` 2048 of 1 MB of spaces is 2 GB unpacked.
 */
export function bombDeflate(prefix: string, unit: string, repeat: number): Uint8Array[] {
  const block = segment(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  return [segment(prefix), ...Array.from({ length: repeat }, () => block), FINAL_BLOCK];
}

/** Deflated bytes of a whole text (one entry of honest content). */
export const deflated = (text: string): Uint8Array[] => [segment(text), FINAL_BLOCK];

export const byteLength = (chunks: Uint8Array[]) =>
  chunks.reduce((total, chunk) => total + chunk.length, 0);

/** The chunks of a stream, collected (for archives small enough to hold). */
export async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
