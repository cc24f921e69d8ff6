import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { describeDevice } from './user-agent';
import { createZip, readZip } from './zip-writer';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('zip writer', () => {
  it('refuses an entry whose bytes do not match its CRC-32', () => {
    const archive = createZip([{ name: 'a.json', data: '{"mood":4}' }]);
    // The central directory record (PK\1\2) holds the entry's CRC-32 at offset 16.
    const damaged = Buffer.from(archive);
    const central = damaged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    damaged.writeUInt32LE((damaged.readUInt32LE(central + 16) ^ 1) >>> 0, central + 16);
    expect(() => readZip(damaged)).toThrow(/CRC mismatch/);
    expect(readZip(archive).get('a.json')!.toString()).toBe('{"mood":4}');
  });

  it('writes entries that read back byte for byte, UTF-8 names included', () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    const archive = createZip([
      { name: 'README.txt', data: 'hello' },
      { name: 'files/résumé.pdf', data: bytes },
      { name: 'empty.csv', data: '' },
    ]);
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(['README.txt', 'files/résumé.pdf', 'empty.csv']);
    expect(files.get('README.txt')!.toString()).toBe('hello');
    expect(Buffer.compare(files.get('files/résumé.pdf')!, bytes)).toBe(0);
    expect(files.get('empty.csv')!.length).toBe(0);
  });

  it('deflates what compresses and stores what does not', () => {
    const json = JSON.stringify(
      Array.from({ length: 500 }, (_, day) => ({ date: `2026-01-${day % 28}`, mood: 4 })),
    );
    const noise = randomBytes(4096); // like a compressed image: deflate cannot shrink it
    const archive = createZip([
      { name: 'mood.json', data: json },
      { name: 'scan.png', data: noise },
    ]);
    // The JSON shrinks to a fraction; the incompressible file costs nothing extra.
    expect(archive.length).toBeLessThan(json.length / 4 + noise.length + 300);
    // Each central directory record (PK\1\2) names its entry's method at offset 10.
    const centralSignature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    const methods: number[] = [];
    for (
      let at = archive.indexOf(centralSignature);
      at >= 0;
      at = archive.indexOf(centralSignature, at + 4)
    )
      methods.push(archive.readUInt16LE(at + 10));
    expect(methods).toEqual([8, 0]);
    const files = readZip(archive);
    expect(files.get('mood.json')!.toString()).toBe(json);
    expect(Buffer.compare(files.get('scan.png')!, noise)).toBe(0);
  });

  it('refuses two entries with one name', () => {
    expect(() =>
      createZip([
        { name: 'a', data: '1' },
        { name: 'a', data: '2' },
      ]),
    ).toThrow();
  });

  it.runIf(hasUnzip)('is read by Info-ZIP unzip with every CRC checked', () => {
    const folder = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      const file = join(folder, 'test.zip');
      const big = JSON.stringify({ x: 'wellness '.repeat(2000) });
      writeFileSync(
        file,
        createZip([
          { name: 'a/b.json', data: '{"x":1}' },
          { name: 'a/big.json', data: big },
        ]),
      );
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      execFileSync('unzip', ['-q', file, '-d', folder]);
      expect(readFileSync(join(folder, 'a/b.json'), 'utf8')).toBe('{"x":1}');
      expect(readFileSync(join(folder, 'a/big.json'), 'utf8')).toBe(big);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks and leaves plain cells alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-tired')).toBe("'-tired");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a header and CRLF rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n,"y,z"\r\n');
  });
});

describe('device names', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s → %s', (agent, name) => {
    expect(describeDevice(agent)).toBe(name);
  });
});
