/**
 * Test fixtures: small PDFs that expand enormously, built in memory so no binary file is checked
 * in. Deflate squeezes repetitive data about 1,000 to 1, so 60 MB of drawing operators or 300 MB
 * of zeros fit in a few hundred kilobytes.
 */
import { constants, deflateRawSync } from 'node:zlib';

const CHUNK_BYTES = 1024 * 1024;
const ADLER_MOD = 65521;

/**
 * `unit` repeated to about `bytes` bytes, as a zlib (FlateDecode) stream, without ever holding
 * the expanded data: one chunk is deflated once with a sync flush, the compressed chunk is
 * repeated, and the Adler-32 checksum is carried across the repeats arithmetically. 300 MB of
 * zeros takes a few milliseconds this way instead of seconds.
 */
export function deflatedRepeat(unit: string, bytes: number): Buffer {
  const chunkBytes = Math.max(unit.length, Math.min(bytes, CHUNK_BYTES));
  const chunk = Buffer.alloc(chunkBytes - (chunkBytes % unit.length), unit, 'latin1');
  const repeats = Math.max(1, Math.round(bytes / chunk.length));
  const body = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  // Adler-32 over one chunk, from a = 0 and b = 0, so that chunks can be chained.
  let sum = 0;
  let weighted = 0;
  for (const byte of chunk) {
    sum = (sum + byte) % ADLER_MOD;
    weighted = (weighted + sum) % ADLER_MOD;
  }
  let a = 1;
  let b = 0;
  for (let i = 0; i < repeats; i++) {
    b = (b + (((chunk.length % ADLER_MOD) * a) % ADLER_MOD) + weighted) % ADLER_MOD;
    a = (a + sum) % ADLER_MOD;
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(((b << 16) | a) >>> 0);
  const finalBlock = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(repeats).fill(body),
    finalBlock,
    trailer,
  ]);
}

/**
 * A PDF with a correct cross-reference table whose pages draw `content`, already compressed with
 * FlateDecode (or plain when `filter` is null). `text` lines are printed first, in Helvetica, from
 * a plain content stream.
 */
export function pdfWithStream(
  content: Buffer,
  options: {
    filter?: string | null;
    /** Further stream objects no page uses: their dictionary entries (without /Length) and data. */
    extraStreams?: { dictionary: string; data: Buffer }[];
    pages?: number;
    text?: string[];
    /** Width and height of the pages, in points (A4 when not given). */
    pageSize?: [number, number];
  } = {},
): Buffer {
  const filter = options.filter === undefined ? '/FlateDecode' : options.filter;
  const pageCount = options.pages ?? 1;
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream', 'latin1'),
    ]);

  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesId = add(''); // filled in below, once the page ids are known
  const contentId = add(stream(filter ? `/Filter ${filter}` : '', content));
  const printed = (options.text ?? [])
    .map((line, i) => `BT /F1 11 Tf 50 ${780 - i * 16} Td (${line}) Tj ET`)
    .join('\n');
  const textId = printed ? add(stream('', Buffer.from(printed, 'latin1'))) : null;
  const contents = textId ? `[${textId} 0 R ${contentId} 0 R]` : `${contentId} 0 R`;
  const fonts = '/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>';
  const pageIds: number[] = [];
  for (let i = 0; i < pageCount; i++) {
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${(options.pageSize ?? [595, 842]).join(' ')}] /Contents ${contents} /Resources << ${fonts} >> >>`,
      ),
    );
  }
  objects[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    'latin1',
  );
  for (const extra of options.extraStreams ?? []) add(stream(extra.dictionary, extra.data));

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** An operator bomb: about 60 MB of path operators behind a FlateDecode content stream. */
export const operatorBombPdf = (bytes = 60 * 1024 * 1024) =>
  pdfWithStream(deflatedRepeat('0 0 m 1 1 l S\n', bytes));

/** A zero bomb: 300 MB of zeros behind a FlateDecode stream. */
export const zeroBombPdf = (bytes = 300 * 1024 * 1024) =>
  pdfWithStream(deflatedRepeat('\0', bytes));
