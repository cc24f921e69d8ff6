/**
 * What reading a report's lines carries from one line to the next: the number style, the specimen
 * its section headings (or its rows) name, the column order its headings print, and whether the
 * text came from OCR.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { LabSpecimen } from '../extraction.types';
import { detectNumberStyle, type NumberStyle } from '../lab-line-tokens';
import { printsBloodGas } from './blood-gas-names';
import type { TableHeader } from './table-header';

export interface ParseContext {
  reference: BiomarkerReference;
  style: NumberStyle;
  specimen: LabSpecimen;
  /** True once a section heading has named the specimen. */
  isSpecimenKnown: boolean;
  /** True when the specimen was inferred from the rows (urine tests with no heading), not printed. */
  isSpecimenInferred: boolean;
  /**
   * True under a urine microscopy heading ('Sedimento', 'MICROSCOPY', 'Urinsediment'): a name
   * the dipstick shares with the sediment ('Leucociti') is then the cells counted, not the pad.
   */
  isSediment: boolean;
  /**
   * True under a urine strip's heading ('tira reactiva', 'Teststreifen'): a pad's name stays the
   * pad's even when it prints a number ('Leucocitos  25 Leu/µL', a strip graded in cells per µL).
   */
  isStrip: boolean;
  /**
   * True under a timed urine collection's heading ('24-h-Sammelurin'): its rows are named for the
   * blood tests they measure in urine ('Kreatinin', 'Natrium'), and each is that test's urine
   * counterpart where we know one.
   */
  isCollectedUrine: boolean;
  /**
   * True under a stool exam's heading ('COPROLÓGICO', 'Stool examination', 'Examen des selles'),
   * until a heading names urine or blood: a microscope's finding there ('Levaduras', 'Moco') is
   * the stool's, not a urine sediment's (ADR 159).
   */
  isStool?: boolean;
  /**
   * True under a semen analysis' heading until a heading names a specimen: its rows ('pH',
   * 'Volume') are no blood or urine test, and the knowledge base has no semen tests.
   */
  isSemen?: boolean;
  knownUnits: ReadonlySet<string>;
  /** The order of the result columns, from the column headings when the report prints them. */
  columns: readonly ResultColumn[] | null;
  /** The table header the lines below are read under, when its words' positions are known. */
  table: TableHeader | null;
  /**
   * Each table half's specimen, when one heading line names them apart ('i-STAT CHEM8+' over the
   * left half, 'URINALYSIS - DIPSTICK' over the right): a half's rows are read as its specimen's.
   * Null when the halves share the section's specimen.
   */
  specimenByHalf: readonly LabSpecimen[] | null;
  /**
   * True when the text came from OCR (a photo or a scan): a value is then checked for the digits
   * OCR makes up or loses (a decimal point, an arrow read as '1'), see ocr-misreads.ts.
   */
  isOcr: boolean;
  /**
   * True when the report holds a blood gas (it prints a partial pressure): its symbols ('cK+',
   * 'Ca2+') and its own tests ('pH', 'TCO2') are read as an analyser names them
   * (blood-gas-names.ts).
   */
  hasBloodGas: boolean;
  /**
   * The unit the last section heading printed for its rows ('BIOQUÍMICA (mg/dL)'), lent to a row
   * that prints none (heading-units.ts); null under a heading that prints none.
   */
  headingUnit: string | null;
  /**
   * True under a protein electrophoresis's heading, until the next heading: a band's name alone
   * ('Alpha 1', 'Bêta') is then its globulin fraction (electrophoresis-fractions.ts).
   */
  isElectrophoresis?: boolean;
  /**
   * The differential share read last, until a count on a line of its own takes it ('Soit  5 408
   * /mm³' under 'Poly. neutrophiles  64,0 %'; count-after-share.ts).
   */
  shareAbove?: string | null;
}

/** The result columns a heading line can name (the name column comes first on every layout). */
export type ResultColumn = 'value' | 'range' | 'unit' | 'flag' | 'previous';

/** A fresh context for one report's text: blood until a heading or a row says otherwise. */
export function createParseContext(
  text: string,
  reference: BiomarkerReference,
  isOcr: boolean,
): ParseContext {
  return {
    isOcr,
    reference,
    style: detectNumberStyle(text),
    specimen: 'blood',
    isSpecimenKnown: false,
    isSpecimenInferred: false,
    isSediment: false,
    isStrip: false,
    isCollectedUrine: false,
    knownUnits: unitsKnownTo(reference),
    columns: null,
    table: null,
    specimenByHalf: null,
    hasBloodGas: printsBloodGas(text),
    headingUnit: null,
  };
}

/** What a section heading sets, and a block printed beside another starts from. */
export type BlockSection = Pick<
  ParseContext,
  | 'specimen'
  | 'isSpecimenKnown'
  | 'isSpecimenInferred'
  | 'isSediment'
  | 'isStrip'
  | 'isCollectedUrine'
>;

/**
 * The context at the start of a block printed beside others (gutter-columns.ts): the section in
 * force where its run of blocks began, kept by run when the run's first block starts, and no
 * table. What a heading or a header of the block before had set no longer holds; a heading that
 * stood above them all (a urinalysis heading over two strip readers' tickets) does. A table
 * header above the run heads none of its blocks: each is laid out its own way.
 */
export function enterBlock(
  context: ParseContext,
  runs: readonly number[],
  sections: Map<number, BlockSection>,
): void {
  // Outermost first: an inner run begins where its outer block began.
  for (const run of [...runs].reverse()) {
    const section = sections.get(run);
    if (section) Object.assign(context, section);
    else
      sections.set(run, {
        specimen: context.specimen,
        isSpecimenKnown: context.isSpecimenKnown,
        isSpecimenInferred: context.isSpecimenInferred,
        isSediment: context.isSediment,
        isStrip: context.isStrip,
        isCollectedUrine: context.isCollectedUrine,
      });
  }
  context.columns = null;
  context.table = null;
  context.specimenByHalf = null;
  context.headingUnit = null;
}

/**
 * The context read under another specimen (a table half's, a sentence's own): the sediment,
 * strip and timed-collection readings belong to the heading that set them and do not carry over.
 */
export function withSpecimen(context: ParseContext, specimen: LabSpecimen): ParseContext {
  return { ...context, specimen, isSediment: false, isStrip: false, isCollectedUrine: false };
}

const unitsByReference = new WeakMap<BiomarkerReference, ReadonlySet<string>>();

/**
 * Units a urine strip prints beside a grade read as a number, which no graded test lists (its
 * results are steps, not amounts): urobilinogen's Ehrlich units, 'E.U./dL' as Clinitek prints it.
 */
const STRIP_UNITS = ['EU/dL'];

function unitsKnownTo(reference: BiomarkerReference): ReadonlySet<string> {
  let units = unitsByReference.get(reference);
  if (!units) {
    units = new Set(
      reference
        .list()
        .flatMap((marker) => marker.units.map((unit) => unit.unit))
        .filter((unit) => unit !== '')
        .concat(STRIP_UNITS),
    );
    unitsByReference.set(reference, units);
  }
  return units;
}
