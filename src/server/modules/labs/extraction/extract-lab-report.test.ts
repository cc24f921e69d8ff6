import { afterAll, describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import {
  LAB_REPORT_FIXTURES,
  PATIENT_IDENTIFIERS,
  US_CONVENTIONAL,
  fixtureRows,
} from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import { makeLabPdf } from '../../../../../tests/fixtures/labs/make-lab-pdf';
import { createLabExtractor } from './extract-lab-report';
import { LabExtractionError } from './lab-extraction-error';
import { MAX_SCANNED_PDF_DRAWING_BYTES } from './extraction-limits';
import { deflatedRepeat, pdfWithStream } from './hostile-pdf.fixture';
import { hasTextLayer, openPdf, readPdfPageTexts } from './pdf-pages';
import { checkOcrImage, readImageSize } from './check-ocr-image';

const extractor = createLabExtractor(knowledgeFromFiles().biomarkers);
afterAll(() => extractor.close());

describe('text PDFs (unpdf)', () => {
  for (const fixture of LAB_REPORT_FIXTURES) {
    it(`reads the ${fixture.id} layout exactly, field by field`, async () => {
      const result = await extractor.extract(await makeLabPdf(fixture), 'pdf');
      // The header's 'Collected: 2026-11-02 08:15': the day the results belong to.
      expect(result).toMatchObject({ method: 'pdf-text', pages: 1, collectedOn: '2026-11-02' });
      expect(result.rows).toEqual(fixtureRows(fixture).map((row) => row.expected));
      const serialised = JSON.stringify(result);
      for (const identifier of PATIENT_IDENTIFIERS) expect(serialised).not.toContain(identifier);
    });
  }

  it('reads a report over several pages, each with its own header and footer, in order', async () => {
    const result = await extractor.extract(
      await makeLabPdf(US_CONVENTIONAL, { rowsPerPage: 10 }),
      'pdf',
    );
    expect(result.method).toBe('pdf-text');
    expect(result.pages).toBe(3);
    expect(result.rows).toEqual(fixtureRows(US_CONVENTIONAL).map((row) => row.expected));
  });

  it('leaves the caller’s bytes usable (pdf.js must not detach them)', async () => {
    const bytes = new Uint8Array(await makeLabPdf(US_CONVENTIONAL));
    await extractor.extract(bytes, 'pdf');
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect((await extractor.extract(bytes, 'pdf')).rows).toHaveLength(
      fixtureRows(US_CONVENTIONAL).length,
    );
  });

  it('refuses a file that is not a PDF with a readable error', async () => {
    const notPdf = new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf');
    await expect(extractor.extract(notPdf, 'pdf')).rejects.toMatchObject({
      code: 'UNREADABLE_FILE',
    });
  });

  it('counts a page with (almost) no printed text as a scan', () => {
    expect(hasTextLayer([''])).toBe(false);
    expect(hasTextLayer(['Page 1'])).toBe(false);
    expect(hasTextLayer(['Glucose 102 mg/dL 70-99 H\nSodium 140 mmol/L 135-145'])).toBe(true);
  });
});

describe('image checks before OCR', () => {
  const pngHeader = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return bytes;
  };

  it('reads the size from PNG, GIF and JPEG headers', () => {
    expect(readImageSize(pngHeader(1680, 2200))).toEqual({ width: 1680, height: 2200 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00]);
    expect(readImageSize(gif)).toEqual({ width: 320, height: 240 });
    // SOI, an APP0 segment of 16 bytes, then a baseline SOF0 with height 480 and width 640.
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array<number>(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0xe0,
      0x02,
      0x80,
      0x03,
    ]);
    expect(readImageSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(readImageSize(new TextEncoder().encode('MZ not an image'))).toBeNull();
  });

  it('refuses a decompression bomb and files that are no image, from the header alone', () => {
    expect(() => checkOcrImage(pngHeader(20_000, 20_000))).toThrow(LabExtractionError);
    expect(() => checkOcrImage(pngHeader(20_000, 20_000))).toThrow(/too large/);
    expect(() => checkOcrImage(new Uint8Array([1, 2, 3]))).toThrow(/could not be read/);
    expect(checkOcrImage(pngHeader(800, 600)).byteLength).toBe(33);
  });
});

describe('limits on what a PDF may cost to read', () => {
  it('refuses a text layer longer than the limit at the page that passes it', async () => {
    const pdf = await openPdf(await makeLabPdf(US_CONVENTIONAL));
    try {
      await expect(readPdfPageTexts(pdf, 100)).rejects.toMatchObject({
        code: 'TEXT_TOO_LONG',
        message: expect.stringContaining('more than 100 characters'),
      });
    } finally {
      await pdf.destroy();
    }
  });

  it('refuses to render for OCR a page without text that draws megabytes of operators', async () => {
    const drawn = pdfWithStream(
      deflatedRepeat('0 0 m 1 1 l S\n', MAX_SCANNED_PDF_DRAWING_BYTES + 1024 * 1024),
    );
    const started = performance.now();
    await expect(extractor.extract(drawn, 'pdf')).rejects.toMatchObject({
      code: 'DECOMPRESSED_TOO_LARGE',
      message: expect.stringContaining('draws too much'),
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses to render a page whose size would make a bitmap over the pixel limit', async () => {
    const poster = pdfWithStream(deflatedRepeat('0 0 m\n', 600), { pageSize: [14_400, 14_400] });
    await expect(extractor.extract(poster, 'pdf')).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
  });
});
