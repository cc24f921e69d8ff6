import { describe, expect, it } from 'vitest';
import { expandUpcE, gs1CheckDigit, parseBarcode } from './barcode';

describe('barcodes', () => {
  it('accepts real EAN-13 codes and refuses a wrong check digit', () => {
    // Nutella 400 g (Ferrero), and the GS1 example 4006381333931.
    expect(parseBarcode('3017620422003')).toEqual({ code: '3017620422003', format: 'EAN-13' });
    expect(parseBarcode('4006381333931')).toEqual({ code: '4006381333931', format: 'EAN-13' });
    expect(parseBarcode('3017620422004')).toBeNull();
    expect(parseBarcode('4006381333932')).toBeNull();
  });

  it('ignores spaces and dashes', () => {
    expect(parseBarcode('4 006381 333931')?.code).toBe('4006381333931');
    expect(parseBarcode('400-6381-333931')?.code).toBe('4006381333931');
  });

  it('accepts EAN-8 and UPC-A with their check digits', () => {
    expect(parseBarcode('96385074')).toEqual({ code: '96385074', format: 'EAN-8' });
    expect(parseBarcode('96385075')).toBeNull();
    // Coca-Cola 12 fl oz can (UPC-A).
    expect(parseBarcode('049000028911')).toEqual({ code: '049000028911', format: 'UPC-A' });
    expect(parseBarcode('036000291452')).toEqual({ code: '036000291452', format: 'UPC-A' });
    expect(parseBarcode('036000291453')).toBeNull();
  });

  it('expands UPC-E to UPC-A for the check digit and for storage', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(parseBarcode('04252614')).toEqual({ code: '042100005264', format: 'UPC-E' });
    // Each expansion rule (last digit 0-2, 3, 4, 5-9).
    expect(expandUpcE('01234505')?.slice(0, 11)).toBe('01200000345');
    expect(expandUpcE('01234535')?.slice(0, 11)).toBe('01230000045');
    expect(expandUpcE('01234545')?.slice(0, 11)).toBe('01234000005');
    expect(expandUpcE('01234565')?.slice(0, 11)).toBe('01234500006');
    // Number system 2-9 is not UPC-E.
    expect(expandUpcE('24252614')).toBeNull();
    expect(parseBarcode('04252615')).toBeNull();
  });

  it('refuses other lengths, letters and empty text', () => {
    for (const bad of [
      '',
      '123',
      '12345678901',
      '12345678901234',
      'ABCDEFGHIJKLM',
      '4006381333931x',
    ])
      expect(parseBarcode(bad), bad).toBeNull();
  });

  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });
});
