/**
 * pdfkit, loaded on the first PDF a process makes. With fontkit and its tables it costs an idle
 * server about 10 MB of heap, and most processes never print a report (ADR 126).
 */
import type PDFKit from 'pdfkit';

type PdfDocumentClass = typeof PDFKit;

let loading: Promise<PdfDocumentClass> | undefined;

/** pdfkit's document class, imported once per process. */
export function loadPdfDocument(): Promise<PdfDocumentClass> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
