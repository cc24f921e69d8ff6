/**
 * How much one uploaded lab report may cost to read. A file is at most 10 MB, but a PDF's streams
 * are compressed and can unpack a thousand times over (one 179 kB file held 60 MB of drawing
 * operators: 36 s and 1.7 GB of memory to read). Every limit below is checked before or while the file is
 * read, in a worker thread; over any of them the upload is refused with a 422 saying what was too
 * big, and nothing is stored. ADR 017 gives the reasons for each figure.
 */
import { MAX_OCR_PIXELS } from './check-ocr-image';

export { MAX_OCR_PIXELS };

/** Lab reports run to a few pages; these bounds keep one upload from holding a worker for minutes. */
export const MAX_PDF_PAGES = 30;
export const MAX_SCANNED_PAGES = 6;

/**
 * Unpacked bytes of all a PDF's streams that are not images (page contents, fonts, object and
 * cross-reference streams), summed. A 30-page lab report with embedded font subsets unpacks to a
 * few MB; pdf.js parses about 1.6 MB of content operators a second on this machine.
 */
export const MAX_PDF_UNPACKED_BYTES = 16 * 1024 * 1024;

/**
 * Unpacked drawing (page contents and forms) of a PDF that has no text layer and so is rendered
 * for OCR. Rendering is far dearer than reading text: on this machine a megabyte of path operators
 * costs about 2 s and 100 MB of memory to draw, where reading the text layer over it takes
 * 60 ms. A scanned page draws one image in a few bytes; a page whose text was turned into
 * outlines draws a few hundred kB.
 */
export const MAX_SCANNED_PDF_DRAWING_BYTES = 2 * 1024 * 1024;

/**
 * Unpacked bytes of all a PDF's images, summed: six scanned A4 pages at 300 dpi in colour
 * (26 MB each) fit. Each image is also held to its own pixels (MAX_OCR_PIXELS) and to the bytes
 * those pixels need.
 */
export const MAX_PDF_UNPACKED_IMAGE_BYTES = 192 * 1024 * 1024;

/** Characters of text layer read from a PDF: a 30-page report prints about 100,000. */
export const MAX_PDF_TEXT_CHARS = 300_000;

/**
 * Wall-clock time for one file in a worker, from the moment a worker takes it (time waiting in the
 * queue is not counted). A text PDF takes well under a second and a scanned page about 5 s on a
 * quiet 2-core machine (twice that under load); six scanned pages fit.
 */
export const MAX_EXTRACTION_MS = 60_000;

/**
 * V8 heap of one extraction worker. pdf.js on a real report stays under 100 MB; a file that needs
 * more kills the worker (ERR_WORKER_OUT_OF_MEMORY), not the server, and the heap is given back.
 */
export const MAX_WORKER_HEAP_MB = 384;

/**
 * Uploads waiting for a worker, beyond those being read. Each holds its file (up to 10 MB) in
 * memory while it waits; past this the upload is answered 503 EXTRACTION_BUSY with Retry-After.
 */
export const MAX_QUEUED_EXTRACTIONS = 8;
