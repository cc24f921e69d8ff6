import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { US_CONVENTIONAL } from '../../../../../tests/fixtures/labs/lab-report-fixtures';
import { makeLabPdf } from '../../../../../tests/fixtures/labs/make-lab-pdf';
import { MAX_PDF_UNPACKED_BYTES } from './extraction-limits';
import { deflatedRepeat, operatorBombPdf, pdfWithStream, zeroBombPdf } from './hostile-pdf.fixture';
import { DEFAULT_UNPACKED_SIZE_LIMITS, checkPdfUnpackedSize } from './pdf-unpacked-size';

const MB = 1024 * 1024;

describe('checkPdfUnpackedSize', () => {
  it('measures a real lab report as small', async () => {
    const size = await checkPdfUnpackedSize(await makeLabPdf(US_CONVENTIONAL));
    expect(size.streams).toBeGreaterThan(0);
    expect(size.unpackedBytes).toBeGreaterThan(1000);
    expect(size.unpackedBytes).toBeLessThan(MB);
  });

  it('refuses decompression bombs (60 MB of operators, 300 MB of zeros) without unpacking them whole', async () => {
    for (const bomb of [operatorBombPdf(), zeroBombPdf()]) {
      const started = performance.now();
      await expect(checkPdfUnpackedSize(bomb)).rejects.toMatchObject({
        code: 'DECOMPRESSED_TOO_LARGE',
        message: expect.stringContaining(`more than ${MAX_PDF_UNPACKED_BYTES / MB} MB`),
      });
      // Stops at the budget: far less than the time to unpack 60 or 300 MB.
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('adds every stream up against one budget, used by a page or not', async () => {
    const limits = { ...DEFAULT_UNPACKED_SIZE_LIMITS, maxUnpackedBytes: 3 * MB };
    const twoMb = deflatedRepeat(' ', 2 * MB);
    const one = pdfWithStream(twoMb);
    expect((await checkPdfUnpackedSize(one, limits)).unpackedBytes).toBe(2 * MB);
    const two = pdfWithStream(twoMb, {
      extraStreams: [{ dictionary: '/Filter /FlateDecode', data: twoMb }],
    });
    await expect(checkPdfUnpackedSize(two, limits)).rejects.toMatchObject({
      code: 'DECOMPRESSED_TOO_LARGE',
    });
  });

  it('follows filter chains: deflate inside deflate, hex around deflate, run-length', async () => {
    const limits = { ...DEFAULT_UNPACKED_SIZE_LIMITS, maxUnpackedBytes: MB };
    const twice = deflateSync(deflatedRepeat('0 0 m\n', 4 * MB));
    await expect(
      checkPdfUnpackedSize(pdfWithStream(twice, { filter: '[/FlateDecode /FlateDecode]' }), limits),
    ).rejects.toMatchObject({ code: 'DECOMPRESSED_TOO_LARGE' });
    const hex = Buffer.from(`${deflatedRepeat('0 0 m\n', 2 * MB).toString('hex')}>`);
    await expect(
      checkPdfUnpackedSize(
        pdfWithStream(hex, { filter: '[/ASCIIHexDecode /FlateDecode]' }),
        limits,
      ),
    ).rejects.toMatchObject({ code: 'DECOMPRESSED_TOO_LARGE' });
    // 257 - 129 = 128 copies of the next byte, 20,000 times: 2.5 MB from 40 kB.
    const runs = Buffer.alloc(40_000, Buffer.from([129, 0x20]));
    await expect(
      checkPdfUnpackedSize(pdfWithStream(runs, { filter: '/RunLengthDecode' }), limits),
    ).rejects.toMatchObject({ code: 'DECOMPRESSED_TOO_LARGE' });
    const small = Buffer.concat([Buffer.alloc(1000, Buffer.from([129, 0x20])), Buffer.from([128])]);
    expect(
      (await checkPdfUnpackedSize(pdfWithStream(small, { filter: '/RunLengthDecode' }), limits))
        .unpackedBytes,
    ).toBe(64_000);
  });

  it('holds an image to its pixels: too many pixels, or data larger than its pixels need', async () => {
    const huge = pdfWithStream(deflatedRepeat(' ', 1000), {
      extraStreams: [
        {
          dictionary:
            '/Type /XObject /Subtype /Image /Width 10000 /Height 5000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
          data: deflatedRepeat('\0', 1000),
        },
      ],
    });
    await expect(checkPdfUnpackedSize(huge)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    // A 100 × 100 grey image needs 10 kB: 60 MB of operators behind an image's name is refused.
    const disguised = pdfWithStream(deflatedRepeat(' ', 1000), {
      extraStreams: [
        {
          dictionary:
            '/Type /XObject /Subtype /Image /Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
          data: deflatedRepeat('0 0 m 1 1 l S\n', 60 * MB),
        },
      ],
    });
    await expect(checkPdfUnpackedSize(disguised)).rejects.toMatchObject({
      code: 'DECOMPRESSED_TOO_LARGE',
    });
    const honest = pdfWithStream(deflatedRepeat(' ', 1000), {
      extraStreams: [
        {
          dictionary:
            '/Type /XObject /Subtype /Image /Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
          data: deflatedRepeat('\x7f', 10_000),
        },
      ],
    });
    expect((await checkPdfUnpackedSize(honest)).unpackedImageBytes).toBeGreaterThan(9_000);
  });

  it('refuses a stream whose filter it cannot read from the dictionary', async () => {
    const indirect = pdfWithStream(deflatedRepeat(' ', 1000), { filter: '9 0 R' });
    await expect(checkPdfUnpackedSize(indirect)).rejects.toMatchObject({ code: 'UNREADABLE_FILE' });
  });
});
