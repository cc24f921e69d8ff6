/**
 * The whole of one user's data, found through the database catalogue at the time of the request
 * (ADR 037): every table with a `user_id` column, `users` itself, and every other column with a
 * foreign key to `users.id` (products.submitted_by). Nothing here lists tables by hand, so a table
 * added by a later migration is exported and deleted without a change here.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';

export type Executor = Pick<Db, 'execute'>;

/** The audit trail is append-only for the app (ADR 020): kept, its payload erased by a trigger. */
export const AUDIT_TABLE = 'security_audit_log';

/** Columns that hold a credential: never exported, whatever table they are in. */
const SECRET_COLUMN = /^(password|token|secret)$|_(token|secret)$/;

export interface OwnedColumn {
  table: string;
  column: string;
  /** What the foreign key does when the user row goes ('CASCADE', 'SET NULL', or null: no key). */
  onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' | 'NO ACTION' | 'SET DEFAULT' | null;
  nullable: boolean;
}

export interface TableColumns {
  name: string;
  type: string;
}

export interface OwnedTable {
  table: string;
  /** The columns naming the user (`user_id`, `id` for users, or another foreign key). */
  keys: OwnedColumn[];
  columns: TableColumns[];
  /** Columns left out of the export (credentials). */
  omitted: string[];
}

export type Row = Record<string, unknown>;

const RULES: Record<string, OwnedColumn['onDelete']> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every table holding rows of one user, from information_schema and pg_constraint. */
export async function listOwnedTables(db: Executor): Promise<OwnedTable[]> {
  // pg_catalog, not information_schema, for the keys: the app's role owns no table, and
  // information_schema shows constraints only to a table's owner.
  const keys = await queryRows<{
    table: string;
    column: string;
    rule: string | null;
    nullable: boolean;
  }>(
    db,
    sql`
      select c.relname as "table", a.attname as "column", k.confdeltype as rule,
        not a.attnotnull as nullable
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and k.confrelid = 'public.users'::regclass
        and array_length(k.conkey, 1) = 1
      union
      select table_name, column_name, null, is_nullable = 'YES'
      from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'
        and table_name in (select table_name from information_schema.tables
                           where table_schema = 'public' and table_type = 'BASE TABLE')`,
  );
  const byTable = new Map<string, OwnedColumn[]>();
  byTable.set('users', [{ table: 'users', column: 'id', onDelete: null, nullable: false }]);
  for (const key of keys) {
    const list = byTable.get(key.table) ?? [];
    const existing = list.find((k) => k.column === key.column);
    const onDelete = key.rule ? (RULES[key.rule] ?? null) : null;
    if (existing) existing.onDelete ??= onDelete;
    else list.push({ table: key.table, column: key.column, onDelete, nullable: key.nullable });
    byTable.set(key.table, list);
  }
  const columns = await queryRows<{ table: string; name: string; type: string }>(
    db,
    sql`
      select table_name as "table", column_name as name, data_type as type
      from information_schema.columns
      where table_schema = 'public'
      order by table_name, ordinal_position`,
  );
  return [...byTable.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, tableKeys]) => {
      const all = columns.filter((c) => c.table === table);
      return {
        table,
        keys: tableKeys,
        columns: all
          .filter((c) => !SECRET_COLUMN.test(c.name))
          .map(({ name, type }) => ({ name, type })),
        omitted: all.filter((c) => SECRET_COLUMN.test(c.name)).map((c) => c.name),
      };
    });
}

/** Every row of `table` naming the user in any of its key columns, credentials left out. */
export async function readOwnedRows(
  db: Executor,
  owned: OwnedTable,
  userId: string,
): Promise<Row[]> {
  const select = sql.join(
    owned.columns.map((c) => ident(c.name)),
    sql`, `,
  );
  const where = sql.join(
    owned.keys.map((k) => sql`${ident(k.column)} = ${userId}`),
    sql` or `,
  );
  const order = owned.columns.some((c) => c.name === 'created_at')
    ? sql` order by created_at`
    : sql``;
  return queryRows<Row>(
    db,
    sql`select ${select} from ${ident(owned.table)} where ${where}${order}`,
  );
}

/**
 * Removes the user from every owned table in the caller's transaction: rows keyed by `user_id` are
 * deleted; another column naming the user is cleared when its foreign key would clear it (a shared
 * catalogue entry they submitted stays, unsigned) and its row deleted otherwise. The audit trail is
 * left to its trigger. `users` goes last, so its triggers (cache feed, audit redaction) fire once.
 *
 * The clearing is the foreign key's own ON DELETE SET NULL, done when the `users` row goes: an
 * UPDATE by the user would have to leave a row they may still read under row-level security, and
 * an unsigned held post or pending listing is no longer theirs to read (migration 0019).
 */
export async function deleteOwnedRows(
  db: Executor,
  tables: readonly OwnedTable[],
  userId: string,
): Promise<void> {
  for (const owned of tables) {
    if (owned.table === 'users' || owned.table === AUDIT_TABLE) continue;
    for (const key of owned.keys) {
      const target = ident(owned.table);
      const column = ident(key.column);
      // Cleared by the foreign key when the users row goes (above).
      if (key.column !== 'user_id' && key.onDelete === 'SET NULL' && key.nullable) continue;
      await db.execute(sql`delete from ${target} where ${column} = ${userId}`);
    }
  }
  await db.execute(sql`delete from users where id = ${userId}`);
}

/**
 * The object-storage keys in the user's rows (every owned table with a `storage_key` column): the
 * objects to put in the export, and to delete once the account's rows are gone (ADR 045).
 */
export async function readOwnedStorageKeys(
  db: Executor,
  tables: readonly OwnedTable[],
  userId: string,
): Promise<string[]> {
  const keys: string[] = [];
  for (const owned of tables) {
    if (!owned.columns.some((c) => c.name === 'storage_key')) continue;
    const where = sql.join(
      owned.keys.map((k) => sql`${ident(k.column)} = ${userId}`),
      sql` or `,
    );
    const rows = await queryRows<{ storage_key: string }>(
      db,
      sql`select storage_key from ${ident(owned.table)} where (${where}) and storage_key is not null`,
    );
    keys.push(...rows.map((row) => row.storage_key));
  }
  return keys;
}
