/** What the offline extraction of a lab report hands to the review step. */

export type LabFileKind = 'pdf' | 'png' | 'jpeg' | 'gif';

export type LabSpecimen = 'blood' | 'urine';

export interface ExtractedRow {
  /** Canonical marker name when the reference knows the test, else the printed name. */
  name: string;
  /** As printed on the report. */
  printedName: string;
  /** From the biomarker reference; null when unknown (the row is kept for review, never dropped). */
  markerId: string | null;
  /**
   * Numeric value; null for ordinal/categorical results. A censored result ('<0.5', '>90') carries
   * its bound here and the sign in valueText.
   */
  value: number | null;
  /** As printed, tidied: '13.2', 'negative', '1+', 'trace', '<0.5'. */
  valueText: string;
  /** Normalised unit (the reference's spelling), null when none is printed. */
  unit: string | null;
  /** The unit as the report spells it ('x10^3/uL', 'mmol/l'), spaces closed up; null when none. */
  unitPrinted: string | null;
  /** The lab's printed range, in the printed unit; null marks an open or missing end. */
  refLow: number | null;
  refHigh: number | null;
  /** The lab's own flag column ('High'/'Low' and '*' are read as H/L). */
  labFlag: 'H' | 'L' | null;
  /** The flag as printed, wherever it was ('H', '*H', '[L]', '↑', 'Abnormal'); null when none. */
  flagPrinted: string | null;
  /**
   * Why the user must check this row before it is trusted (a value that could not be told apart
   * from the range, say); null when the row was read cleanly. The value stays empty rather than
   * guessed.
   */
  reviewReason: string | null;
  specimen: LabSpecimen;
  /**
   * Earlier results a cumulative report prints beside this one, each under its dated column, in
   * the row's unit; only those whose day the report makes certain. Absent when there are none.
   */
  history?: EarlierResult[];
  /**
   * Read from a picture: where the value's word stands on its page, for the value's second reading
   * (value-second-reading.ts). Only inside the extractor: removed before its result is returned.
   */
  valueBox?: ValueBox;
  /**
   * Read from a picture with no unit the test knows: the word printed after the value, for the
   * unit's second reading (unit-second-reading.ts). Only inside the extractor, like valueBox.
   */
  unitBox?: ValueBox;
}

/** The OCR word a value was read from, and its box in the pixels of its page picture (1-based). */
export interface ValueBox {
  /** The word as OCR read it ('4.6', 'L2,2', '140H'). */
  text: string;
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface EarlierResult {
  /** 'YYYY-MM-DD': the day heading the column. */
  collectedOn: string;
  value: number;
  /** As printed, tidied ('4.6', '<0.5'). */
  valueText: string;
}

export interface ExtractionResult {
  method: 'pdf-text' | 'ocr' | 'pdf-ocr';
  rows: ExtractedRow[];
  /** The collection date printed on the report ('YYYY-MM-DD'), or null when none was read. */
  collectedOn: string | null;
  pages: number;
  durationMs: number;
}
