import { describe, expect, it } from 'vitest';
import { barcodeFormatHint } from './barcode-hint';

describe('the barcode format hint', () => {
  it('counts the digits in words, one digit included', () => {
    expect(barcodeFormatHint('5')).toMatch(/^That is 1 digit: /);
    expect(barcodeFormatHint('12345')).toMatch(/^That is 5 digits: /);
  });

  it('says nothing of a code of a barcode length, printed with spaces and dashes', () => {
    expect(barcodeFormatHint('3 017620-422003')).toBeNull();
    expect(barcodeFormatHint('737628064502')).toBeNull();
  });
});
