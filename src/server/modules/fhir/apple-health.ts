/**
 * Reads an Apple Health export (the ZIP the Health app makes) as a stream, under the limits of
 * ADR 075: the ZIP is unpacked entry by entry as its bytes arrive (fflate's streaming Unzip) and
 * each XML entry near the top of the archive is parsed as it unpacks (apple-health-xml.ts), so
 * memory stays bounded however large the export is. The export is the largest entry whose root is
 * <HealthData>, whatever the phone's language named it. Only per-day summaries are kept
 * (apple-health-collector.ts).
 *
 * This is the reader itself, synchronous per chunk; the server runs it in a worker thread
 * (apple-health-import.ts), tests and the memory bench call it directly.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { AppleHealthSummary } from './apple-health-collector';
import {
  AppleHealthError,
  APPLE_HEALTH_LIMITS,
  type AppleHealthLimits,
} from './apple-health-limits';
import { createXmlEntryReader, type ElementBudget, type XmlEntryReader } from './apple-health-xml';

/**
 * Compressed bytes handed to the inflater at once. Deflate unpacks at most about 1,030 times, so
 * one step yields at most about 16 MB before the unpacked-size checks run again.
 */
const INFLATE_STEP = 16 * 1024;
const STORED = 0;
const DEFLATED = 8;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Where the Health app puts export.xml: in the archive's top folder (apple_health_export/ in
 * English, another name elsewhere) or at its root; workout routes and ECGs sit deeper.
 */
export function isExportCandidate(name: string): boolean {
  const parts = name.split('/').filter((part) => part.length > 0);
  return parts.length <= 2 && parts[0] !== '__MACOSX' && /\.xml$/i.test(name);
}

export interface AppleHealthZipReader {
  /** The next bytes of the ZIP; throws AppleHealthError past a limit or on a broken file. */
  push(chunk: Uint8Array): void;
  /** After the last chunk: the export's summary. */
  finish(): AppleHealthSummary;
  zipBytes(): number;
}

interface Progress {
  /** ZIP bytes handed to the unzipper so far: the ratio is to these, not to a whole chunk. */
  zipBytes: number;
  unpacked: number;
  failure: unknown;
  best: { bytes: number; summary: AppleHealthSummary } | null;
  /** An export entry started and not yet ended (a ZIP cut off inside it is unreadable). */
  openExport: boolean;
}

/** Counts unpacked bytes against the total and against the ratio to the ZIP bytes seen. */
function countUnpacked(progress: Progress, limits: AppleHealthLimits, bytes: number): void {
  progress.unpacked += bytes;
  if (progress.unpacked > limits.maxUnpackedBytes) throw new AppleHealthError('unpacked_too_large');
  if (
    progress.unpacked > limits.ratioFloorBytes &&
    progress.unpacked > progress.zipBytes * limits.maxRatio
  )
    throw new AppleHealthError('unpacked_too_large');
}

/**
 * Bytes decoded to text at once. Node makes a decoded string of a megabyte or more an external
 * string, whose memory the worker's heap cap does not count; smaller pieces stay on the heap.
 */
const DECODE_STEP = 256 * 1024;

function writeDecoded(
  xml: XmlEntryReader,
  decoder: TextDecoder,
  bytes: Uint8Array,
  final: boolean,
) {
  for (let at = 0; at < bytes.length; at += DECODE_STEP) {
    const last = at + DECODE_STEP >= bytes.length;
    xml.write(decoder.decode(bytes.subarray(at, at + DECODE_STEP), { stream: !(final && last) }));
    if (xml.state() === 'other') return;
  }
  if (bytes.length === 0 && final) xml.write(decoder.decode());
}

/** Feeds one entry's unpacked bytes to its XML reader, when it is a candidate for the export. */
function entryHandler(progress: Progress, limits: AppleHealthLimits, xml: XmlEntryReader | null) {
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  return (error: Error | null, chunk: Uint8Array | null, final: boolean) => {
    if (progress.failure) return;
    try {
      if (error) {
        // Our own refusal, thrown inside the inflater's callback, comes back here as its error.
        if (error instanceof AppleHealthError || xml?.state() === 'export') throw error;
        return; // a broken entry that is not the export is no concern of ours
      }
      const size = chunk?.length ?? 0;
      bytes += size;
      countUnpacked(progress, limits, size);
      if (!xml || xml.state() === 'other') return;
      writeDecoded(xml, decoder, chunk ?? new Uint8Array(0), final);
      progress.openExport = xml.state() === 'export';
      if (!final) return;
      xml.close();
      progress.openExport = false;
      if (xml.state() === 'export' && (!progress.best || progress.best.bytes < bytes))
        progress.best = { bytes, summary: xml.summary() };
    } catch (caught) {
      progress.failure =
        caught instanceof AppleHealthError ? caught : new AppleHealthError('bad_xml');
    }
  };
}

export function createAppleHealthZipReader(
  limits: AppleHealthLimits = APPLE_HEALTH_LIMITS,
  now: Date = new Date(),
): AppleHealthZipReader {
  const progress: Progress = {
    zipBytes: 0,
    unpacked: 0,
    failure: null,
    best: null,
    openExport: false,
  };
  const budget: ElementBudget = { elements: 0 };
  const unzip = new Unzip((file: UnzipFile) => {
    if (progress.failure) return;
    if (file.compression !== STORED && file.compression !== DEFLATED) {
      // Left unstarted, fflate would keep the entry's bytes in memory; the Health app only deflates.
      progress.failure = new AppleHealthError('unsupported_zip');
      return;
    }
    const xml = isExportCandidate(file.name) ? createXmlEntryReader(limits, budget, now) : null;
    file.ondata = entryHandler(progress, limits, xml);
    // Every entry is unpacked (and counted), even one that is not read: an entry never started
    // stays buffered inside fflate.
    file.start();
  });
  unzip.register(UnzipInflate);
  let head = new Uint8Array(0);
  let received = 0;

  const raise = () => {
    if (progress.failure) throw progress.failure;
  };
  const feed = (bytes: Uint8Array, final: boolean) => {
    try {
      for (let at = 0; at < bytes.length; at += INFLATE_STEP) {
        progress.zipBytes += Math.min(INFLATE_STEP, bytes.length - at);
        unzip.push(
          bytes.subarray(at, at + INFLATE_STEP),
          final && at + INFLATE_STEP >= bytes.length,
        );
        raise();
      }
      if (bytes.length === 0) unzip.push(bytes, final);
    } catch (error) {
      if (error instanceof AppleHealthError) throw error;
      throw new AppleHealthError(progress.openExport ? 'bad_xml' : 'not_zip');
    }
    raise();
  };

  return {
    push(chunk) {
      received += chunk.length;
      if (received > limits.maxZipBytes) throw new AppleHealthError('too_large');
      if (head.length < ZIP_MAGIC.length) {
        // The first bytes may arrive in pieces; a ZIP starts with a local file header "PK\x03\x04".
        head = Buffer.concat([head, chunk]);
        if (head.length < ZIP_MAGIC.length) return;
        if (ZIP_MAGIC.some((byte, i) => head[i] !== byte)) throw new AppleHealthError('not_zip');
        chunk = head;
      }
      feed(chunk, false);
    },
    finish() {
      if (head.length < ZIP_MAGIC.length) throw new AppleHealthError('not_zip');
      try {
        feed(new Uint8Array(0), true);
      } catch (error) {
        // A ZIP cut off after the export ended still holds the whole export; any limit stands.
        const cutOff = error instanceof AppleHealthError && error.reason === 'not_zip';
        if (!cutOff || progress.openExport || !progress.best) throw error;
      }
      if (progress.openExport) throw new AppleHealthError('bad_xml');
      if (!progress.best) throw new AppleHealthError('no_export');
      return progress.best.summary;
    },
    zipBytes: () => received,
  };
}

export interface ReadAppleHealthOptions {
  /** Bytes of ZIP accepted (AppleHealthError 'too_large' past it). */
  maxBytes: number;
  onBytes?: (bytes: number) => void;
  /** Any limit to tighten or loosen (tests); the rest are APPLE_HEALTH_LIMITS. */
  limits?: Partial<AppleHealthLimits>;
  now?: Date;
}

/** Streams the ZIP's bytes through the reader on this thread (the worker, tests, the bench). */
export async function readAppleHealthExport(
  zip: AsyncIterable<Uint8Array>,
  options: ReadAppleHealthOptions,
): Promise<AppleHealthSummary> {
  const reader = createAppleHealthZipReader(
    { ...APPLE_HEALTH_LIMITS, ...options.limits, maxZipBytes: options.maxBytes },
    options.now,
  );
  for await (const chunk of zip) {
    reader.push(chunk);
    options.onBytes?.(reader.zipBytes());
  }
  return reader.finish();
}
