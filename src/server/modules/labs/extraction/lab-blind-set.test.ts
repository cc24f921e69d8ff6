/**
 * The blind sets (tests/fixtures/labs/blind/reports-143.json to -363 but 262-263: 24, 24, 12, 24,
 * 18, seventy-six times 14, twenty-one times 15 and a hundred and seventeen times 9 reports in
 * five languages, laid out by helpers who had read neither the reader nor the world generator,
 * the later ones not the earlier sets either) read as text PDFs through the extractor, as an
 * upload is. Their tune parts' failures were looked at and mended in general (ADR 081 items
 * 140-775); the held-out parts are only ever counted. Floors: what the
 * reader gives now, less about 0.02.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '#server/lib/project-paths';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { readBlindReports } from '../../../../../tests/fixtures/labs/blind/blind-reports';
import { renderWorldPdf } from '../../../../../tests/fixtures/labs/world/render-world-pdf';
import type { WorldReport } from '../../../../../tests/fixtures/labs/world/report-model';
import {
  figuresTable,
  pool,
  scoreWorldRows,
  type WorldScore,
} from '../../../../../tests/fixtures/labs/world/score-world';
import { readsEveryPart, rotatingPart } from '../../../../../tests/setup/rotating-sample';
import { createLabExtractor } from './extract-lab-report';

type Split = 'tune' | 'held-out';

/**
 * Per set: F1 floors, and the most rows wrong yet shown as right. First contact (text PDFs):
 * set 143 tune 0.894, held out 0.899; set 144 (read with set 143's mends in) tune 0.820 with 21
 * wrong shown, held out 0.885 with 1; set 145 (with items 140-169 in, never tuned on) tune 0.939
 * with 1, held out 0.921 with 1. Left wrong: urobilinogen's '0.2' read onto its strip scale
 * as 'normal', 'rari' as 'rare' where the author wrote 'few' (set 143, item 152), a count per
 * field printed as a span ('6-10') with its unit in another column (set 144), since mended (items
 * 170-186). Set 146 (with items 140-169 and the first of 170-186 in) tune 0.892 with 18 wrong
 * shown, held out 0.878 with 7; read by the fairer scorer of item 186, 0.899 with 5 and 0.890
 * with 0.
 */
const FLOORS: Record<string, Record<Split, { f1: number; wrongShown: number }>> = {
  '143': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.9, wrongShown: 0 } },
  '144': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.9, wrongShown: 1 } },
  '145': { tune: { f1: 0.925, wrongShown: 0 }, 'held-out': { f1: 0.9, wrongShown: 1 } },
  '146': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.88, wrongShown: 0 } },
  // First contact: tune 0.959 with 14 wrong shown (one report's earlier results), held out 0.942
  // with 3.
  '147': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 3 } },
  // First contact (written by two helpers at once, English and the other languages): set 148
  // tune 0.977 with 1 wrong shown (a D-dimer's 'µg/mL FEU' read without its 'FEU'), held out
  // 0.975 with none; set 149 tune 0.953 with 1, held out 0.965 with none. With the tests of
  // item 208 and the names of item 209: 148 0.991 / 0.977, 149 0.975 / 0.965; the D-dimer's
  // 'FEU' kept with its unit (item 214): 148's tune part none wrong shown.
  '148': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '149': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.945, wrongShown: 0 } },
  // First contact (two helpers at once again): set 150 (English, nine countries) tune 0.865,
  // held out 0.948, none wrong shown; set 151 (German, French, Spanish, Italian) tune 0.951 with
  // 1 wrong shown, held out 0.971 with none. With items 215-223: 150 0.976 / 0.948, 151 0.990 /
  // 0.971, none wrong shown.
  '150': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  '151': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // First contact (items 215-225 and the first of 226-231 in): set 152 (English, fourteen
  // countries) tune 0.920 with 9 wrong shown (a range printed before its unit and the result,
  // read as a censored result), held out 0.876 with 4; set 153 tune 0.904, held out 0.971, none.
  // With items 226-231: 152 0.965 / 0.881, 1 / 0; 153 0.976 / 0.975, none.
  '152': { tune: { f1: 0.945, wrongShown: 1 }, 'held-out': { f1: 0.86, wrongShown: 0 } },
  '153': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (items 215-233 in): set 154 (English, thirteen countries) tune 0.989, held out
  // 0.874; set 155 (German, French, Spanish, Italian) tune 0.958, held out 0.975; none wrong shown
  // on any part. With items 234-241: 154 0.999 / 0.874, 155 0.997 / 0.977, none.
  // With items 252-254 (cards with small units beside large values): 154 held out 0.969.
  '154': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '155': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (items 215-245 in, none of their own): set 156 (English, thirteen countries)
  // tune 0.906 with 2 wrong shown (a urine range result '10 - 15 /HPF' read as 15), held out 0.973
  // with none; set 157 (German, French, Spanish, Italian) tune 0.939, held out 0.966 with 1.
  // With items 246-251: 156 0.907 / 0.973, none wrong shown; 157 0.995 / 0.966 (1 held out).
  // With items 252-255: 156 0.959 / 0.977.
  '156': { tune: { f1: 0.94, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '157': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.945, wrongShown: 1 } },
  // First contact (items 215-256 in, none of their own): set 158 (English, fourteen countries)
  // tune 0.979 with 3 wrong shown (ratios whose unit column prints 'Ratio', read as no unit: right,
  // and the scorer now says so), held out 0.991 with 1 (the same); set 159 (German, French,
  // Spanish, Italian) tune 0.980 with 5 wrong shown (a differential's absolute counts printed
  // after the percentages, which the author had left out of the expected rows: added to both
  // parts), held out 0.984. With items 257-260: 158 0.987 / 0.992, 159 0.991 / 0.994, none wrong
  // shown; with item 261 (a differential as fractions of one): 158 tune 0.999.
  '158': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '159': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (items 215-262 in): set 160 (English, fourteen settings) tune 0.969 with 1 wrong
  // shown (a urobilinogen's unit on a two-up page whose right half is a urine strip), held out
  // 0.948; set 161 (German, French, Spanish, Italian) tune 0.945, held out 0.986 with 1. With items
  // 263-271: 160 0.997 / 0.948 (none wrong shown), 161 0.993 / 0.986.
  '160': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  '161': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 1 } },
  // First contact (items 215-271 in), not yet tuned on: set 162 (English, fourteen settings) tune
  // 0.912 with 2 wrong shown (a discharge summary's 'Admission' | 'Discharge' columns read as the
  // admission values; a typed 'UMOL/L'), held out 0.913; set 163 (German, French, Spanish,
  // Italian) tune 0.988, held out 0.892; none wrong shown on the held-out parts.
  // With items 272-282: 162 tune 0.982, none wrong shown.
  '162': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.89, wrongShown: 0 } },
  '163': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.87, wrongShown: 0 } },
  // First contact (items 215-282 in; 272-282 taught by 162's and 165's tune parts, read before
  // any of them): set 164 (English, fourteen settings) tune 0.955, held out 0.910 with 2 wrong
  // shown; set 165 (German, French, Spanish, Italian) tune 0.946 with 1, held out 0.976. With
  // items 280-282: 165 tune 0.980, none wrong shown; with 283-285: 164 tune 0.966.
  '164': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.89, wrongShown: 2 } },
  '165': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (items 215-286 in): set 166 (English, fourteen settings) tune 0.965, held out
  // 0.968; set 167 (German, French, Spanish, Italian) tune 0.966, held out 0.971; none wrong
  // shown. With items 287-292: 166 tune 0.976, 167 tune 0.976.
  '166': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.945, wrongShown: 0 } },
  '167': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // First contact (items 215-293 in): set 168 (English, fourteen settings) tune 0.933, held out
  // 0.833; set 169 (German, French, Spanish, Italian) tune 0.911, held out 0.942; none wrong
  // shown. With items 294-302: 168 tune 0.995, 169 tune 0.985 and held out 0.957.
  '168': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.81, wrongShown: 0 } },
  '169': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  // First contact (items 215-302 in): set 170 (English, fourteen settings) tune 0.989, held out
  // 0.982; set 171 (German, French, Spanish, Italian) tune 0.930, held out 0.957; none wrong
  // shown. With items 303-309: 170 tune 0.999, 171 tune 0.998.
  '170': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '171': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  // First contact (items 215-309 in): set 172 (English, fourteen settings) tune 0.940, held out
  // 0.977; set 173 (German, French, Spanish, Italian) tune 0.918, held out 0.974; none wrong
  // shown. With items 310-317: 172 tune 0.979, 173 tune 0.995 and held out 0.977.
  '172': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '173': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // First contact (items 215-318 in): set 174 (English documents that are no plain table:
  // portals, letters, forms, flowsheets) tune 0.882, held out 0.627; set 175 (German, French,
  // Spanish, Italian) tune 0.924 with 3 wrong shown (a portal's labelled range shown as the
  // result), held out 0.924 with 25 (a discharge letter's admission column read as current). With
  // items 319-326: 174 0.989 / 0.756, 175 0.985 / 0.978, none wrong shown (item 320 on how the
  // held-out count prompted it).
  '174': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.73, wrongShown: 0 } },
  '175': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (items 215-327 in): set 176 (English: corrected reports, summaries before the
  // full report, pending results, faxes, paediatric ranges) tune 0.898 with 3 wrong shown (a
  // cumulative report's 'Prev.' column), held out 0.921 with 14; set 177 (German, French, Spanish,
  // Italian: corrected and partial reports, summaries, results in bold) tune 0.963 with 7 (a
  // summary's repeats), held out 0.933 with none. With items 328-330: 176 0.965 / 0.952 with 2
  // held out, 177 0.987 / 0.933.
  '176': { tune: { f1: 0.945, wrongShown: 0 }, 'held-out': { f1: 0.93, wrongShown: 2 } },
  '177': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (specialist clinics' records: drug levels, INR cards, diabetes and dialysis
  // sheets, pre-chemotherapy checks, antenatal panels, a visit per line): set 178 (English) tune
  // 0.846 with 1 wrong shown (a corrected calcium read as total), held out 0.941; set 179
  // (German, French, Spanish, Italian) tune 0.884, held out 0.916. With items 331-337: 178
  // 0.924 / 0.941, 179 0.946 / 0.916, none wrong shown.
  '178': { tune: { f1: 0.9, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 0 } },
  '179': { tune: { f1: 0.925, wrongShown: 0 }, 'held-out': { f1: 0.895, wrongShown: 0 } },
  // First contact (rows that carry more than a result, as laboratory systems and exports print
  // them: codes, per-row specimens, sites, times and states, split ranges, letters, app exports,
  // insurance forms): set 180 (English) tune 0.883, held out 0.682 with 3 wrong shown, two of
  // them an author's empty unit ('' for none: made null in both parts); set 181 (German, French,
  // Spanish, Italian) tune 0.899, held out 0.798, 1 wrong shown each. With items 338-342: 180
  // 0.991 / 0.682 (1 wrong shown held out), 181 0.973 / 0.798 (1), the tune parts none.
  '180': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.66, wrongShown: 1 } },
  '181': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.775, wrongShown: 1 } },
  // First contact (results with more than one number: a second column in another unit, a
  // conversion in brackets, corrected reports, critical calls): set 182 (English) tune 0.956, held
  // out 1.000; set 183 (German, French, Spanish, Italian) tune 0.926, held out 0.965; none wrong
  // shown. (Analysers' and point-of-care tickets: blood gases, counters, POC devices, strip
  // readers): set 184 (English) tune 0.761 with 2 wrong shown, held out 0.695 with 1; set 185
  // tune 0.807 with 5, held out 0.740 with 5; every wrong row on the tune parts a blood gas's pH
  // read as a urine strip's. With items 343-351: 182 0.986 / 1.000, 183 0.949 / 0.972, 184 0.962
  // / 0.868, 185 0.918 / 0.798 (4 wrong shown held out), the tune parts none.
  '182': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  '183': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '184': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.84, wrongShown: 0 } },
  '185': { tune: { f1: 0.9, wrongShown: 0 }, 'held-out': { f1: 0.775, wrongShown: 4 } },
  // First contact (reference ranges over several lines or in tables of their own; results
  // printed from patient portals, apps and e-mails): set 186 (English) tune 0.931, held out
  // 0.951; set 187 (German, French, Spanish, Italian) 0.888 / 0.895; set 188 (English) 0.807 /
  // 0.542; set 189 (German, French, Spanish, Italian) 0.551 / 0.680; none wrong shown. With items
  // 353-366: 186 0.939 / 0.951, 187 0.931 / 0.909, 188 0.945 / 0.670, 189 0.995 / 0.976 (a
  // held-out report whose reading had failed on an address's 'Constructor', item 366).
  // With items 367-369: 186 0.976 / 0.959, 187 0.963 / 0.949.
  '186': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '187': { tune: { f1: 0.94, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  '188': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.65, wrongShown: 0 } },
  '189': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // First contact (rows with more than a name and a result: codes, methods, statuses, dates per
  // row, footnote marks, wrapped names; pages that are not one table: halves side by side, boxed
  // panels, comment columns): set 190 (English) tune 0.800, held out 0.843; set 191 (German,
  // French, Spanish, Italian) 0.803 / 0.950 (1 wrong shown held out); set 192 (English) 0.958 /
  // 0.962; set 193 (German, French, Spanish, Italian) 0.937 / 0.978. With items 367-374: 190
  // 0.989 / 0.983, 191 0.995 / 0.954, 192 0.975 / 0.962, 193 0.981 / 0.978.
  '190': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '191': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.93, wrongShown: 1 } },
  '192': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  '193': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (plain-text and legacy prints: fixed-width lines set in a proportional font, dot
  // leaders, ASCII rules, faxes; chains and labs of countries rarely seen, two units per result):
  // set 194 (English) tune 0.956 with 2 wrong shown (an author's empty unit, '' for none: made
  // null in both parts), held out 0.971 with 1 (the same); set 195 (German, French, Spanish,
  // Italian) 0.985 / 0.929; set 196 (English) 0.967 with 3 wrong shown (ratios whose unit column
  // prints '(calc)', read as no unit: right, and the scorer now says so) / 0.964; set 197 (German,
  // French, Spanish, Italian) 0.966 / 0.947. With items 376-379: 194 0.997 / 0.975, 195 1.000 /
  // 0.935, 196 0.993 / 0.964, 197 0.989 / 0.947, none wrong shown.
  '194': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '195': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.915, wrongShown: 0 } },
  '196': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.945, wrongShown: 0 } },
  '197': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // First contact (cumulative and trend reports: dated columns newest left or right, 'Latest',
  // 'Historical', trend blocks per test, grids of visits; results inside letters, forms and
  // discharge summaries): set 198 (English) tune 0.914, held out 0.846 with 8 wrong shown; set
  // 199 (German, French, Spanish, Italian) 0.941 with 4 wrong shown (a grid of visits whose third
  // visit had tests not done: the second taken for the newest) / 0.862; set 200 (English) 0.810
  // / 0.282 with 3; set 201 (German, French, Spanish, Italian) 0.631 / 0.317. With items
  // 380-383: 198 0.958 / 0.846 (8), 199 0.989 / 0.862, 200 0.910 / 0.575 (3), 201 0.653 / 0.635,
  // the tune parts none wrong shown. The held-out parts' wrong rows are counted, never looked at.
  // ADR 081 items 403-409: the held-out part's 8 rows wrong shown are held or read right.
  '198': { tune: { f1: 0.935, wrongShown: 0 }, 'held-out': { f1: 0.825, wrongShown: 0 } },
  '199': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.84, wrongShown: 0 } },
  // ADR 081 items 403-409: the held-out part's 3 rows wrong shown are held or read right. Items
  // 415-420 (letters' lists) took its held-out part 0.789 -> 0.729, none wrong shown (counted
  // only, not looked at; its tune part is unchanged).
  '200': { tune: { f1: 0.89, wrongShown: 0 }, 'held-out': { f1: 0.72, wrongShown: 0 } },
  '201': { tune: { f1: 0.73, wrongShown: 0 }, 'held-out': { f1: 0.78, wrongShown: 0 } },
  // First contact (North American portal prints, reference labs and hospital systems; German,
  // Austrian, Swiss and South Tyrolean reports; Spanish and Italian reports; English reports from
  // Asia-Pacific and Africa): set 202 tune 0.751, held out 0.958; set 203 0.890 with 6 wrong
  // shown (a result printed in a 'below / within / above' column: the range's '< 35' taken) /
  // 0.919; set 204 0.977 with 1 / 0.972; set 205 0.931 / 0.889. With items 384-390: 202 0.985,
  // 203 0.964, 204 0.991, 205 0.957, none wrong shown; the held-out parts 0.955, 0.919, 0.972 and
  // 0.889, none wrong shown. Sets 200 and 201 read again with them: 200 0.913 / 0.750, 201 0.749 / 0.798.
  '202': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '203': { tune: { f1: 0.935, wrongShown: 0 }, 'held-out': { f1: 0.895, wrongShown: 0 } },
  '204': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '205': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.865, wrongShown: 0 } },
  // First contact (results in clinical letters; fixed-width and ruled laboratory-system prints;
  // panels whose ranges take several lines; tables side by side): set 206 tune 0.828, held out
  // 0.932; set 207 0.530 / 0.850; set 208 0.930 / 0.943 with 1 wrong shown; set 209 0.974 /
  // 0.825. With items 391-396: 206 0.920, 207 0.998, 208 0.973, 209 0.994, none wrong shown; the
  // held-out parts 0.917, 0.850, 0.943 (1 wrong shown) and 0.825, counted only.
  // With ADR 081 items 497-498 (immunoglobulins and free light chains): 206 tune 0.956.
  '206': { tune: { f1: 0.935, wrongShown: 0 }, 'held-out': { f1: 0.895, wrongShown: 0 } },
  '207': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.83, wrongShown: 0 } },
  '208': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 1 } },
  '209': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.8, wrongShown: 0 } },
  // First contact (home tests and longevity panels; Latin America; multilingual places; wards
  // and acute care): set 210 tune 0.654, held out 0.288; set 211 0.957 / 0.997; set 212 0.978 /
  // 0.796; set 213 0.968 with 2 wrong shown / 0.783 with 17. With items 397-402: 210 0.903, 211
  // 0.976, 212 0.987, 213 0.985, none wrong shown; the held-out parts 0.288, 0.997, 0.796 and
  // 0.852 with 17 wrong shown, counted only.
  '210': { tune: { f1: 0.88, wrongShown: 0 }, 'held-out': { f1: 0.42, wrongShown: 0 } },
  '211': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '212': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.775, wrongShown: 0 } },
  '213': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.83, wrongShown: 17 } },
  // First contact (ward and ICU flowsheets by date and time; tile grids; point-of-care and
  // analyser tickets; word results in bilingual regions): set 214 tune 0.891, held out 0.713 with
  // 2 wrong shown; set 215 0.794 / 0.432; set 216 0.776 with 1 wrong shown / 0.739 with 1; set 217
  // 0.829 / 0.816. With items 406-409 (and TCO2 labelled bicarbonate): 214 0.994, 215 0.958, 216
  // 0.783, 217 0.829, none wrong shown; the held-out parts 0.713 (3 wrong shown), 0.440, 0.742 and
  // 0.816, counted only.
  '214': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.69, wrongShown: 3 } },
  '215': { tune: { f1: 0.935, wrongShown: 0 }, 'held-out': { f1: 0.42, wrongShown: 0 } },
  // With items 410-414 (blocks side by side read one after the other): 216 0.907 / 0.896.
  '216': { tune: { f1: 0.89, wrongShown: 0 }, 'held-out': { f1: 0.88, wrongShown: 0 } },
  // With ADR 081 items 492-498 (stool tests known) and the tests learned later read as such
  // (blind-reports.ts LEARNED_LATER): 217 tune 0.949, held out 0.910 (counted only).
  // Held out: one row shown wrong since items 623-641 (never looked at, ADR 081).
  '217': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.89, wrongShown: 1 } },
  // First contact, read once before any tuning (items 410-413 in): set 218 (blocks side by side:
  // tickets in rows and grids, beside letters, forms and charts; three wide tables not to split)
  // tune 0.916, held out 0.845, each with 1 wrong shown (the same eGFR read from a comment before
  // these items too); before items 410-413, 0.811 / 0.771. Set 219 (ordinary reports from labs
  // and countries not used before) 0.984 / 0.993, none wrong shown, the same without them. With
  // item 410's last parts (a flag ends a row's left side; a table's row across a band ends its
  // run): 218 tune 0.945, held out 0.821 (counted only).
  '218': { tune: { f1: 0.925, wrongShown: 1 }, 'held-out': { f1: 0.8, wrongShown: 1 } },
  '219': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (items 410-414 in): set 220 (results outside a lab's table: letters, e-mails,
  // portal text views, with doses and earlier results in their prose) tune 0.809 with 1 wrong
  // shown, held out 0.918; set 221 (specialist panels from labs in fourteen countries not used
  // before) 0.965 / 0.951, none wrong shown. With items 415-420: 220 0.973 / 0.957 (held out
  // counted only), 221 0.981 / 0.951, none wrong shown.
  '220': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  '221': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  // First contact (ADR 166's first rules in, none from these sets): set 222 (English reports as
  // members hold them: home-kit tiles, portal prints, cumulative and ICU sheets, letters) tune
  // 0.842, held out 0.927; set 223 (the same in German, French, Spanish and Italian) tune 0.779,
  // held out 0.835; none wrong shown. With items 449-460: 222 tune 0.932 (held out unchanged).
  '222': { tune: { f1: 0.91, wrongShown: 0 }, 'held-out': { f1: 0.905, wrongShown: 0 } },
  // With ADR 081 item 495: 223 tune 0.971.
  '223': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.81, wrongShown: 0 } },
  // First contact (ADR 166 in, none of ADR 167): set 224 (ordinary reports from labs in fifteen
  // countries not used before) tune 0.996, held out 0.972 with 1 wrong shown; set 225 (layouts
  // that show a wrong value as right: cumulative columns either way round, ranges before results,
  // previous results beside current ones, units a thousandfold apart) tune 0.864 with 2 wrong
  // shown, held out 0.923. With ADR 167: 224 1.0 / 0.974, 225 1.0 / 0.923, none wrong shown.
  '224': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '225': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.9, wrongShown: 0 } },
  // First contact (ADR 167's first rules in): set 226 (English records from health systems: EHR,
  // GP and national record prints, portals) tune 0.990 with 4 wrong shown (a GP listing's
  // earlier day read as current), held out 0.824 with 4; set 227 (German, French, Spanish and
  // Italian reports with SI and conventional results side by side, method suffixes, urine strips)
  // 0.982 / 0.980, none wrong shown. With ADR 167's later rules: 226 1.0 / 0.824 (4 held out,
  // counted only), 227 1.0 / 0.980.
  '226': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.8, wrongShown: 4 } },
  '227': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (ADR 167's rules in): set 228 (English consumer results: home kits, DTC
  // dashboards, longevity cards with a lab and an optimal range) tune 0.897, held out 0.854; set
  // 229 (the same in German, French, Spanish, Italian) 0.931 / 0.882; set 230 (cumulative
  // reports, flowsheets, admission and discharge columns, serial draws) 0.956 with 3 wrong shown
  // (a flowsheet's first draw of the day read as current) / 0.936; set 231 (national health
  // records and exports in German, French, Spanish, Italian) 0.946 with 1 (a GP listing's older
  // day) / 0.799. With ADR 168: 228 0.965 / 0.854, 229 0.931 / 0.882, 230 0.977 / 0.936, 231
  // 0.986 / 0.841, none wrong shown.
  // With ADR 081 items 488-491: 228 tune 0.975, 229 tune 0.969.
  '228': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.83, wrongShown: 0 } },
  '229': { tune: { f1: 0.945, wrongShown: 0 }, 'held-out': { f1: 0.86, wrongShown: 0 } },
  '230': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.915, wrongShown: 0 } },
  '231': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.82, wrongShown: 0 } },
  // First contact (ADR 170's rules in, none of its own): set 233 (German, French, Spanish and
  // Italian practice, cumulative and ward reports, twelve countries) tune 0.966 with none wrong
  // shown, held out 0.979 with 2. With ADR 081 items 488-491: tune 0.975.
  '233': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 2 } },
  // First contact (ADR 081 items up to 498 in, none of its own): set 232 (English reports from
  // twelve countries: cumulative either way round, NHS GP records, diagnostic centres, portal
  // prints, card grids, dot-matrix two-up, urinalysis, serology, ED reports) tune 0.958, held out
  // 0.990, none wrong shown. With 'Total White Blood Cell Count' named: tune 0.961.
  '232': { tune: { f1: 0.94, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (ADR 081 items up to 498 in, none of its own): set 234 (German, French, Spanish
  // and Italian reports from twelve countries) tune 0.993, held out 0.988, none wrong shown.
  '234': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  // First contact (ADR 081 items up to 510 in, none of their own): set 235 (English reports
  // from fourteen countries: cumulative either way round, portal blocks, ranges before results,
  // glued flags, letters, fixed-width two-up) tune 0.944 with 4 wrong shown, held out 0.957 with
  // none; set 236 (German, French, Spanish and Italian reports from fourteen countries and
  // regions) tune 0.975, held out 0.898 with 1. With items 511-518: 235 tune 0.986, 236 tune
  // 0.990 (held out unchanged). The one row wrong shown left on 235's tune part is a urine
  // 'Epithelial cells' read as squamous cells, which its author left unknown.
  '235': { tune: { f1: 0.965, wrongShown: 1 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '236': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.875, wrongShown: 1 } },
  // First contact (items up to 518 in): set 237 (English, 15 countries, the records members hold)
  // tune 0.901, held out 0.897, none wrong shown; set 238 (de/fr/es/it, 15) tune 0.894 with 3
  // wrong shown, held out 0.962 with none. With items 519-525: 237 tune 0.968, 238 tune 0.991
  // with 1 (an Italian 'giallo paglierino' read as pale yellow, its author's 'yellow').
  '237': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.875, wrongShown: 0 } },
  '238': { tune: { f1: 0.97, wrongShown: 1 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  // First contact (items up to 525 in): set 239 (English, 15 countries, specialist panels) tune
  // 0.751, held out 0.963, none wrong shown; set 240 (de/fr/es/it, 15) tune 0.903 with 1 wrong
  // shown, held out 0.935 with none. With items 526-528: tune 0.787 and 0.943. 239's tune part
  // stays low on tests we do not know (specific IgE, ENA, drugs of abuse, drug levels). With
  // items 534-536 (drug screen and allergy tables): tune 0.890.
  '239': { tune: { f1: 0.87, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  '240': { tune: { f1: 0.925, wrongShown: 1 }, 'held-out': { f1: 0.915, wrongShown: 0 } },
  // First contact (items up to 540 in): set 241 (English, fifteen countries; chronic-disease
  // follow-up) tune 0.986, held out 0.977, none wrong shown (read by the scorer that takes an
  // empty unit for none; 6 wrong shown on each part before). With item 541: tune 0.992.
  '241': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // First contact (items up to 528 in): set 242 (German, French, Spanish, Italian; wards,
  // pre-operative panels, pregnancy and paediatric check-ups) tune 0.948, held out 0.991, none
  // wrong shown. With items 529-533: tune 1.000.
  '242': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (items up to 544 in): set 243 (de/fr/es/it/en from Austria, Switzerland,
  // Luxembourg, Belgium, Argentina, Chile, Peru, Singapore, Nigeria, Québec, Mexico, Sardinia,
  // Ireland: portal prints, units in section headings, ranges before values, two results a line)
  // tune 0.951 with 2 wrong shown (a malaria film 'SEEN (+)' read as the range column's 'NOT
  // SEEN', a Chagas screen's method bracket '+' read as reactive), held out 1.000 with none. With
  // item 548: tune 0.953 with none wrong shown; with items 549-550 (units in section headings,
  // an assay's generation): tune 1.000.
  '243': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  // First contact (items up to 551 in): set 244 (English, French, German, Spanish, Italian from
  // Malta, South Tyrol, Madagascar, the Dominican Republic, Paraguay, Ticino, Tanzania, the
  // Bahamas, Cyprus, Eupen, Togo, Guatemala, Zambia, Fiji and the Vatican: units in section
  // headings, date-headed result columns, cumulative columns either way, ranges first, two tables
  // a page) tune 0.993, held out 1.000, none wrong shown.
  '244': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  // First contact (written 2026-12-05 by one helper, 9 reports: German, Italian and Spanish from
  // Austria, Switzerland, Italy, Peru, Argentina and Chile): tune 0.984, held out 0.882, none
  // wrong shown on either part (0 of 225 and 0 of 86 rows shown). Tuned on (ADR 081 items 552-560:
  // national numbers, a loose name's word order, a sediment's heading): tune 0.999, held out 0.896.
  '245': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.875, wrongShown: 0 } },
  // First contact (written 2026-12-05 by one helper, 9 English reports from the US, UK, India,
  // Nigeria, Kenya, Australia, Canada, Singapore and Ireland): tune 0.923, held out 0.990, none
  // wrong shown on either part (0 of 180 and 0 of 55 rows shown). Tuned on (items 553 and 557: a
  // rule of underscores under the header, a recommendation's number): tune 1.000, held out 0.990.
  '246': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (written 2026-12-05 by one helper, 9 reports: French from France, Belgium,
  // Switzerland, Quebec, Morocco, Senegal and Luxembourg, two bilingual Canadian ones): tune 0.972
  // with 1 wrong shown, held out 0.937 with none. The one was b247-06's "Test d'Emmel … Positif
  // (Négatif)" read as negative, the parenthesised reference taken for the result: mended by ADR 081
  // item 552 (a name never ends in an answer that another answer follows). With items 552-560:
  // tune 0.996, held out 0.937.
  '247': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.915, wrongShown: 0 } },
  // First contact (written 2026-12-05 by one helper, 9 reports: English from South Africa, the
  // Philippines and the US, Spanish from Mexico and Colombia, German from Germany and
  // Liechtenstein, French, and Italian from San Marino), read with items up to 562: tune 0.951,
  // held out 0.927, none wrong shown. Tuned on (items 563-564: a heading cut at a hyphen over two
  // lines with 'Datum' over its dates, results flagged by a dash after them): tune 0.992, held out
  // 0.927.
  '248': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.905, wrongShown: 0 } },
  // First contact (written 2026-12-05 by one helper, 9 reports: English from Canada, Kenya and
  // Malaysia, Spanish from Argentina and Peru, German from Austria, French from Belgium and
  // Cameroon, Italian from Ticino), with items up to 564: tune 0.946 with none wrong shown, held
  // out 0.911 with 1 wrong shown (counted only, not looked at). Tuned on (items 566-568: counts
  // with their unit in the sub-heading, an electrophoresis's bands, RBS, PDT, the ANA): tune
  // 1.000, held out 0.911.
  '249': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.89, wrongShown: 1 } },
  // Sets 250 and 251 (written 2026-12-05 by two helpers at once, 9 reports each in five
  // languages from eighteen countries), first contact with items up to 568: 250 tune 0.960 with 1
  // wrong shown, held out 0.980 with 1; 251 tune 0.960 with 2, held out 0.984 with none. Tuned on
  // (items 569-575: footnote marks, a stool exam, Widal antigens, a two-up header cut short, a
  // strip's pad, 'Soit'): 250 0.995 / 0.980, 251 0.998 / 0.992, none wrong shown on the tune parts.
  '250': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 1 } },
  '251': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // Sets 252 and 253 (written the same day by two more helpers), first contact with items up to
  // 575: 252 tune 0.857 with 2 wrong shown, held out 0.806 with none; 253 tune 0.923, held out
  // 0.951, none wrong shown. Tuned on (items 576-581: a field line over the header, a date marked
  // current, a share bare beside its count, a result again in another unit, 'soit', a sub-table
  // headed by its units): 252 0.982 / 0.806, 253 0.992 / 0.950, none wrong shown.
  '252': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.785, wrongShown: 0 } },
  '253': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.93, wrongShown: 0 } },
  // Sets 254-257 (written 2026-12-05 by four helpers at once, 9 reports each in five languages
  // from twenty-two countries), first contact with items up to 581: 254 tune 0.927 with 1 wrong
  // shown, held out 0.943; 255 tune 0.985, held out 0.996; 256 tune 0.966, held out 0.948; 257
  // tune 0.975, held out 0.977; none wrong shown on a held-out part. Tuned on (items 582-594: a
  // count's column headed by a word, a heading with a field over a two-up urinalysis, an
  // electrophoresis across the columns, a card's risk bands, a two-up serology, names): every tune
  // part 0.998-1.000, none wrong shown; the held-out parts unchanged.
  '254': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 0 } },
  '255': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '256': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  '257': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  // Sets 258-261 (four more helpers, the same day), first contact with items up to 594: 258 tune
  // 0.848, held out 0.755 (a GP surgery's print read to nothing: a sample's dated steps taken
  // for dated columns); 259 tune 0.960, held out 0.984; 260 tune 0.988, held out 0.970; 261 tune
  // 0.946, held out 0.881; none wrong shown. Tuned on (items 595-602): 258 1.000, 259 0.985, 260
  // 0.993, 261 0.989, none wrong shown; the held-out parts as at first contact.
  '258': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.735, wrongShown: 0 } },
  '259': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '260': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '261': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.86, wrongShown: 0 } },
  // Sets 264 and 265 (the same day; 262 and 263 came too late to be read), first contact with
  // items up to 603: 264 tune 0.994, held out 0.991; 265 tune 0.976 with 5 wrong shown (a
  // differential's shares shown as counts, item 604), held out 0.954. With item 604: 265 tune
  // 0.995, none wrong shown.
  '264': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '265': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.93, wrongShown: 0 } },
  // Sets 266-270 (Switzerland; Latin America; Belgium, Luxembourg and French overseas labs;
  // English-speaking Africa, Asia and Ireland; Italy and Austria), first contact with items up to
  // 604: tune 0.989, 0.973 (1 wrong shown), 0.954, 0.972, 0.959 (2, a card grid's values on the
  // wrong cards: items 605-606); held out 0.912, 0.940, 0.823, 0.988, 0.970, none wrong shown.
  // With items 605-613: tune 1.000, 0.979, 0.981, 0.980, 0.998, none wrong shown.
  '266': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.89, wrongShown: 0 } },
  '267': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  '268': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.8, wrongShown: 0 } },
  '269': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '270': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // Sets 271-275 (Germany; Canada in French and English; Spain; US and Australian portals and
  // EHR prints; South Asia and the Gulf), first contact with items up to 613: tune 0.972, 0.988,
  // 0.986, 0.918, 0.971; held out 0.987, 0.978 with 1 wrong shown, 0.930, 0.994, 0.957. With
  // items 614-619: tune 0.995, 0.988, 0.995, 1.000, 0.982; held out 273 0.943, the rest as before.
  '271': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  '272': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 1 } },
  '273': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.91, wrongShown: 0 } },
  '274': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '275': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  // Sets 276-280 (French-speaking North and West Africa; Spanish-speaking Americas; NHS and Irish
  // prints; southern Italy; German-speaking consumer and check-up reports), first contact with
  // items up to 619: tune 0.840, 0.911, 0.996, 0.966, 0.885; held out 0.934, 0.985, 0.996, 0.958,
  // 0.834; none wrong shown. With items 620-622: tune 276 0.906, 280 0.943.
  '276': { tune: { f1: 0.88, wrongShown: 0 }, 'held-out': { f1: 0.91, wrongShown: 0 } },
  '277': { tune: { f1: 0.89, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '278': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '279': { tune: { f1: 0.945, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '280': { tune: { f1: 0.92, wrongShown: 0 }, 'held-out': { f1: 0.81, wrongShown: 0 } },
  // Sets 281-285 (US and New Zealand portals and EHR prints; German-speaking hospitals and
  // practices; French, Belgian, Swiss and Monaco laboratories; Spain and Latin America; Italy with
  // Kenya, Malaysia, Hong Kong and the Philippines), first contact with items up to 622: tune
  // 0.989, 0.961 (1 wrong shown), 0.883, 0.973, 0.990; held out 0.983, 0.992, 0.904, 0.947,
  // 0.983, none wrong shown. With items 623-641: tune 0.993, 1.000, 0.989, 0.989, 0.990; held out
  // 283 0.918, the rest as before.
  '281': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  '282': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '283': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.895, wrongShown: 0 } },
  '284': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  '285': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  // Sets 286-290 (UK, Irish, Australian and New Zealand prints; German-speaking specialist and
  // consumer reports; French-language hospitals; Peru to the Dominican Republic; Italy and Ticino
  // with India, Pakistan, Nigeria and Ghana), first contact with items up to 635: tune 0.947,
  // 0.973 (1 wrong shown), 0.964, 0.974, 0.966; held out 0.960, 0.704, 0.958, 0.847, 0.858, none
  // wrong shown. With items 636-641: tune 0.952, 0.989, 0.978, 0.988, 0.971; held out as before.
  '286': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  '287': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.68, wrongShown: 0 } },
  '288': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '289': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.825, wrongShown: 0 } },
  '290': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.835, wrongShown: 0 } },
  // Sets 291-295 (US and Canadian prints; UK, Irish, Australian, NZ and South African; German
  // -speaking labs with South Tyrol and Luxembourg; French-language labs from Quebec to Senegal;
  // Spain) and 296-300 (Latin America; Italy, San Marino and Ticino; South Asia, Africa, the
  // Philippines and the Gulf; consumer and check-up reports; specialist panels), all first met
  // with items up to 641: tune 0.959, 0.997, 0.987, 0.895, 0.948, 0.991, 0.963 (2 wrong shown),
  // 0.966, 0.935 (2), 0.695 (2); held out 1.000, 1.000, 1.000, 0.902, 0.985, 0.978, 0.984,
  // 1.000, 0.992, 0.974, none wrong shown. With items 642-659: tune 0.981, 0.997, 0.998, 0.943,
  // 0.991, 0.995, 0.986 (1: 'Cilindri granulosi' read as the casts, as item 610 chose), 0.966,
  // 0.956, 0.799; held out as before.
  '291': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  '292': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  '293': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  '294': { tune: { f1: 0.92, wrongShown: 0 }, 'held-out': { f1: 0.88, wrongShown: 0 } },
  '295': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '296': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '297': { tune: { f1: 0.965, wrongShown: 1 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '298': { tune: { f1: 0.945, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  '299': { tune: { f1: 0.935, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '300': { tune: { f1: 0.78, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // Sets 301-308 (US prints; UK, Irish, Australian, NZ and South African; German-speaking;
  // French-language from France to Côte d'Ivoire; Spanish-language; Italian; South Asia and
  // Africa; Canada, East Asia and the Gulf), 309 (cumulative and long reports in five languages)
  // and 310 (specialist panels), first met with items up to 659: tune 0.931 (1 wrong shown: a
  // 'Mono Screen' read as the monocytes), 0.972, 0.835, 0.994, 0.985, 0.954, 0.979, 0.984, 0.894
  // (32 wrong shown: a summary printing the newest result before the names, read from the day
  // before's column), 0.862; held out 0.659, 0.994, 0.967, 0.859, 0.951 (3 wrong shown, not
  // looked at), 0.934, 0.979, 1.000, 0.739, 0.650. With items 660-668: tune 0.936, 0.997, 0.992,
  // 0.994, 0.985, 0.973, 0.979, 0.984, 0.985, 0.910, none wrong shown; held out as before.
  '301': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.65, wrongShown: 0 } },
  '302': { tune: { f1: 0.99, wrongShown: 0 }, 'held-out': { f1: 0.99, wrongShown: 0 } },
  '303': { tune: { f1: 0.985, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '304': { tune: { f1: 0.99, wrongShown: 0 }, 'held-out': { f1: 0.85, wrongShown: 0 } },
  '305': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.945, wrongShown: 3 } },
  '306': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.93, wrongShown: 0 } },
  '307': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '308': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.995, wrongShown: 0 } },
  '309': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.735, wrongShown: 0 } },
  '310': { tune: { f1: 0.905, wrongShown: 0 }, 'held-out': { f1: 0.645, wrongShown: 0 } },
  // First contact (written blind by helpers, read with items 669-684 of sets 301-310 in): set 311
  // (US prints) tune 0.971, held out 0.980; set 312 (Canada, UK, Ireland) 0.995 / 0.987; set 315
  // (French-language) 0.978 / 0.954; set 316 (Spanish-language) 0.970 / 0.949; none wrong shown.
  // With items 685-694: 311 1.000, 312 0.997, 315 0.996, 316 0.989 on the tune parts.
  '311': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '312': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  '315': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.93, wrongShown: 0 } },
  '316': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.925, wrongShown: 0 } },
  // First contact (items up to 694 in): set 313 (Australia, South Africa, India, Pakistan,
  // Nigeria, the Philippines, Singapore, the Gulf, Kenya) tune 0.974, held out 0.990; 314
  // (German-speaking) 0.965 / 0.958; 317 (Italian) 0.960 with 1 wrong shown (a count per field
  // its author wrote with its unit, a scorer's matter) / 0.834; 318 (cumulative, five languages)
  // 0.919 / 0.993; 319 (specialist panels) 0.919 with 1 wrong shown (CA 19-9 in 'UI/mL') / 0.868;
  // 320 (urine, stool, a portal's cards, a dot-matrix print) 0.786 with 2 wrong shown / 0.625.
  // With items 695-704: tune 0.974, 0.974, 0.990, 0.919, 0.973, 0.929, none wrong shown (318's
  // Australian grid turned on its side, its ranges in brackets, is still unread: read so, a held-
  // out part of an older set showed 9 rows wrong).
  '313': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '314': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '317': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.81, wrongShown: 0 } },
  '318': { tune: { f1: 0.9, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '319': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.845, wrongShown: 0 } },
  '320': { tune: { f1: 0.905, wrongShown: 0 }, 'held-out': { f1: 0.6, wrongShown: 0 } },
  // First contact (items up to 704 in), written blind by five helpers from the brief, the marker
  // list and one example: 321 Italian, 322 Spanish-language Latin America, 323 urine in five
  // languages, 324 stool and odd formats, 325 specialist panels, 326 cumulative reports in five
  // languages, 327 German-speaking, 328 French-language, 329 English from South Asia, Africa and
  // the Gulf, 330 US, UK and Canadian portals and apps. Tune 0.939, 0.994 (1 wrong shown: a
  // malaria film's 'No se observan hematozoarios' read 'not seen', right, and the scorer now says
  // so), 0.964, 0.936, 0.910, 1.000, 0.995, 0.932, 0.990, 0.973; held out 0.970, 0.955, 0.963,
  // 0.904, 0.869, 1.000, 0.909, 0.988, 0.984, 0.970, none wrong shown (all ten: tune 0.965,
  // held out 0.954). With items 705-712: tune 0.991, 0.995, 0.973, 0.950, 0.989, 1.000, 0.995,
  // 0.938, 0.990, 0.973 (all ten 0.980), none wrong shown; the held-out parts as at first contact.
  // With item 713: 330 tune 0.995.
  '321': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '322': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.935, wrongShown: 0 } },
  '323': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  '324': { tune: { f1: 0.93, wrongShown: 0 }, 'held-out': { f1: 0.88, wrongShown: 0 } },
  '325': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.845, wrongShown: 0 } },
  '326': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  '327': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.885, wrongShown: 0 } },
  '328': { tune: { f1: 0.915, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  '329': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '330': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  // First contact (written blind by four helpers at once from a rebuilt brief, items up to 713
  // in): 331 (hospital letters and flowsheets) tune 0.970, held out 0.944; 332 (hormones,
  // fertility, pregnancy) 0.948, 0.984; 333 (check-ups from smaller countries) 0.989, 0.970; 334
  // (fixed-width prints, faxes, split tables) 0.974, 0.969; none wrong shown. With items 714-720:
  // tune 0.995, 0.964, 1.000, 0.984.
  '331': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 0 } },
  '332': { tune: { f1: 0.95, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '333': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.95, wrongShown: 0 } },
  '334': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.945, wrongShown: 0 } },
  // First contact (written blind by four helpers at once from a rebuilt brief, items up to 720
  // in): 335 (diabetes and endocrine clinics) tune 0.915 (3 wrong shown: an HbA1c's second
  // standard, which its author did not list), held out 0.977 (2); 336 (tables side by side, wide
  // cumulative tables, card grids, summary boxes) 0.932, 0.926 (2); 337 (patient portals and
  // apps) 0.990, 0.848 (4); 338 (emergency, occupational and sports medicine) 0.922, 0.965. Sets
  // 339 (children and newborns), 340 (infection and hepatology), 341 (haematology and oncology)
  // and 342 (kidney care), written blind by four more, first contact with items up to 726: tune
  // 0.924, 0.919, 0.922, 0.902; held out 0.930, 0.904, 0.897, 0.952, none wrong shown. With
  // items 721-730: tune 0.938, 0.949, 0.996, 0.989, 0.924, 0.921, 0.928, 0.935.
  '335': { tune: { f1: 0.93, wrongShown: 3 }, 'held-out': { f1: 0.965, wrongShown: 2 } },
  '336': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.915, wrongShown: 2 } },
  '337': { tune: { f1: 0.985, wrongShown: 0 }, 'held-out': { f1: 0.85, wrongShown: 1 } },
  '338': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '339': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 0 } },
  '340': { tune: { f1: 0.91, wrongShown: 0 }, 'held-out': { f1: 0.895, wrongShown: 0 } },
  '341': { tune: { f1: 0.915, wrongShown: 0 }, 'held-out': { f1: 0.885, wrongShown: 0 } },
  '342': { tune: { f1: 0.925, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  // First contact (written blind by four helpers at once from a rebuilt brief, items up to 730
  // in): 343 (cardiology, lipid and preventive clinics) tune 0.963, held out 0.925; 344 (check-ups
  // printing earlier results beside the current) 0.994, 0.941; 345 (gastroenterology, liver and
  // nutrition) 0.978, 0.979; 346 (multilingual places and people abroad) 0.974, 0.880; none
  // wrong shown. With items 731-738: tune 0.979, 0.994, 0.985, 0.985; the held-out parts as at
  // first contact. Sets 336 and 339 with items 731-733: tune 0.949 -> 0.988, 0.924 -> 0.977.
  '343': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.905, wrongShown: 0 } },
  '344': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 0 } },
  '345': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '346': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.86, wrongShown: 0 } },
  // First contact (two helpers at once, the same brief, items up to 738 in): 347 (English from
  // Nigeria, Kenya, South Africa, the Philippines, Singapore, Malaysia, Pakistan, Trinidad and
  // New Zealand) tune 0.968, held out 0.980; 348 (Spanish, German, French and Italian from Latin
  // America, Austria, Liechtenstein, Ticino, Senegal and La Réunion) tune 0.889, held out 0.992;
  // none wrong shown. With item 741 (results printed before the names): 348 tune 0.986.
  '347': { tune: { f1: 0.945, wrongShown: 0 }, 'held-out': { f1: 0.96, wrongShown: 0 } },
  '348': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  // First contact (two helpers at once from a rebuilt brief, items up to 748 in): 349 (English
  // from Ghana, Uganda, Zambia, Ontario, Jamaica, Bangladesh, Sri Lanka, Hong Kong and Scotland)
  // tune 0.919 with 1 wrong shown (a viral load's '<' set apart, read with the name), held out
  // 0.986; 350 (German, French, Spanish and Italian from Switzerland, Bavaria, Morocco, Côte
  // d'Ivoire, Luxembourg, Mexico, Uruguay, Sardinia and San Marino) tune 0.963, held out 1.000.
  // With items 749-754: 349 tune 0.992, 350 tune 0.980, none wrong shown.
  '349': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  '350': { tune: { f1: 0.96, wrongShown: 0 }, 'held-out': { f1: 0.98, wrongShown: 0 } },
  // First contact (four helpers at once from a rebuilt brief, items up to 754 in): 351 (English
  // from the US, New Zealand, South Africa, Ireland, Singapore, the Philippines, Kenya and
  // Australia) tune 0.993, held out 0.909; 352 (English from the UAE, Saudi Arabia, Pakistan,
  // Malaysia, Nepal, Nigeria, Trinidad, Scotland and British Columbia) tune 0.971 with 4 wrong
  // shown (a Widal titre after a dash read as the dash's 'negative'), held out 0.993; 353 (German
  // and French from Vienna, Hamburg, Bern, Liège, Lyon, La Réunion, Quebec, Dakar and
  // Luxembourg) tune 0.882 with 14 wrong shown (a lone date column headed 'Antériorités' read as
  // today's results), held out 0.939; 354 (Spanish and Italian from Barcelona, Córdoba, Chile,
  // Medellín, Lima, Cuba, Veneto, Palermo and Ticino) tune 0.977, held out 0.985. With items
  // 755-763: tune 0.998, 0.976, 0.985, 0.995, none wrong shown; the held-out parts as at first
  // contact.
  '351': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.89, wrongShown: 0 } },
  '352': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '353': { tune: { f1: 0.965, wrongShown: 0 }, 'held-out': { f1: 0.92, wrongShown: 0 } },
  '354': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  // First contact (four helpers at once from a brief rebuilt again, items up to 766 in): 355
  // (English from India, Ghana, Jamaica, Hong Kong, Ontario, the US, an NHS hospital, Australia
  // and Kenya) tune 0.986, held out 0.992; 356 (German from Berlin, Bavaria, Graz, Zürich,
  // Hamburg, Bolzano, Vaduz, Leipzig and Vienna) tune 0.976 with 1 wrong shown ('Granulierte
  // Zylinder  keine' read as the casts our knowledge lumps granular ones in, where the author
  // left the test unnamed), held out 0.957; 357 (French from Paris, Marseille, Brussels,
  // Lausanne, Quebec, Casablanca, Tunis, Dakar and Lyon) tune 0.920 (an antibiogram's drugs and a
  // malaria film's findings, tests we do not know), held out 0.926; 358 (Spanish and Italian from
  // Mexico City, Buenos Aires, Madrid, Cali, Montevideo, Caracas, Milan, Naples and Cagliari) tune
  // 0.959, held out 0.980. With items 768-771: tune 0.996, 0.982, 0.920, 0.962; held out as at
  // first contact.
  '355': { tune: { f1: 0.98, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '356': { tune: { f1: 0.965, wrongShown: 1 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  '357': { tune: { f1: 0.9, wrongShown: 0 }, 'held-out': { f1: 0.91, wrongShown: 0 } },
  '358': { tune: { f1: 0.945, wrongShown: 0 }, 'held-out': { f1: 0.965, wrongShown: 0 } },
  // First contact (a fifth helper, items up to 771 in; serology panels and cumulative reports in
  // Spanish and Italian): tune 0.956 with 2 wrong shown, held out 0.945 with 2 wrong shown. The
  // tune pair: 'Toxoplasma gondii IgG  Reactivo  86,4  UI/mL' under 'RESULTADO  ÍNDICE / VALOR
  // UNIDAD' read as the answer where the author listed the measured value of a test we read as a
  // number. With item 772 (the number a test measured in a unit, under a second result heading):
  // tune 0.964, held out 0.959, none wrong shown; with items 773-775, tune 0.977.
  '359': { tune: { f1: 0.955, wrongShown: 0 }, 'held-out': { f1: 0.94, wrongShown: 0 } },
  // First contact (items up to 775 in, none taught by these sets; four helpers with a rebuilt
  // brief): set 360 (Spanish: hospitals with a previous result's column, Caracas) tune 0.998,
  // held out 0.993; 361 (Italian: cumulative reports, previous results, serology) 0.998 / 1.000;
  // 362 (Latin American serology and prenatal panels) 0.963 / 0.975; 363 (English, German and
  // French hospital systems with previous and cumulative columns) 0.992 / 0.995; none wrong shown.
  '360': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.97, wrongShown: 0 } },
  '361': { tune: { f1: 0.975, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
  '362': { tune: { f1: 0.94, wrongShown: 0 }, 'held-out': { f1: 0.955, wrongShown: 0 } },
  '363': { tune: { f1: 0.97, wrongShown: 0 }, 'held-out': { f1: 0.975, wrongShown: 0 } },
};

/**
 * What `npm test` reads, a sample that keeps CI within its time however many sets are written: the
 * held-out parts of the newest NEWEST_HELD_OUT_READ sets (the layouts the fewest rule tests cover),
 * the held-out parts of OLDER_HELD_OUT_READ older sets that rotate by commit (ADR 169: every older
 * set is read over a few dozen commits), and the tune part of one of two (ADR 171 halved the
 * sample to keep the whole run within 12 minutes). Every mend an older set taught
 * has a rule test of its own (blind-set-rules.test.ts); every set's both parts are read by
 * `npm run bench:lab-world` (LAB_WORLD_BLIND=<file>) and here with LAB_BLIND_ALL=1 or TEST_FULL=1,
 * which is run before any change to the reader is committed.
 */
const NEWEST_HELD_OUT_READ = 2;
const OLDER_HELD_OUT_READ = 3;
/** One of these tune parts a run, by the commit (ADR 171). */
const TUNE_READ_IN_CI = new Set(rotatingPart('lab blind tune parts', ['162', '165'], 2).items);
const readsAll = process.env.LAB_BLIND_ALL === '1' || readsEveryPart;
const setsInOrder = Object.keys(FLOORS).sort((a, b) => Number(a) - Number(b));
const olderSets = setsInOrder.slice(0, -NEWEST_HELD_OUT_READ);
const olderRead = rotatingPart(
  'lab blind sets',
  olderSets,
  Math.ceil(olderSets.length / OLDER_HELD_OUT_READ),
);
const heldOutReadInCi = new Set([...setsInOrder.slice(-NEWEST_HELD_OUT_READ), ...olderRead.items]);

const readInCi = (set: string, split: Split) =>
  split === 'held-out' ? heldOutReadInCi.has(set) : TUNE_READ_IN_CI.has(set);

// Only the reports this run reads are converted, and a set with no part read is not opened:
// converting every set's reports to read the few the sample keeps took 9-15 s of a worker.
const sets = Object.keys(FLOORS)
  .filter((set) => readsAll || heldOutReadInCi.has(set) || TUNE_READ_IN_CI.has(set))
  .map((set) => ({
    set,
    reports: readBlindReports(
      projectPath(`tests/fixtures/labs/blind/reports-${set}.json`),
      (report) => readsAll || readInCi(set, report.split),
    ),
  }))
  .filter(({ reports }) => reports.length > 0);
const extractor = createLabExtractor(biomarkerReferenceFromFiles());
const scores = new Map<WorldReport, WorldScore>();

const figuresOf = (reports: WorldReport[], split: Split) =>
  pool(reports.filter((r) => r.split === split).flatMap((r) => scores.get(r) ?? []));

afterAll(async () => {
  await extractor.close();
  const rows = sets.flatMap(({ set, reports }) =>
    (['tune', 'held-out'] as const).map((split) => ({
      cells: [set, split],
      figures: figuresOf(reports, split),
    })),
  );
  console.info(
    `Blind lab sets, text PDFs (older held-out sets: ${readsAll ? 'all' : olderRead.label}):\n${figuresTable(['set', 'split'], rows)}`,
  );
});

describe.each(sets)('the blind lab set $set, read as text PDFs', ({ set, reports }) => {
  it.each(reports.map((report) => [report.id, report] as const))('reads %s', async (_, report) => {
    const result = await extractor.extract(await renderWorldPdf(report), 'pdf');
    expect(result.method).toBe('pdf-text');
    scores.set(report, scoreWorldRows(result.rows, report.expected));
  });

  const splits = (['tune', 'held-out'] as const).filter((split) =>
    reports.some((report) => report.split === split),
  );
  it.each(splits)('holds the floors on the %s part', (split) => {
    const figures = figuresOf(reports, split);
    expect(figures.f1).toBeGreaterThanOrEqual(FLOORS[set]![split].f1);
    expect(figures.wrongShownAsRight).toBeLessThanOrEqual(FLOORS[set]![split].wrongShown);
  });
});
