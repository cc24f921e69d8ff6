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
      // 'Pt: J. Smith', 'Pt. Name', 'Pt ID 20931', 'PT 00448210', not prothrombin time's result
      // ('PT 12.5 sec', 'PT/INR', 'PT (tempo)', 'PT INR', 'PT (Patient)' beside 'PT (Control)'): a
      // label, then a name, the number's label or a number too long for a result.
      'pt(?:\\s*[:.]\\s*(?=[a-z])|\\.?\\s+(?:name|id|no\\.?|number|nr\\.?|#)(?![a-z])|\\.?\\s*[:.]?\\s*(?=\\d{5,}))',
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
      // A hospital's ward, bed and visit numbers ('Ward/OP  OP - Medicine OPD', 'UHID', 'IP No').
      'ward',
      'bed(?:\\s*no)?',
      'uhid',
      '(?:ip|op)\\s*no',
      'order(?:ed|ing)?',
      'physician',
      'doctor',
      'dr\\.?',
      'consultant',
      'gp',
      'requested',
      'referr\\w*',
      // A note on whom a range is for ('Intervallo di riferimento per il II trimestre di
      // gravidanza. Adulti non in gravidanza: 0,27 - 4,20 µUI/mL'): its range was read as a result.
      '(?:reference (?:interval|range|values?)s?|intervallo di riferimento|valori di riferimento|referenzbereiche?|referenzwerte|normwerte|valeurs? de r[ée]f[ée]rence|intervalles? de r[ée]f[ée]rence|intervalos? de referencia|valores de referencia|rango de referencia) (?:for|in|für|bei|per|nel|nella|in|pour|chez|para|en) ',
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
      // What a blood gas analyser is told of the patient, not what it measured: the oxygen they
      // breathe ('FiO2 40 %', 'FO2(I) 35.0 %', not 'FO2Hb') and the ventilator's settings.
      'f\\s?i?o2(?=\\s|\\()',
      'peep',
      'beatmung',
      'ventila(?:tion|ción|zione|tor)',
    ].join('|') +
    ')\\b',
  'i',
);

/**
 * A US town, its state and ZIP code ('1820 E. Mission Blvd, Pomona, CA 91766': 'CA 91766' was
 * read as a calcium), a Canadian province with its postal code ('Toronto, ON M5G 2C4'), and a
 * British postcode after a town and a comma ('4 Mill Lane, Harrogate HG1 2TT': the telephone
 * after it was read as a result).
 */
const POSTAL_ADDRESS = [
  /,\s*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|PR|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?(?!\d)/u,
  /(?<!\p{L})(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d(?![\p{L}\d])/u,
  /,\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*\s+[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\p{L}\d])/u,
];

/** Whether a line holds a postal address, which no sentence's result is. */
export const holdsPostalAddress = (line: string) =>
  POSTAL_ADDRESS.some((pattern) => pattern.test(line));

/** Markers of a header/footer anywhere in a line. */
const BOILERPLATE_ANYWHERE = [
  // A page's number in the languages we read ('Page 1 of 2', 'Page 1 de 2', 'Seite 1 von 2',
  // 'Página 1 de 2', 'Pagina 1 di 2'), or in two at once ('Seite / Pagina 1 / 2', as South
  // Tyrol's and Switzerland's bilingual reports print it; a spaced slash between two numbers is
  // gone from the tidied line).
  /(?<!\p{L})(?:page|seite|p[áa]gina|blatt)(?:\s*\/\s*(?:page|seite|p[áa]gina|blatt))?\s+\d+\s*(?:of|\/|de|von|di|sur|su|\s)\s*\d+\b/iu,
  /\b(?:dob|d\.o\.b|date of birth|director|mrn)\b/i,
  // A lab's accreditation and business number ('NATA/RCPA accredited · Accreditation No. 2273 ·
  // ABN 41 006 522 118', 'Laboratoire accrédité par Agrément Canada'), anywhere on a footer line.
  /(?<!\p{L})(?:accredited|accreditation|accrédit[ée]e?|accréditation|akkreditiert|akkreditierung|acreditad[oa]|acreditación|accreditat[oa])(?!\p{L})/iu,
  /\babn\s+\d{2}\s?\d{3}/i,
  // A letterhead's address and telephone ('St.-Jürgen-Str. 1 · 28205 Bremen · Labor-Hotline 0421
  // 497-5210', 'Chemnitzstraße 33 · 24116 Kiel'): a street with its number, a hotline, a fax.
  /(?:hotline|telefon|\btel\.|\bfax\b)/i,
  /(?:stra(?:ß|ss)e|\bstr\.)\s*\d/i,
  // A street and a postcode before its town, in any language ('Rue Haute 322 Hoogstraat - 1000
  // Bruxelles/Brussel', 'Viale Randi, 5 – 48121 Ravenna', '14 Harbour Road, 2000 Sydney').
  /(?<!\p{L})(?:rue|avenue|boulevard|chauss[ée]e|straat|laan|via|viale|piazza|corso|calle|avenida|paseo|plaza|street|road|lane)(?!\p{L}).*(?<![\d.,])\d{4,5}\s+\p{Lu}\p{Ll}{2,}/iu,
  // A street's name alone with its house number, in two languages as Brussels prints it ('Rue
  // Gray / Graystraat 88', 'Avenue Louise 54', 'Calle Mayor 12'): a line that opens with a
  // street's word and ends with the number.
  /^(?:rue|avenue|boulevard|chauss[ée]e|calle|avenida|paseo|viale|piazza|corso)\s[^\d]*\s\d{1,4}[a-z]?$/iu,
  // A German or Swiss street named in one word with its number, then the postcode and town
  // ('Bahnhofplatz 3 · 8400 Winterthur', 'Lindenallee 12, 50968 Köln').
  /\p{L}{2,}(?:platz|gasse|weg|allee|ring|damm|ufer|markt|graben|stra(?:ß|ss)e)\s+\d+\s?[a-z]?\b.*(?<![\d.,])\d{4,5}\s+\p{Lu}\p{Ll}{2,}/u,
  // An Australian address: the town, its state and the postcode after it ('45 Harbour Road,
  // Wollongong NSW 2500').
  // The street's word in any case; the state in capitals.
  /(?<!\p{L})(?:[Ss]treet|STREET|St|ST|[Rr]oad|ROAD|Rd|RD|[Dd]rive|DRIVE|Dr|[Aa]venue|AVENUE|Ave|[Hh]ighway|Hwy|[Pp]arade|Pde|[Tt]errace|Tce|[Pp]lace|Pl|[Ll]ane|[Cc]rescent|Cres)(?!\p{L}).*\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}\b/u,
  ...POSTAL_ADDRESS,
  // A telephone labelled 'Ph' before its number ('Ph (02) 4228 9100', the brackets tidied away,
  // 'Ph: +61 2 4228 9100'): only so, since 'PH 5.5' is a urine's pH.
  /(?<!\p{L})Ph\.?:?\s*(?:\+\d|\(\d|\d{2,4}\s\d{3,4}\s?\d{3,4}\b)/u,
  // The analyser a section was measured on, named before any number, its maker and model after
  // it ('Sérum/plasma hépariné - Automate Roche cobas c 503'): the model's number is no result.
  // Not after a result (a method column naming the analyser beside each row), nor the word alone
  // ('Formule leucocytaire (automate)  GOT (ASAT)  28', two tests side by side).
  /^[^\d]*(?<!\p{L})(?:[Aa]utomate|[Aa]nalyseur|[Aa]naly[sz]er|[Aa]nalysator|[Aa]nalizzatore|[Aa]nalizador)\s+\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,3}\s+\p{L}?\d{2,5}(?!\p{L})/u,
  // An order's number by its label ('Ostwall 51  Auftrag: 2511 04 3372', 'Order #: 7731').
  /(?<!\p{L})(?:auftrag(?:s-?(?:nr\.?|nummer))?|order\s*(?:no\.?|number|#|id))\s*[:#.]?\s*\d/iu,
  // A lab's own number for the sample, anywhere on a line ('No. Makmal/Lab No 24PJ0313').
  /\blab(?:oratory)?\s*(?:no|number|id)\b/i,
  // Not a clotting test's own result, printed beside the control's: 'PT (Patient) 12.8 sec',
  // 'Prothrombin time - patient 13.1 s'; nor its ratio to the control ('TCA : ratio patient /
  // témoin 1,18').
  /(?<!(?:\(|\b(?:pt|a?ptt|tca|tp|inr|quick|prothrombin time|thromboplastin time)\s*[-–]?)\s*)\bpatient\b(?!\s*\/\s*(?:t[ée]moin|contr\p{L}*|testigo))/iu,
  // A US lab's CLIA number ('CLIA #: 05D0642827') or certification; not the method CLIA
  // (chemiluminescence immunoassay) printed in a method column beside a result.
  /\bclia\b(?:\s*(?:#|no\.?|number|id|lic(?:ense)?))?\s*[:#.]?\s*\d{2}[a-z]\d{5,}|\bclia[- ](?:certified|approved|waived|lab\w*)\b/i,
  // A telephone by any of its labels, a secretariat's included ('Secrétariat : 071 10 18 40').
  /(?<!\p{L})(?:phone|t[ée]l(?:[ée]phone|efon)?|fax|secr[ée]tariat|sekretariat|segreteria|secretar[íi]a)(?!\p{L})\.?\s*[:.]?\s*[+(\d]/iu,
  /@|https?:\/\/|www\./i,
  // A person's or a lab's national number by its label, with the number after it: social
  // security ('SV-Nr.: 2841 030458', 'AHV-Nr.', 'NISS', 'N° SS', 'SSN', 'NSS'), identity and tax
  // numbers ('DNI', 'NIE', 'NIF', 'RUT', 'RUC 20498751203', 'CUIT', 'CUIL', 'CURP', 'RFC', 'CPF',
  // 'Codice fiscale') and health cards ('NHI', 'OHIP', 'RAMQ', 'Medicare No', 'Versichertennummer').
  // No test is named so, and a number after such a label is never a result.
  /(?<!\p{L})(?:sv-?(?:nr|nummer)|ahv(?:-nr)?|niss|nir|n[°º]\s*ss|ssn|nss|dni|nie|nif|rut|ruc|cuit|cuil|curp|rfc|cpf|codice fiscale|nhi|ohip|ramq|medicare(?:\s*(?:no|number|#))?|versicherten-?(?:nr|nummer)|versicherungs-?(?:nr|nummer))(?!\p{L})\.?\s*(?:n[°ºo]\.?\s*)?[:#]?\s*\d/iu,
  // Quebec's health card by its labels, whose number starts with four letters ('NAM / HIN :
  // TREJ 6555 1512').
  /(?<!\p{L})(?:nam|hin|ramq)(?:\s*\/\s*(?:nam|hin|ramq))?(?!\p{L})\s*[:#]?\s*\p{Lu}{4}\s?\d{4}/iu,
];

/**
 * Dates and times: '2026-11-02', '02/11/2026', '02.11.2026', '08:15'. A line with one is a header
 * line, unless it is a result row with a previous result and its date beside the current one.
 */
const DATE_OR_TIME = [
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g,
  // Not a titre ('S. Typhi O  1:80', 'VDRL  1:16'): one, a colon and the dilution, which a time
  // prints only with 'am' or 'pm' after it.
  /\b(?!1:\d{2}\b(?!\s*[ap]\.?m\b))\d{1,2}:\d{2}\b/gi,
];

/**
 * A clotting test's control, printed beside the patient's result ('PT (Control) 12.0 sec',
 * 'Control 30 s', 'TCA témoin 31 s'): the lab's normal plasma, never the member's result.
 */
const CONTROL_VALUE =
  /^(?:(?:pt|a?ptt|inr|prothrombin time|(?:activated )?(?:partial )?thromboplastin time|tca|tp|temps de (?:quick|c[ée]phaline(?: activ[ée]e)?)|quick)\s*[-–]?\s*)?\(?\s*(?:control|contr[ôo]le|t[ée]moin|kontrolle|testigo|controllo)\s*\)?\s*[:=]?\s*\d/iu;

export function isBoilerplateLine(line: string): boolean {
  return (
    BOILERPLATE_START.test(line) ||
    CONTROL_VALUE.test(line) ||
    BOILERPLATE_ANYWHERE.some((pattern) => pattern.test(line)) ||
    DATE_OR_TIME.some((pattern) => new RegExp(pattern.source).test(line))
  );
}

/**
 * The line without its dates and times (and the brackets around them), when dates are all that
 * make it look like a header line; null otherwise. The caller keeps such a line only as a row of
 * a test the reference knows.
 */
export function withoutDates(line: string): string | null {
  if (BOILERPLATE_START.test(line) || BOILERPLATE_ANYWHERE.some((pattern) => pattern.test(line)))
    return null;
  let stripped = line;
  for (const pattern of DATE_OR_TIME)
    stripped = stripped.replace(
      new RegExp(`(?:[([]\\s*)?(?:le\\s+|on\\s+)?${pattern.source}(?:\\s*[)\\]])?`, 'gi'),
      ' ',
    );
  return stripped === line ? null : stripped.replace(/\s+/g, ' ').trim();
}

const URINE_HEADING =
  /^(?:urinalysis|urine|urine (?:analysis|chemistry|dipstick|microscopy|examination|tests?|strip)|routine urine(?: examination| analysis)?|complete urinalysis|dipstick(?: urinalysis)?|microscopic(?: examination| exam)?|microscopy|urine microscopic(?: examination)?|(?:physical|chemical|macroscopic) examination)$/i;

/**
 * 'URINALYSIS - MACROSCOPIC', 'Urine chemistry (random)', 'COMPLETE URINE EXAMINATION': a urine
 * heading with a qualifier, no numbers.
 */
const URINE_HEADING_START =
  /^(?:(?:complete|full|routine|random|spot|general|clinical)\s+)?(?:urinalysis|urine|dipstick)\b[^\d]{0,40}$/i;

/**
 * Urine headings of German, French, Spanish and Italian reports ('Urinstatus', 'Urindiagnostik', 'Bandelette
 * urinaire', 'Cytologie urinaire', 'Sedimento urinario', 'Esame delle urine', 'Examen completo de
 * orina' and its parts 'Examen físico', 'Examen químico', which only a urinalysis prints; 'Chimie des
 * urines', 'Química de orina', 'Chimica delle urine'; Ecuador's 'Elemental y microscópico de
 * orina', 'Esame del sedimento' (a sediment's examination), with what else the section holds after it; Mexico's 'EGO', examen general de orina), no
 * numbers.
 */
const URINE_HEADING_OTHER_LANGUAGES =
  /^(?:urin(?:status|untersuchung|diagnostik|befund|sediment|analyse|teststreifen|streifentest|chemie)?|(?:spontan|mittelstrahl|morgen)(?:urin|harn)|harn(?:status|sediment|untersuchung|diagnostik|befund)?|teststreifen|sedimento?|(?:esame|examen|an[áa]lisis|analisi|exame) (?:(?:del|dello|de la|du|do|de) )?s[ée]diment[oe]?|urines?|urina|ecbu|examen (?:cytobact[ée]riologique )?des urines|(?:chimie|biochimie|analyse|cytologie|s[ée]diment|[ée]tude|bilan) (?:[\p{L}-]+ )?des urines|qu[íi]mica de (?:la )?orina|(?:chimica|analisi|esame) (?:[\p{L}-]+ )?delle urine|(?:bandelette|cytologie|biochimie|chimie|sédiment|sediment) urinaires?|analyse d'urines?|orina|(?:examen (?:general |parcial |completo )?|an[áa]lisis |parcial |citoqu[íi]mico |sistem[áa]tico |estudio |rutina )de orina|examen (?:f[íi]sico|qu[íi]mico)|orina completa|qu[íi]mica urinaria|uroan[áa]lisis|(?:sedimento|citolog[íi]a) urinari[oa]|tira reactiva(?: de orina)?|ego|(?:examen )?elemental y microsc[óo]pico de orina|esame (?:chimico[- ]fisico )?(?:delle )?urine|urine (?:esame|chimico)|striscia reattiva)\b[^\d]{0,50}$/iu;

/**
 * A timed urine collection's heading in the languages we read ('24-STUNDEN-SAMMELHARN',
 * 'Sammelurin', '24-hour urine', 'Urines de 24 heures', 'Orina de 24 horas', 'Urine delle 24
 * ore'): what follows is the urine's, though its names ('Natrium', 'Kreatinin') are blood tests'.
 */
const COLLECTED_URINE_HEADING =
  /^(?:24[- ]?(?:h|std\.?|stunden)[- ]?)?sammel(?:harn|urin)\b|^(?:24[- ]?h(?:ou)?r?s?|timed)[- ](?:urine|collection)\b|^(?:urines?|orina|urine) (?:de |des |delle )?24 ?(?:h|heures|horas|ore)\b/iu;

/** Whether a heading line opens a timed urine collection ('24-h-Sammelurin (…)', '24-hour urine'). */
export function isCollectedUrineHeading(line: string): boolean {
  return COLLECTED_URINE_HEADING.test(line.trim());
}

/** Blood headings of German, French, Spanish and Italian reports ('Kleines Blutbild', 'Bilan lipidique'). */
const BLOOD_HEADING_OTHER_LANGUAGES =
  /^(?:h[äa]matologie|(?:kleines |großes |grosses )?blutbild|differential(?:blut)?bild|klinische chemie|elektrolyte|leberwerte|nierenwerte|fettstoffwechsel|lipide|schilddr[üu]se|gerinnung|h[ée]matologie|num[ée]ration(?: formule)? sanguine|nfs|biochimie(?: sanguine| g[ée]n[ée]rale)?|bilan (?:lipidique|h[ée]patique|r[ée]nal|martial|thyro[ïi]dien|glyc[ée]mique)|ionogramme(?: sanguin)?|hormonologie|thyro[ïi]de|hematolog[íi]a|hemograma(?: completo)?|bioqu[íi]mica(?: sangu[íi]nea| general)?|perfil (?:lip[íi]dico|hep[áa]tico|renal|tiroideo|f[ée]rrico)|qu[íi]mica sangu[íi]nea|tiroides|ematologia|emocromo(?:citometrico)?|biochimica(?: clinica)?|chimica clinica|(?:assetto|profilo) (?:lipidico|tiroideo|marziale)|funzionalit[àa] (?:epatica|renale|tiroidea)|tiroide|sangue|sangre|sang|blut|s[ée]rum|siero|suero|plasma|serologie|s[ée]rologie|serolog[íi]a|sierologia|infektionsserologie|immunologie|immunolog[íi]a|immunologia)$/iu;

/**
 * A blood count's heading with what the clinic prints after it: the analyser and the tube ('CBC,
 * 3-PART DIFFERENTIAL  Mindray BC-20s  EDTA venous', a rural clinic's in-house count under its
 * urinalysis). Read as no heading, the count's 'WBC' and 'RBC' stayed the urine sediment's.
 */
const BLOOD_COUNT_HEADING_START =
  /^(?:cbc|complete blood count|full blood (?:count|examination)|fbc|fbe|h(?:a)?emogram)\b[,\s][^:]{0,60}$/i;

const BLOOD_HEADING =
  /^(?:(?:serum|plasma|blood) (?:toxicology|chemistry|biochemistry|drug levels?|drugs)|h(?:a)?ematology|full blood count|full blood examination|fbe|complete blood count|blood count|cbc(?: with (?:diff|differential))?|fbc|biochemistry|chemistry|clinical chemistry|(?:comprehensive |basic )?metabolic panel|cmp|bmp|lipid (?:panel|profile)|lipids|liver (?:function|panel|profile)(?: tests)?|lfts?|renal (?:function|profile|panel)|kidney (?:function|panel)|u ?& ?es?|thyroid(?: function| panel| profile)?(?: tests)?|diabetes(?: panel| monitoring| profile)?|glycaemic control|glycemic control|iron (?:studies|panel|profile)|vitamins?(?: and minerals)?|inflammation(?: markers)?|immunology|endocrinology|hormones|blood|serum|plasma|whole blood|blood tests?|liver|kidneys?|heart(?: health)?|(?:heart|cardiac|cardiovascular) (?:&|and) metabolic|metabolic(?: health)?|iron (?:&|and) vitamins|infection screen(?:ing)?|serology)$/i;

/** The specimen a heading line announces, or null when the line is not a section heading. */
/**
 * A urine microscopy heading: the cells and casts counted under the microscope, in the languages
 * we read ('MICROSCOPY', 'Urine Microscopy', 'Sedimento', 'Urinsediment', 'Sédiment urinaire'),
 * with the word for an examination before it ('Esame del sedimento', 'Examen du sédiment').
 */
const SEDIMENT_HEADING =
  /^(?:urine\s+)?(?:microscopy|microscopic(?:\s+exam(?:ination)?)?|(?:(?:esame|examen|an[áa]lisis|analisi|exame)\s+(?:(?:del|dello|de la|du|do|de)\s+)?)?(?:sediment(?:o)?(?:\s+urinari[oa])?|s[ée]diment(?:\s+urinaire)?)|urinsediment|harnsediment|examen\s+microscopique|cytologie\s+urinaire|mikroskopie|microscop[íi]a|esame\s+microscopico|citolog[íi]a\s+urinaria)\s*:?$/iu;

export function isSedimentHeading(line: string): boolean {
  // 'ORINA – Sedimento', 'Urine / Microscopy': a joined heading whose part names the sediment.
  // 'Sedimento urinario (esame microscopico)': a heading with its note in brackets, either naming it.
  return headingParts(line).some((part) => {
    const note = /^(.*\S)\s*\(([^()]+)\)$/u.exec(part);
    return [part, ...(note ? [note[1]!, note[2]!] : [])].some((text) =>
      SEDIMENT_HEADING.test(text),
    );
  });
}

/** A heading and, when it joins two by a spaced dash or slash, each of its parts. */
function headingParts(line: string): string[] {
  const whole = line.trim();
  const spaced = whole.split(/\s+[–—\-/·|]\s+/u);
  // The line's tidying closes up a slash ('MICROBIOLOGY / URINALYSIS' is read
  // 'MICROBIOLOGY/URINALYSIS'): a slash between two words is a join too.
  // Not after a label ('Method: VCS Technology / Microscopy' says how, under no heading).
  const parts =
    spaced.length > 1 || whole.includes(':') ? spaced : whole.split(/(?<=\p{L}{4})\/(?=\p{L}{4})/u);
  return parts.length > 1 ? [whole, ...parts] : [whole];
}

/**
 * A urine strip's heading ('Sistemático de orina (tira reactiva)', 'Urinstatus (Teststreifen)',
 * 'Dipstick', 'Bandelette urinaire'): the pads' results, graded or in cells per µL.
 */
const STRIP_HEADING =
  /\b(?:tira(?: reactiva)?|dipstick|test ?strip|reagent strip|teststreifen|streifentest|urinstreifen|bandelette|striscia(?: reattiva)?|chemical examination|examen chimique|chemische untersuchung)\b/iu;

export function isStripHeading(line: string): boolean {
  return STRIP_HEADING.test(line);
}

/**
 * A heading that names a macroscopy ('Macroscopy / Chemistry  Microscopy', 'Examen macroscopique'):
 * what is looked at by eye is a urine's, a stool's or a fluid's, never a blood test's.
 */
const MACROSCOPY = /\b(?:macroscop\p{L}*|makroskop\p{L}*|macrosc[oó]pic\p{L}*)/iu;

export function sectionSpecimen(line: string): LabSpecimen | null {
  const specimen = headingSpecimen(line);
  // 'Chemistry (dipstick, Combur-10)' or 'Macroscopy / Chemistry' under a urinalysis: a strip's
  // pads are the urine's, whatever else the heading calls them.
  return specimen === 'blood' && (isStripHeading(line) || MACROSCOPY.test(line))
    ? 'urine'
    : specimen;
}

function headingSpecimen(line: string): LabSpecimen | null {
  // 'PARCIAL DE ORINA (UROANÁLISIS)': the heading, or failing that the name in its brackets.
  // 'URINALYSIS (02-Mar-2025, midstream clean catch):', its colon too.
  // 'DRUGS OF ABUSE SCREEN - URINE (Immunoassay)': the part before the brackets read whole.
  const bracketed = /^(.+?)\s*\(([^)]+)\)\s*:?\s*$/u.exec(line.trim());
  if (bracketed) return unbracketedSpecimen(bracketed[1]!) ?? specimenOfHeading(bracketed[2]!);
  // 'Urinstatus (Combur 10 Test, Urisys 1100) - Mittelstrahlurin': a note in brackets inside
  // the heading says how, not what; the heading is read without it.
  const withoutNote = line
    .replace(/\s*\([^)]*\)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    unbracketedSpecimen(line) ??
    (withoutNote !== line.trim() && withoutNote !== '' ? unbracketedSpecimen(withoutNote) : null)
  );
}

function unbracketedSpecimen(line: string): LabSpecimen | null {
  return (
    specimenOfHeading(line) ??
    specimenOfJoinedHeadings(line) ??
    specimenOfNotedHeading(line) ??
    specimenAfterFrom(line)
  );
}

/** Words, then the sample they were measured in after 'aus', 'from' or 'sur'. */
const FROM_SAMPLE = /^\p{L}[\p{L} -]{2,40}\s(?:aus|from|sur)\s+(\p{L}.{1,40})$/iu;

/**
 * A section named for what it is for, then the sample it was measured in ('Begleitdiagnostik aus
 * Serum / EDTA-Blut', the blood tests after a stool report's): that sample's section. Words only:
 * a row prints its result.
 */
function specimenAfterFrom(line: string): LabSpecimen | null {
  if (/\d/.test(line)) return null;
  const sample = FROM_SAMPLE.exec(line.trim())?.[1];
  return sample ? (specimenOfHeading(sample) ?? specimenOfJoinedHeadings(sample)) : null;
}

/** A specimen printed after a heading: 'Serum', 'Serum - fasting status unknown', 'EDTA'. */
const SPECIMEN_NOTE =
  /\s+(?:serum|plasma|edta|whole blood|citrate|fluoride|lithium heparin|heparin|(?:early morning |random |mid-?stream |first morning |24[- ]?h(?:ou)?r? )?urine)\b/i;

/**
 * A heading with its specimen printed after it ('LIVER FUNCTION TESTS   Serum', 'FULL BLOOD
 * EXAMINATION   EDTA', as Australian reports set them; the line's tidying closes the column gap):
 * the heading's own specimen. Only where no number is on the line, so no row is read so.
 */
function specimenOfNotedHeading(line: string): LabSpecimen | null {
  if (/\d/.test(line)) return null;
  const note = SPECIMEN_NOTE.exec(line);
  return note && note.index > 0 ? specimenOfHeading(line.slice(0, note.index)) : null;
}

/**
 * A heading of two joined by a spaced dash or slash ('HEMATOLOGÍA – Hemograma', 'Chimica clinica
 * / Siero'): each part is a heading of its own, and urine in any part makes it the urine section.
 */
function specimenOfJoinedHeadings(line: string): LabSpecimen | null {
  const parts = headingParts(line).slice(1);
  const specimens = parts.map((part) => specimenOfHeading(part));
  // A heading over blood and urine parts at once ('Blutbild / Leber / Urin', a grid of tests
  // across): the section is neither; each test keeps its own specimen.
  if (specimens.includes('urine')) return specimens.includes('blood') ? null : 'urine';
  return specimens.includes('blood') ? 'blood' : null;
}

function specimenOfHeading(line: string): LabSpecimen | null {
  const heading = line
    // Rules and stars around a plain-text print's heading ('*** EXAMEN GENERAL DE ORINA ***',
    // '- EXAMEN FISICO -', '== HAEMATOLOGY ==').
    .replace(/^[-–—=_*#\s]+(?=\p{L})/u, '')
    .replace(/[:\-–—=_*#]+\s*$/, '')
    .replace(/\s*\((?:continued|cont\.?)\)\s*$/i, '')
    // An EHR's order number after the panel ('URINALYSIS WITH MICROSCOPIC [412877315]', its
    // brackets gone once the line is tidied).
    .replace(/\s*\[?\b\d{6,}\]?(?=\s|$)/g, '')
    // 'Comp. Metabolic Panel (14)': a US panel's abbreviation and its count of tests.
    .replace(/\s*\(?\d{1,3}\)?\s*$/, '')
    .replace(/^comp\.\s*/i, 'comprehensive ')
    .trim();
  if (
    URINE_HEADING.test(heading) ||
    URINE_HEADING_START.test(heading) ||
    URINE_HEADING_OTHER_LANGUAGES.test(heading) ||
    COLLECTED_URINE_HEADING.test(heading)
  )
    return 'urine';
  if (
    BLOOD_HEADING.test(heading) ||
    BLOOD_HEADING_OTHER_LANGUAGES.test(heading) ||
    BLOOD_COUNT_HEADING_START.test(heading)
  )
    return 'blood';
  return null;
}
