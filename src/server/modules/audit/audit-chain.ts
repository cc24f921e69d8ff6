/**
 * Checks the audit log's hash chain (ADR 020): rows numbered 1..n without a gap, each linked to
 * the hash of the one before, each hash recomputed from the row's content by the same SQL function
 * the insert trigger used, each payload matching its digest unless erased with the account, and the
 * chain head agreeing with the last row (rows cut off the end). `npm run audit:verify` runs it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';

/** prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

const BATCH_SIZE = 1000;

export interface BrokenLink {
  /** The first row that does not verify, or the position after the last row when rows are missing there. */
  seq: number;
  id: string | null;
  reason: string;
}

export type ChainCheck =
  { ok: true; rows: number; headHash: string } | { ok: false; rows: number; brokenAt: BrokenLink };

interface ChainRow {
  id: string;
  seq: number | string;
  prev_hash: string;
  hash: string;
  payload_hash: string;
  redacted: boolean;
  digest: string;
  payload_digest: string;
}

function firstProblem(row: ChainRow, expectedSeq: number, previousHash: string): string | null {
  if (Number(row.seq) !== expectedSeq)
    return `expected seq ${expectedSeq}: the row(s) before it were removed`;
  if (row.prev_hash !== previousHash) return 'its prev_hash is not the hash of the row before';
  if (row.digest !== row.hash) return 'its content does not match its hash (altered)';
  if (!row.redacted && row.payload_digest !== row.payload_hash)
    return 'its metadata or phi_details do not match their digest (altered)';
  return null;
}

/** Walks the whole chain in seq order; stops at the first broken link. Needs to read every row. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  let previousHash = GENESIS_HASH;
  let checked = 0;
  for (;;) {
    const rows = await queryRows<ChainRow>(
      db,
      sql`
      select t.id, t.seq, t.prev_hash, t.hash, t.payload_hash, t.redacted_at is not null as redacted,
        security_audit_log_digest(t) as digest,
        security_audit_log_payload_digest(t.metadata, t.phi_details) as payload_digest
      from security_audit_log t
      where t.seq > ${checked}
      order by t.seq
      limit ${BATCH_SIZE}`,
    );
    for (const row of rows) {
      const problem = firstProblem(row, checked + 1, previousHash);
      if (problem)
        return {
          ok: false,
          rows: checked,
          brokenAt: { seq: Number(row.seq), id: row.id, reason: problem },
        };
      previousHash = row.hash;
      checked += 1;
    }
    if (rows.length < BATCH_SIZE) break;
  }
  const [state] = await queryRows<{ last_seq: number | string; last_hash: string }>(
    db,
    sql`select last_seq, last_hash from security_audit_chain_head where id = 1`,
  );
  if (!state || Number(state.last_seq) !== checked || state.last_hash !== previousHash)
    return {
      ok: false,
      rows: checked,
      brokenAt: {
        seq: checked + 1,
        id: null,
        reason: `the chain head says ${state ? String(state.last_seq) : 'nothing'} rows: rows were removed from the end`,
      },
    };
  return { ok: true, rows: checked, headHash: previousHash };
}
