import { describe, expect, it } from 'vitest';
import {
  acceptedFileKind,
  displayName,
  extensionKind,
  isExecutable,
  sniffFileKind,
} from './lab-upload';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );
const PDF = bytes('%PDF-1.7\n');
const PNG = bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const GIF = bytes('GIF89a');

describe('upload file checks (type by magic bytes and extension)', () => {
  it('knows the four types by their magic bytes', () => {
    expect([PDF, PNG, JPEG, GIF].map(sniffFileKind)).toEqual(['pdf', 'png', 'jpeg', 'gif']);
    expect(sniffFileKind(bytes('<html>'))).toBeNull();
    expect(sniffFileKind(bytes())).toBeNull();
  });
  it('needs the extension to name the same type', () => {
    expect(acceptedFileKind(PDF, 'Report.PDF')).toBe('pdf');
    expect(acceptedFileKind(JPEG, 'photo.jpg')).toBe('jpeg');
    expect(acceptedFileKind(JPEG, 'photo.jpeg')).toBe('jpeg');
    expect(acceptedFileKind(PDF, 'photo.jpg')).toBeNull();
    expect(acceptedFileKind(GIF, 'scan')).toBeNull();
    expect(extensionKind('archive.pdf.exe')).toBeNull();
  });
  it('refuses executables whatever they are called', () => {
    for (const program of [
      bytes('MZ', 0x90),
      bytes(0x7f, 'ELF'),
      bytes(0xcf, 0xfa, 0xed, 0xfe),
      bytes('#!/bin/sh'),
    ]) {
      expect(isExecutable(program)).toBe(true);
      expect(acceptedFileKind(program, 'report.pdf')).toBeNull();
    }
  });
  it('keeps only a cleaned last segment of the client name, for display', () => {
    expect(displayName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(displayName('C:\\Users\\me\\lab "x".pdf', 'pdf')).toBe('lab x.pdf');
    expect(displayName('..', 'jpeg')).toBe('lab-report.jpg');
    expect(displayName(`${'a'.repeat(300)}.png`, 'png')).toHaveLength(120);
  });
});
