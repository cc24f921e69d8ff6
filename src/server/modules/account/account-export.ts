/**
 * Builds the data export (GDPR articles 15 and 20, ADR 037): `wellnest-export.json` with every row
 * of every owned table, binary columns (lab files) as files beside it, one CSV per tracker, and a
 * README. Pure: it takes the rows the repository read (and the stored files they name) and returns
 * the archive.
 */
import { toCsv, type CsvValue } from './csv';
import type { OwnedTable, Row } from './account-data.repository';
import { createZip, type ZipEntry } from './zip-writer';

export const EXPORT_JSON = 'wellnest-export.json';
export const EXPORT_FORMAT_VERSION = 1;

/** A row's `storage_key` column names its file in object storage (ADR 045). */
export const STORAGE_KEY_COLUMN = 'storage_key';

export interface ExportInput {
  userId: string;
  exportedAt: Date;
  tables: readonly { owned: OwnedTable; rows: Row[] }[];
  /** The objects the rows' storage keys name, read from storage; a key missing here is noted. */
  objects?: ReadonlyMap<string, Uint8Array>;
  /** A food or recipe's name from the knowledge base, for the food log CSV. */
  foodName?: (foodId: string | null, recipeId: string | null) => string | null;
}

export interface TrackerCsv {
  file: string;
  table: string;
  header: string[];
  rows: (rows: Row[], all: ReadonlyMap<string, Row[]>, input: ExportInput) => CsvValue[][];
}

const text = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => String(v)).join('; ');
  return JSON.stringify(value);
};
const num = (value: unknown): CsvValue =>
  value === null || value === undefined || value === '' ? null : Number(value);
const pick = (row: Row, columns: readonly string[]): CsvValue[] =>
  columns.map((column) => text(row[column]));

/** One CSV per tracker: the columns a spreadsheet user wants, in order (Exist.io, Bearable). */
export const TRACKER_CSVS: readonly TrackerCsv[] = [
  {
    file: 'mood.csv',
    table: 'mood_entries',
    header: ['date', 'mood', 'energy', 'tags', 'note'],
    rows: (rows) => rows.map((r) => pick(r, ['entry_date', 'mood', 'energy', 'tags', 'note'])),
  },
  {
    file: 'symptoms.csv',
    table: 'symptom_logs',
    header: ['occurred_at', 'date', 'symptom', 'severity', 'triggers', 'note'],
    rows: (rows) =>
      rows.map((r) =>
        pick(r, ['occurred_at', 'occurred_on', 'name', 'severity', 'triggers', 'note']),
      ),
  },
  {
    file: 'habits.csv',
    table: 'habits',
    header: [
      'habit_id',
      'name',
      'description',
      'schedule',
      'times_per_week',
      'archived_at',
      'created_at',
    ],
    rows: (rows) =>
      rows.map((r) =>
        pick(r, [
          'id',
          'name',
          'description',
          'schedule',
          'times_per_week',
          'archived_at',
          'created_at',
        ]),
      ),
  },
  {
    file: 'habit-check-ins.csv',
    table: 'habit_check_ins',
    header: ['date', 'habit_id', 'habit'],
    rows: (rows, all) => {
      const names = new Map((all.get('habits') ?? []).map((h) => [String(h.id), text(h.name)]));
      return rows.map((r) => [
        text(r.check_date),
        text(r.habit_id),
        names.get(String(r.habit_id)) ?? null,
      ]);
    },
  },
  {
    file: 'daily-log.csv',
    table: 'daily_logs',
    header: ['date', 'sleep_hours', 'water_glasses', 'medication_doses'],
    rows: (rows) =>
      rows.map((r) => pick(r, ['log_date', 'sleep_hours', 'water_glasses', 'medication_doses'])),
  },
  {
    file: 'food-log.csv',
    table: 'food_log_entries',
    header: ['date', 'meal', 'position', 'food_id', 'recipe_id', 'name', 'grams', 'servings'],
    rows: (rows, _all, input) =>
      rows.map((r) => [
        ...pick(r, ['log_date', 'meal', 'position', 'food_id', 'recipe_id']),
        input.foodName?.(
          (r.food_id as string | null) ?? null,
          (r.recipe_id as string | null) ?? null,
        ) ?? null,
        num(r.grams),
        num(r.servings),
      ]),
  },
  {
    file: 'medications.csv',
    table: 'medications',
    header: [
      'name',
      'medication_name',
      'strength',
      'dosage',
      'frequency',
      'indication',
      'active',
      'notes',
      'added_at',
    ],
    rows: (rows) =>
      rows.map((r) =>
        pick(r, [
          'name',
          'medication_name',
          'strength',
          'prescribed_dosage',
          'frequency',
          'indication',
          'active',
          'notes',
          'created_at',
        ]),
      ),
  },
  {
    file: 'lab-biomarkers.csv',
    table: 'lab_reports',
    header: [
      'report_id',
      'collected_on',
      'test_type',
      'biomarker',
      'value',
      'value_text',
      'unit',
      'lab_range_low',
      'lab_range_high',
      'flag',
      'specimen',
      'body_system',
    ],
    rows: (rows) =>
      rows.flatMap((report) => {
        const markers = Array.isArray(report.biomarkers) ? (report.biomarkers as Row[]) : [];
        return markers.map((m) => [
          text(report.id),
          text(report.collected_on),
          text(report.test_type),
          ...pick(m, [
            'name',
            'value',
            'value_text',
            'unit',
            'ref_low',
            'ref_high',
            'flag',
            'specimen',
            'system',
          ]),
        ]);
      }),
  },
];

/** A JSON-safe copy of a value: dates as ISO strings, 64-bit integers as strings. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

/** A timestamp as ISO 8601 in UTC, whichever form the driver gave ('2026-11-23 00:24:26.5+00'). */
function isoTimestamp(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? plain(value) : date.toISOString();
}

const safeName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 80) || 'file';

const extensionOf = (row: Row) => {
  const kind = typeof row.kind === 'string' ? row.kind : '';
  return /^[a-z0-9]{1,5}$/.test(kind) ? `.${kind}` : '';
};

export function buildExportArchive(input: ExportInput): { archive: Buffer; json: unknown } {
  const files: ZipEntry[] = [];
  const tables: Record<string, unknown[]> = {};
  const omitted: Record<string, string[]> = {};
  const all = new Map<string, Row[]>();
  for (const { owned, rows } of input.tables) {
    all.set(owned.table, rows);
    if (owned.omitted.length > 0) omitted[owned.table] = owned.omitted;
    const timestamps = new Set(
      owned.columns.filter((c) => c.type.startsWith('timestamp')).map((c) => c.name),
    );
    tables[owned.table] = rows.map((row, index) => {
      const out: Row = {};
      // A file of its own in the archive; the row points at it.
      const asFile = (column: string, data: Uint8Array) => {
        const label = typeof row.display_name === 'string' ? row.display_name : column;
        const base = `${String(row.id ?? index)}-${safeName(label)}`;
        const path = `files/${owned.table}/${base}${base.endsWith(extensionOf(row)) ? '' : extensionOf(row)}`;
        files.push({ name: path, data, modified: input.exportedAt });
        return { file: path, bytes: data.byteLength };
      };
      for (const [column, value] of Object.entries(row)) {
        // Binary columns (a lab report's file from before object storage).
        if (value instanceof Uint8Array) out[column] = asFile(column, value);
        else if (column === STORAGE_KEY_COLUMN && typeof value === 'string') {
          // The key is ours and means nothing outside; the file it names goes in instead.
          const data = input.objects?.get(value);
          out[column] = data ? asFile(column, data) : { file: null, missing: true };
        } else out[column] = timestamps.has(column) ? isoTimestamp(value) : plain(value);
      }
      return out;
    });
  }
  const json = {
    format: 'wellnest-export',
    version: EXPORT_FORMAT_VERSION,
    exported_at: input.exportedAt.toISOString(),
    user_id: input.userId,
    tables,
    omitted_columns: omitted,
  };
  const csvs = TRACKER_CSVS.map((csv) => ({
    name: `csv/${csv.file}`,
    data: toCsv(csv.header, csv.rows(all.get(csv.table) ?? [], all, input)),
    modified: input.exportedAt,
  }));
  const entries: ZipEntry[] = [
    { name: 'README.txt', data: readme(input, Object.keys(tables)), modified: input.exportedAt },
    { name: EXPORT_JSON, data: JSON.stringify(json, null, 2), modified: input.exportedAt },
    ...csvs,
    ...files,
  ];
  return { archive: createZip(entries), json };
}

function readme(input: ExportInput, tables: string[]): string {
  return [
    'Your Wellnest data',
    '==================',
    '',
    `Exported ${input.exportedAt.toISOString()} (UTC) for account ${input.userId}.`,
    '',
    'wellnest-export.json',
    '  Everything stored about you, one key per database table under "tables": your account,',
    '  health profile, medicines, trackers, lab reports and their analyses, chats, meal plans,',
    '  reminders, notifications, billing status and the security audit entries about your',
    '  account. Dates and times are ISO 8601 in UTC. Credentials (your password hash and session',
    '  tokens) are never exported; "omitted_columns" names what was left out.',
    '',
    'files/',
    '  Files you uploaded (lab report PDFs and images), named <id>-<file name>. In the JSON the',
    '  file\'s row points at it ("file") instead of holding its bytes or where we keep it.',
    '',
    'csv/',
    ...TRACKER_CSVS.map((csv) => `  ${csv.file.padEnd(20)} from ${csv.table}`),
    '  Comma-separated, UTF-8, one header row, RFC 4180 quoting. A text cell that starts with',
    "  = + - or @ begins with an apostrophe (') so that spreadsheets do not run it as a formula.",
    '  Lists (tags, triggers) are separated by "; ".',
    '',
    `Tables in this export (${tables.length}): ${tables.join(', ')}.`,
    '',
    'Wellnest provides educational wellness information only, not medical advice.',
    '',
  ].join('\r\n');
}
