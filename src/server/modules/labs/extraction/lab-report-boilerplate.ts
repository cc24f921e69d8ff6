/**
 * The lines of a lab report that are not results: who the patient is, who ordered and signed the
 * test, where the lab is, page numbers; and the section headings that say which specimen follows.
 * Identifying lines are dropped before any row is parsed, so no patient detail can become a row.
 */
import type { LabSpecimen } from './extraction.types';

/** Words that open a header or footer line ('Patient: …', 'DOB …', 'Page 1 of 2', 'Lab Director …'). */
const BOILERPLATE_START = new RegExp(
  '^(?:' +
    [
      'patient',
      'pt\\.?',
      'name',
      'surname',
      'first name',
      'dob',
      'd\\.o\\.b\\.?',
      'date of birth',
      'birth ?date',
      'born',
      // not 'Sex hormone binding globulin'
      'sex(?!\\s+hormone)',
      'gender',
      'age',
      'mrn',
      'nhs',
      'hospital (?:no|number)',
      'id',
      'account',
      'acct',
      'accession',
      '(?:specimen|sample|lab|laboratory|order|requisition|report) (?:id|no|number|#)',
      'requisition',
      'order(?:ed|ing)?',
      'physician',
      'doctor',
      'dr\\.?',
      'consultant',
      'gp',
      'requested',
      'referr\\w*',
      'provider',
      'clinician',
      'address',
      'street',
      'phone',
      'tel',
      'telephone',
      'fax',
      'e-?mail',
      'web',
      'www\\.',
      'page',
      'printed',
      'reported',
      'report (?:date|status|printed)',
      'final report',
      'collected',
      'collection',
      'received',
      'date',
      'time',
      'fasting status',
      'clinical (?:info\\w*|details|notes?)',
      'comments?',
      'notes?',
      '(?:medical |laboratory |lab )?director',
      'clia',
      'cap',
      'accredit\\w*',
      'signed',
      'verified',
      'authori[sz]ed',
      'electronically',
      'end of report',
      'sample report',
      'this (?:report|sample)',
      'results? (?:for|relate)',
    ].join('|') +
    ')\\b',
  'i',
);

/** Markers of a header/footer anywhere in a line. */
const BOILERPLATE_ANYWHERE = [
  /\bpage\s+\d+\s*(?:of|\/)\s*\d+\b/i,
  /\b(?:dob|d\.o\.b|date of birth|patient|director|clia|mrn)\b/i,
  /\b(?:phone|tel|fax)\b\s*[:.]?\s*[+(\d]/i,
  /@|https?:\/\/|www\./i,
  // Dates and times never sit in a result row: '2026-11-02', '02/11/2026', '02.11.2026', '08:15'.
  /\b\d{4}-\d{1,2}-\d{1,2}\b/,
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/,
  /\b\d{1,2}:\d{2}\b/,
];

export function isBoilerplateLine(line: string): boolean {
  return BOILERPLATE_START.test(line) || BOILERPLATE_ANYWHERE.some((pattern) => pattern.test(line));
}

const URINE_HEADING =
  /^(?:urinalysis|urine|urine (?:analysis|chemistry|dipstick|microscopy|examination|tests?|strip)|routine urine(?: examination| analysis)?|complete urinalysis|dipstick(?: urinalysis)?|microscopic(?: examination| exam)?|urine microscopic(?: examination)?)$/i;

/** 'URINALYSIS - MACROSCOPIC', 'Urine chemistry (random)': a urine heading with a qualifier, no numbers. */
const URINE_HEADING_START = /^(?:urinalysis|urine|dipstick)\b[^\d]{0,40}$/i;

const BLOOD_HEADING =
  /^(?:h(?:a)?ematology|full blood count|complete blood count|blood count|cbc(?: with (?:diff|differential))?|fbc|biochemistry|chemistry|clinical chemistry|(?:comprehensive|basic) metabolic panel|cmp|bmp|lipid (?:panel|profile)|lipids|liver (?:function|panel|profile)(?: tests)?|lfts?|renal (?:function|profile|panel)|kidney (?:function|panel)|u ?& ?es?|thyroid(?: function| panel| profile)?(?: tests)?|diabetes(?: panel| monitoring| profile)?|glycaemic control|glycemic control|iron (?:studies|panel|profile)|vitamins?(?: and minerals)?|inflammation(?: markers)?|immunology|endocrinology|hormones|blood|serum|plasma|whole blood|blood tests?)$/i;

/** The specimen a heading line announces, or null when the line is not a section heading. */
export function sectionSpecimen(line: string): LabSpecimen | null {
  const heading = line
    .replace(/[:\-–—=_*#]+\s*$/, '')
    .replace(/\s*\((?:continued|cont\.?)\)\s*$/i, '')
    .trim();
  if (URINE_HEADING.test(heading) || URINE_HEADING_START.test(heading)) return 'urine';
  if (BLOOD_HEADING.test(heading)) return 'blood';
  return null;
}
