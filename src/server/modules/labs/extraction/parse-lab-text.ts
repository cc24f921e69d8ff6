/**
 * Finds the biomarker rows in the text of a lab report (from a PDF's text layer or from OCR), one
 * printed line per row: name, value, unit, the lab's own range and the lab's flag, in whatever
 * order the layout prints them. Names are matched against the biomarker reference; a row the
 * reference does not know is kept with markerId null so the user can review it. Header and footer
 * lines (patient, dates, addresses, page numbers, signatures) are dropped before anything is read.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { readCollectionDate } from './collection-date';
import type { ExtractedRow } from './extraction.types';
import { isBoilerplateLine, sectionSpecimen, withoutDates } from './lab-report-boilerplate';
import { tidyLine } from './lab-line-tokens';
import { withArrowsReadAsOnes } from './lab-text/ocr-arrow-flags';
import { createParseContext, type ParseContext } from './lab-text/parse-context';
import {
  isWordsOnly,
  readColumnHeadings,
  siteCodeColumn,
  withoutTrailingCode,
} from './lab-text/report-layout';
import {
  continuedName,
  nameContinuedFrom,
  readRowLine,
  type Candidate,
} from './lab-text/row-candidates';
import { toRow } from './lab-text/row-from-candidate';

export interface ParseOptions {
  /** The text was read by OCR from a picture (see ParseContext.isOcr). */
  isOcr?: boolean;
}

export interface ParsedLabReport {
  rows: ExtractedRow[];
  /** The collection date printed on the report (ISO 'YYYY-MM-DD'), or null when none is. */
  collectedOn: string | null;
}

/** The rows and the collection date of one report's text; `now` bounds the date (never future). */
export function parseLabReport(
  text: string,
  reference: BiomarkerReference,
  now: Date = new Date(),
  options: ParseOptions = {},
): ParsedLabReport {
  return {
    rows: parseLabText(text, reference, options),
    collectedOn: readCollectionDate(text, now),
  };
}

export function parseLabText(
  text: string,
  reference: BiomarkerReference,
  options: ParseOptions = {},
): ExtractedRow[] {
  const context = createParseContext(text, reference, options.isOcr ?? false);
  const lines = text.split(/\r?\n/).map(tidyLine);
  const siteCode = siteCodeColumn(lines);
  const rows: ExtractedRow[] = [];
  // The row read from the line before, while a wrapped name may still continue under it.
  let previous: Candidate | null = null;
  // A line of words alone, which may be the first half of a name whose result is on the next line.
  let nameStart: string | null = null;
  for (const tidied of lines) {
    const line = siteCode ? withoutTrailingCode(tidied, siteCode) : tidied;
    const wrapped = previous;
    const start = nameStart;
    previous = null;
    nameStart = null;
    if (line === '') continue;
    const columns = readColumnHeadings(line);
    if (columns) {
      context.columns = columns;
      continue;
    }
    if (isBoilerplateLine(line)) {
      // A previous result printed with its date ('7.1 05/14/2026') beside the current one.
      const undated = withoutDates(line);
      const row = undated ? parseRowLine(tidyLine(undated), context) : null;
      if (row?.markerId) rows.push(row);
      continue;
    }
    const read = readRowLine(line, context);
    const chosen = read && start ? (nameContinuedFrom(start, read, context) ?? read) : read;
    if (chosen) {
      rows.push(toRow(chosen, context));
      previous = chosen;
      continue;
    }
    const joined = wrapped && continuedName(wrapped, line, context);
    if (joined) {
      rows[rows.length - 1] = toRow(joined, context);
      continue;
    }
    // Only a line that is not a result can be a heading: 'Urine protein negative' is a row.
    const heading = sectionSpecimen(line);
    if (heading) {
      context.specimen = heading;
      context.isSpecimenKnown = true;
      context.isSpecimenInferred = false;
    } else if (isWordsOnly(line)) {
      nameStart = line;
    }
  }
  return context.isOcr ? withArrowsReadAsOnes(rows) : rows;
}

function parseRowLine(line: string, context: ParseContext): ExtractedRow | null {
  const chosen = readRowLine(line, context);
  return chosen ? toRow(chosen, context) : null;
}
