/**
 * The one safety summary (ADR 079): from the member's active cabinet and profile, every
 * interaction (one per pair of medicines, at its most serious record), every duplicate and every
 * profile caution (condition, allergy, pregnancy or breastfeeding, age) with its severity, every
 * lab result held against a medicine (ADR 086: eGFR 38 with metformin), and their counts. The cabinet, the dashboard card, the medication-safety page, the bell and the weekly
 * report all read this, so a Major caution counted in one is counted in every one.
 *
 * Computed on read by the curated checker with the profile as it is now (the cabinet's stored
 * background analysis is keyed by the medicines alone, so a condition added later would be
 * missed there), and kept per user until any of their rows change (ADR 025).
 */
import type { CheckResponse, Severity } from '#shared/contracts/interactions.contract';
import type {
  SafetyFinding,
  SafetySummary,
  SafetySummaryCounts,
  SeverityCounts,
} from '#shared/contracts/safety-summary.contract';

const RANK: Record<Severity, number> = { major: 0, moderate: 1, minor: 2 };
const zero = (): SeverityCounts => ({ major: 0, moderate: 0, minor: 0 });
const key = (name: string) => name.trim().toLowerCase();

/** The findings of one check: interactions per pair, cautions per medicine and fact, duplicates. */
export function findingsOf(check: CheckResponse): SafetyFinding[] {
  const nameOf = (index: number) => check.items[index]?.query ?? 'Unknown';
  const interactions = new Map<string, SafetyFinding>();
  for (const interaction of check.interactions) {
    const names = interaction.between.map(nameOf);
    // Two records can describe one pair (the substance and its class): the pair is one finding.
    const id = `interaction:${names.map(key).sort().join('+')}`;
    const known = interactions.get(id);
    if (known && RANK[known.severity!] <= RANK[interaction.severity]) continue;
    interactions.set(id, {
      key: id,
      kind: 'interaction',
      severity: interaction.severity,
      reason: null,
      medicines: names,
      because: null,
      title: `${names.join(' + ')}`,
      message: `${interaction.summary} ${interaction.management}`.trim(),
      sources: interaction.sources,
    });
  }
  const cautions = new Map<string, SafetyFinding>();
  for (const caution of check.cautions) {
    const name = nameOf(caution.item);
    // Stored checks made before ADR 079 call pregnancy a condition; the member's words say which.
    const reason =
      caution.reason === 'condition' &&
      /pregnan|breast ?feeding|nursing|lactat/i.test(caution.because)
        ? 'pregnancy'
        : caution.reason;
    const id = `caution:${reason}:${key(name)}:${key(caution.because)}`;
    const known = cautions.get(id);
    if (known && RANK[known.severity!] <= RANK[caution.severity]) continue;
    cautions.set(id, {
      key: id,
      kind: 'caution',
      severity: caution.severity,
      reason,
      medicines: [name],
      because: caution.because,
      title: `${name} (${caution.because})`,
      message: caution.message,
      sources: caution.sources,
    });
  }
  const duplicates = new Map<string, SafetyFinding>();
  for (const duplicate of check.duplicates) {
    const names = duplicate.between.map(nameOf);
    const id = `duplicate:${names.map(key).sort().join('+')}`;
    if (duplicates.has(id)) continue;
    duplicates.set(id, {
      key: id,
      kind: 'duplicate',
      severity: null,
      reason: null,
      medicines: names,
      because: null,
      title: `${names.join(' + ')}: ${duplicate.shared.label}`,
      message: duplicate.message,
      sources: [],
    });
  }
  return ordered([...interactions.values(), ...cautions.values(), ...duplicates.values()]);
}

/** Most serious first (interactions before cautions of the same severity), duplicates last. */
function ordered(findings: readonly SafetyFinding[]): SafetyFinding[] {
  const rated = findings
    .filter((finding) => finding.kind !== 'duplicate')
    .sort(
      (a, b) =>
        RANK[a.severity!] - RANK[b.severity!] ||
        (a.kind === b.kind ? 0 : a.kind === 'interaction' ? -1 : 1),
    );
  return [...rated, ...findings.filter((finding) => finding.kind === 'duplicate')];
}

/** The counts every surface shows, from the findings alone. */
export function countFindings(findings: readonly SafetyFinding[]): SafetySummaryCounts {
  const counts: SafetySummaryCounts = {
    total: zero(),
    interactions: zero(),
    cautions: zero(),
    cautions_by_reason: { condition: 0, allergy: 0, pregnancy: 0, age: 0, lab: 0 },
    duplicates: 0,
    findings: findings.length,
  };
  for (const finding of findings) {
    if (finding.kind === 'duplicate') {
      counts.duplicates += 1;
      continue;
    }
    const severity = finding.severity!;
    counts.total[severity] += 1;
    if (finding.kind === 'interaction') counts.interactions[severity] += 1;
    else {
      counts.cautions[severity] += 1;
      if (finding.reason) counts.cautions_by_reason[finding.reason] += 1;
    }
  }
  return counts;
}

export function summariseCheck(
  medicines: readonly string[],
  check: CheckResponse | null,
  labFindings: readonly SafetyFinding[] = [],
): SafetySummary {
  const findings = ordered([...(check ? findingsOf(check) : []), ...labFindings]);
  return {
    medication_count: medicines.length,
    medicines: [...medicines],
    profile_used: check?.profile_used ?? false,
    counts: countFindings(findings),
    findings,
    result: check,
  };
}

export interface SafetySummarySources {
  /** The active cabinet's names, in the cabinet's order. */
  activeMedicines: (userId: string) => Promise<string[]>;
  /** The curated checker with the member's profile (conditions, allergies, pregnancy, age). */
  check: (userId: string, names: string[]) => Promise<CheckResponse>;
  /** The member's latest lab results held against these medicines (ADR 086). */
  labCautions: (userId: string, names: string[]) => Promise<SafetyFinding[]>;
}

/** A per-user cache (src/server/lib/user-cache.ts). */
export interface SafetySummaryCache {
  getOrLoad(
    key: string,
    load: () => Promise<{ value: SafetySummary; userId: string } | null>,
  ): Promise<SafetySummary | null>;
}

export function createSafetySummary(sources: SafetySummarySources, cache?: SafetySummaryCache) {
  async function compute(userId: string): Promise<SafetySummary> {
    const medicines = await sources.activeMedicines(userId);
    if (medicines.length === 0) return summariseCheck(medicines, null);
    const [check, labs] = await Promise.all([
      sources.check(userId, medicines),
      sources.labCautions(userId, medicines),
    ]);
    return summariseCheck(medicines, check, labs);
  }
  return {
    /** The member's safety summary now. */
    async forUser(userId: string): Promise<SafetySummary> {
      if (!cache) return compute(userId);
      return (await cache.getOrLoad(userId, async () => ({
        value: await compute(userId),
        userId,
      })))!;
    },
  };
}
export type SafetySummaryService = ReturnType<typeof createSafetySummary>;
