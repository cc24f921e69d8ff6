/**
 * The cabinet's background safety analysis: about a second after a member's last change, their
 * whole active cabinet is checked and the result stored with what it was made from. A read that
 * finds the stored result stale (say the process restarted before the timer fired) analyses on
 * the spot, so a member never sees a result for a cabinet they no longer have.
 */
import { createHash } from 'node:crypto';
import type {
  AnalyzeMedicationsResponse,
  SafetyAnalysis,
} from '#shared/contracts/medications.contract';
import type { Actor } from '#server/plugins/actor';
import { aboutMedicine } from './medication-detail';
import type { MedicationsContext } from './medications-context';
import type { MedicationRow } from './medications.repository';

/**
 * What a stored analysis was made from: the active medicines and the knowledge base's version, so
 * an analysis made before the knowledge changed (a new name, a new interaction) is made again.
 */
function fingerprintOf(rows: readonly MedicationRow[], knowledgeVersion: string): string {
  const active = rows.map((row) => `${row.id}:${row.name}`).sort();
  return createHash('sha256')
    .update([knowledgeVersion, ...active].join('\n'))
    .digest('hex');
}

async function analyzeNow(ctx: MedicationsContext, userId: string): Promise<SafetyAnalysis> {
  const rows = await ctx.repository.listActive(userId);
  if (rows.length === 0)
    return { status: 'none', analyzed_at: null, medication_count: 0, result: null };
  const result = await ctx.check(
    userId,
    rows.map((row) => row.name),
  );
  const analyzedAt = ctx.now();
  await ctx.repository.saveAnalysis(userId, {
    result,
    medication_count: rows.length,
    fingerprint: fingerprintOf(rows, ctx.index.version),
    analyzed_at: analyzedAt,
  });
  return {
    status: 'ready',
    analyzed_at: analyzedAt.toISOString(),
    medication_count: rows.length,
    result,
  };
}

/**
 * The member's analysis, one at a time: a read that finds the stored result stale while the
 * background analysis is on its way waits for that one rather than making a second, so every
 * answer after it names the same analysis (two would store two times a millisecond apart, and
 * the dashboard and the cabinet could each show one).
 */
function analyzeOnce(ctx: MedicationsContext, userId: string): Promise<SafetyAnalysis> {
  const running = ctx.running.get(userId);
  if (running) return running;
  const run = analyzeNow(ctx, userId).finally(() => ctx.running.delete(userId));
  ctx.running.set(userId, run);
  return run;
}

/** (Re)starts the member's wait: the analysis runs once their changes have paused. */
export function scheduleAnalysis(ctx: MedicationsContext, userId: string): void {
  clearTimeout(ctx.timers.get(userId));
  const timer = setTimeout(() => {
    ctx.timers.delete(userId);
    // Only the error's kind is logged: a database error's message can quote the medicine names.
    analyzeOnce(ctx, userId).catch((error: unknown) =>
      ctx.log.error(
        { errorName: error instanceof Error ? error.name : typeof error },
        'background medication analysis failed',
      ),
    );
  }, ctx.delayMs);
  timer.unref();
  ctx.timers.set(userId, timer);
}

/** The stored analysis when it covers the cabinet; pending while a change waits; else made now. */
export async function readSafety(ctx: MedicationsContext, actor: Actor): Promise<SafetyAnalysis> {
  const [rows, stored] = await Promise.all([
    ctx.repository.listActive(actor.id),
    ctx.repository.findAnalysis(actor.id),
  ]);
  if (rows.length === 0)
    return { status: 'none', analyzed_at: null, medication_count: 0, result: null };
  if (stored && stored.fingerprint === fingerprintOf(rows, ctx.index.version)) {
    return {
      status: 'ready',
      analyzed_at: stored.analyzed_at.toISOString(),
      medication_count: stored.medication_count,
      result: stored.result,
    };
  }
  if (ctx.timers.has(actor.id)) {
    return {
      status: 'pending',
      analyzed_at: stored?.analyzed_at.toISOString() ?? null,
      medication_count: rows.length,
      result: null,
    };
  }
  return analyzeOnce(ctx, actor.id);
}

/** analyze-medications: side effects and warnings per medication, and their interactions. */
export async function analyzeMedicines(
  ctx: MedicationsContext,
  actor: Actor,
  names: string[] | null,
): Promise<AnalyzeMedicationsResponse> {
  const list = names ?? (await ctx.repository.listActive(actor.id)).map((row) => row.name);
  const medications = list.map((name) => aboutMedicine(ctx.index, name));
  const interactions = await ctx.check(actor.id, list.length > 0 ? list : []);
  return { medications, interactions, analyzed_at: ctx.now().toISOString() };
}

/** Stops every waiting analysis (the app is closing). */
export function stopAnalyses(ctx: MedicationsContext): void {
  for (const timer of ctx.timers.values()) clearTimeout(timer);
  ctx.timers.clear();
}
