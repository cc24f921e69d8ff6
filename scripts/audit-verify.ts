// `npm run audit:verify`: walk the audit log's hash chain (ADR 020) on the app's database
// (DATABASE_URL, or PGlite in DATA_DIR, default ./.data, while the app is stopped: it holds the lock).
// Prints OK with the row count and the head hash, or the first broken link; exit code 1 then.
import { openDatabase } from '#server/db/open-database';
import { verifyAuditChain } from '#server/modules/audit/audit-chain';

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({
  databaseUrl,
  appDatabaseUrl: process.env.DATABASE_APP_URL || undefined,
  dataDir: process.env.DATA_DIR || './.data',
});
try {
  // Outside any request the app's queries act as the system, which may read every audit row.
  const result = await verifyAuditChain(database.db);
  if (result.ok) {
    console.log(`OK: ${result.rows} audit rows, chain head ${result.headHash}`);
  } else {
    const { seq, id, reason } = result.brokenAt;
    console.log(
      `BROKEN at seq ${seq}${id ? ` (id ${id})` : ''}: ${reason}. ${result.rows} rows verified before it.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
