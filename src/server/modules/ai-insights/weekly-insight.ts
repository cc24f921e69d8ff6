/**
 * The weekly insight: the user's health facts of the last 7 days, summarised by a model
 * when one is configured and by fixed rules otherwise. The facts carry no name, email or id, so
 * they can be handed to a provider as they are; any model failure falls back to the rules.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  buildProfileContext,
  EMPTY_PROFILE_SECTIONS,
  type Source,
} from '#server/modules/chat/index';
import type { ChatModel } from '#server/lib/chat-model';
import type { PersonReader } from '#server/modules/profile/index';
import type { Actor } from '#server/plugins/actor';
import type { TrackedData } from '#server/modules/tracking/index';
import type {
  InsightInteraction,
  InsightSection,
  WeeklyFacts,
  WeeklyInsight,
} from '#shared/contracts/ai-insights.contract';
import {
  interactionSides,
  type CheckResponse,
  type Severity,
} from '#shared/contracts/interactions.contract';
import { completenessGaps, type ProfileLike } from '#shared/domain/profile-scores';
import { recentSymptomNames } from '#shared/domain/one-profile';
import type { AiInsightsRepository } from './ai-insights.repository';

export const INSIGHT_PERIOD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEVERITY_ORDER: Record<Severity, number> = { major: 0, moderate: 1, minor: 2 };
const TOP_INTERACTIONS = 3;
const MODEL_TIMEOUT_MS = 20_000;

function periodStart(now: Date): Date {
  return new Date(now.getTime() - INSIGHT_PERIOD_DAYS * DAY_MS);
}

/**
 * Reads the facts; every read is limited to this user's rows. The profile and the active cabinet
 * are the person's (the one person query, ADR 174).
 */
export async function loadWeeklyFacts(
  repository: Pick<AiInsightsRepository, 'readWeek'>,
  person: Pick<PersonReader, 'read'>,
  userId: string,
  now: Date,
): Promise<WeeklyFacts> {
  const [week, { profile, activeMedicineNames }] = await Promise.all([
    repository.readWeek(userId, periodStart(now), now),
    person.read(userId),
  ]);
  // Identifier-looking text is dropped by buildProfileContext, so goals are safe to pass on.
  const context = buildProfileContext(profile ?? EMPTY_PROFILE_SECTIONS, []);
  // The gaps of the score itself (the reader's profile lists the cabinet, ADR 022), so the
  // percentage and 'Still missing' always agree.
  const missing = completenessGaps((profile ?? {}) as ProfileLike);
  return {
    profile_completeness: profile?.data_completeness_score ?? 0,
    onboarding_completed: profile?.onboarding_completed ?? false,
    profile_missing: missing,
    logged: loggedFacts(week.tracked),
    active_medicines: activeMedicineNames.length,
    safety: summariseAnalysis(week.analysis),
    pending_actions: week.pendingActions,
    chats_this_week: week.chats,
    health_goals: context.goals,
  };
}

const averageOf = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/** What the trackers hold for the period, in counts and averages (no free text but symptom names). */
export function loggedFacts(tracked: TrackedData): WeeklyFacts['logged'] {
  const sleep = tracked.logs.flatMap((log) => (log.sleep_hours === null ? [] : [log.sleep_hours]));
  const days = new Set([
    ...tracked.moods.map((row) => row.date),
    ...tracked.logs.map((row) => row.date),
    ...tracked.symptoms.map((row) => row.date),
    ...tracked.checkIns.map((row) => row.date),
  ]);
  const symptomDays = (name: string) =>
    new Set(
      tracked.symptoms
        .filter((row) => row.name.trim().toLowerCase() === name.toLowerCase())
        .map((row) => row.date),
    ).size;
  return {
    days_with_data: days.size,
    mood_checkins: tracked.moods.length,
    mood_average: averageOf(tracked.moods.map((row) => row.mood)),
    sleep_nights: sleep.length,
    sleep_average: averageOf(sleep),
    symptoms: recentSymptomNames(tracked.symptoms).map((name) => ({
      name,
      days: symptomDays(name),
    })),
  };
}

function summariseAnalysis(result: CheckResponse | null): WeeklyFacts['safety'] {
  if (!result) return null;
  const counts = { major: 0, moderate: 0, minor: 0 };
  for (const interaction of result.interactions) counts[interaction.severity] += 1;
  const top: InsightInteraction[] = [...result.interactions]
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
    .slice(0, TOP_INTERACTIONS)
    .map((interaction) => ({
      between: (
        interactionSides(result.items, interaction) ?? [{ name: 'Unknown' }, { name: 'Unknown' }]
      ).map((side) => side.name) as [string, string],
      severity: interaction.severity,
      summary: interaction.summary,
      management: interaction.management,
      sources: interaction.sources.map(({ title, url }) => ({ title, url })),
    }));
  return { ...counts, top_interactions: top };
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function listSources(facts: WeeklyFacts): Source[] {
  const byUrl = new Map<string, Source>();
  for (const interaction of facts.safety?.top_interactions ?? [])
    for (const source of interaction.sources)
      if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()];
}

function period(now: Date): WeeklyInsight['period'] {
  return { from: periodStart(now).toISOString(), to: now.toISOString() };
}

function describeTopInteraction(top: InsightInteraction): string {
  return `The most important is ${top.between[0]} with ${top.between[1]} (${top.severity}): ${top.summary} What to do: ${top.management}`;
}

function medicinesSection(facts: WeeklyFacts): InsightSection {
  if (facts.active_medicines === 0)
    return {
      title: 'Your medicines',
      body: 'You have no active medicines in your cabinet. Add what you take to get a safety check.',
    };
  const parts = [`You have ${plural(facts.active_medicines, 'active medicine')}.`];
  const safety = facts.safety;
  if (!safety) parts.push('No safety check has run on your cabinet yet.');
  else {
    parts.push(
      `The last safety check found ${safety.major} major, ${safety.moderate} moderate and ${safety.minor} minor interactions.`,
    );
    const top = safety.top_interactions[0];
    if (top) parts.push(describeTopInteraction(top));
  }
  return { title: 'Your medicines', body: parts.join(' ') };
}

function loggedSection(facts: WeeklyFacts): InsightSection {
  const logged = facts.logged;
  if (logged.days_with_data === 0)
    return {
      title: 'What you logged',
      body: `You logged nothing in the last ${INSIGHT_PERIOD_DAYS} days. A mood check-in takes a few seconds and makes this summary about you.`,
    };
  const parts = [
    `You logged something on ${logged.days_with_data} of the last ${INSIGHT_PERIOD_DAYS} days.`,
  ];
  if (logged.mood_average !== null)
    parts.push(
      `Your mood averaged ${logged.mood_average.toFixed(1)} out of 5 over ${plural(logged.mood_checkins, 'check-in')}.`,
    );
  if (logged.sleep_average !== null)
    parts.push(
      `You slept ${logged.sleep_average.toFixed(1)} hours on average over ${plural(logged.sleep_nights, 'logged night')}.`,
    );
  if (logged.symptoms.length > 0)
    parts.push(
      `Symptoms: ${logged.symptoms.map((s) => `${s.name} on ${plural(s.days, 'day')}`).join(', ')}.`,
    );
  else parts.push('You logged no symptoms.');
  return { title: 'What you logged', body: parts.join(' ') };
}

function profileSection(facts: WeeklyFacts): InsightSection {
  const parts = [`Your profile is ${facts.profile_completeness}% complete.`];
  parts.push(
    facts.profile_missing.length > 0
      ? `Still missing: ${facts.profile_missing.join(', ')}.`
      : 'Nothing the score counts is missing.',
  );
  if (!facts.onboarding_completed)
    parts.push('Finishing onboarding makes your suggestions more personal.');
  return { title: 'Your profile', body: parts.join(' ') };
}

function weekSection(facts: WeeklyFacts): InsightSection {
  const parts = [
    `You had ${plural(facts.chats_this_week, 'chat')} with the assistant in the last ${INSIGHT_PERIOD_DAYS} days.`,
    `You have ${plural(facts.pending_actions, 'pending action item')}.`,
  ];
  if (facts.health_goals.length > 0) parts.push(`Your goals: ${facts.health_goals.join(', ')}.`);
  return { title: 'This week', body: parts.join(' ') };
}

function nextSteps(facts: WeeklyFacts): InsightSection {
  const steps: string[] = [];
  const top = facts.safety?.top_interactions[0];
  if (top && top.severity !== 'minor')
    steps.push(`Ask your pharmacist or doctor about ${top.between[0]} with ${top.between[1]}.`);
  const firstMissing = facts.profile_missing[0];
  if (firstMissing) steps.push(`Add your ${firstMissing} to your profile.`);
  if (facts.pending_actions > 0) steps.push('Pick one pending action item and do it this week.');
  if (steps.length === 0) steps.push('Keep your medicine list and profile up to date.');
  return { title: 'Next steps', body: steps.join(' ') };
}

function deterministicHeadline(facts: WeeklyFacts): string {
  const safety = facts.safety;
  if (safety && safety.major > 0)
    return `Your week: ${plural(safety.major, 'major interaction')} to talk over with your pharmacist`;
  if (facts.profile_completeness < 80)
    return `Your week: your profile is ${facts.profile_completeness}% complete`;
  return 'Your week: your health data is up to date';
}

/** The summary without a model: only the facts' own numbers, in plain words. */
export function deterministicInsight(facts: WeeklyFacts, now: Date): WeeklyInsight {
  return {
    generated_at: now.toISOString(),
    provider: 'deterministic',
    period: period(now),
    headline: deterministicHeadline(facts),
    sections: [
      medicinesSection(facts),
      loggedSection(facts),
      profileSection(facts),
      weekSection(facts),
      nextSteps(facts),
    ],
    facts,
    sources: listSources(facts),
  };
}

export const INSIGHT_SYSTEM_PROMPT = [
  'You write a short weekly wellness summary for a user of a wellness app.',
  'This is general wellness information only, not medical advice.',
  'Use only the facts given as JSON; never invent numbers, medicines or conditions.',
  'Never diagnose, never suggest changing a dose; for interactions, say to ask a pharmacist or doctor.',
  'Answer in plain text: the first line is a headline; then 3 to 5 sections, each starting with a line "## Title" followed by one short paragraph.',
].join(' ');

const LIMITS = { headline: 200, title: 80, body: 1200, sections: 5 } as const;

/** Reads "headline, then ## Title + paragraph" text; null when it does not have that shape. */
export function parseModelInsight(
  text: string,
): { headline: string; sections: InsightSection[] } | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const headlineIndex = lines.findIndex((line) => line !== '');
  const headline = (lines[headlineIndex] ?? '')
    .replace(/^#+\s*/, '')
    .replace(/\*\*/g, '')
    .trim();
  if (!headline || headline.length > LIMITS.headline) return null;
  const sections: InsightSection[] = [];
  let current: { title: string; body: string[] } | null = null;
  const close = () => {
    const body = current?.body.join(' ').trim();
    if (current && body) sections.push({ title: current.title, body: body.slice(0, LIMITS.body) });
  };
  for (const line of lines.slice(headlineIndex + 1)) {
    const heading = /^#{1,6}\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      close();
      current = { title: heading[1].replace(/\*\*/g, '').trim().slice(0, LIMITS.title), body: [] };
    } else if (current && line) current.body.push(line);
  }
  close();
  return sections.length > 0 ? { headline, sections: sections.slice(0, LIMITS.sections) } : null;
}

export interface WriteInsightOptions {
  model: ChatModel;
  now: Date;
  log: FastifyBaseLogger;
}

/** A model's summary when one is configured and answers well; the deterministic one otherwise. */
export async function writeWeeklyInsight(
  facts: WeeklyFacts,
  { model, now, log }: WriteInsightOptions,
): Promise<WeeklyInsight> {
  const fallback = deterministicInsight(facts, now);
  if (model === 'offline' || model === 'none') return fallback;
  try {
    const text = await model.generate({
      system: INSIGHT_SYSTEM_PROMPT,
      messages: [{ role: 'user', content: `This week's facts:\n${JSON.stringify(facts)}` }],
      signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    });
    const parsed = parseModelInsight(text);
    if (!parsed) {
      log.warn({ provider: model.name }, 'weekly insight: model answer unreadable, summary used');
      return fallback;
    }
    return { ...fallback, provider: model.name, ...parsed };
  } catch (error) {
    // The error's name only: a provider message may echo the request.
    log.warn(
      { provider: model.name, error: (error as Error).name },
      'weekly insight: model failed, summary used',
    );
    return fallback;
  }
}

/** What the weekly insight is read with: the member's facts, the model, the clock and the log. */
export interface WeeklyInsightDeps {
  load: (actor: Actor) => Promise<WeeklyFacts>;
  model: ChatModel;
  now?: () => Date;
  log: FastifyBaseLogger;
}

/** The member's weekly insight (GET /api/ai-insights/weekly's body). */
export async function readWeeklyInsight(
  deps: WeeklyInsightDeps,
  actor: Actor,
): Promise<WeeklyInsight> {
  const facts = await deps.load(actor);
  const now = deps.now?.() ?? new Date();
  return writeWeeklyInsight(facts, { model: deps.model, now, log: deps.log });
}
