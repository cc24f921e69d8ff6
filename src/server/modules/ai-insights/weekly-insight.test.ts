import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/modules/users/index';
import {
  healthActionPlans,
  medicationSafetyAnalyses,
  medications,
  securityAuditLog,
  unifiedUserProfiles,
} from '#server/db/schema';
import type { ChatModelProvider, ModelInput } from '#server/lib/chat-model';
import type { CheckResponse, InteractionResult } from '#shared/contracts/interactions.contract';
import type { WeeklyFacts } from '#shared/contracts/ai-insights.contract';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { createReaders } from '#server/app-context';
import { createPersonReader } from '#server/modules/profile/index';
import { createAiInsightsRepository } from './ai-insights.repository';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import {
  deterministicInsight,
  loadWeeklyFacts,
  parseModelInsight,
  writeWeeklyInsight,
} from './weekly-insight';

const NOW = new Date('2026-03-08T12:00:00.000Z');
const log = pino({ level: 'silent' });

const FACTS: WeeklyFacts = {
  profile_completeness: 62,
  onboarding_completed: false,
  profile_missing: ['allergies', 'sleep'],
  active_medicines: 3,
  safety: {
    major: 1,
    moderate: 2,
    minor: 0,
    top_interactions: [
      {
        between: ['Warfarin', 'Aspirin'],
        severity: 'major',
        summary: 'Together they raise the risk of bleeding.',
        management: 'Ask your doctor before taking both.',
        sources: [{ title: 'FDA label', url: 'https://example.org/warfarin' }],
      },
    ],
  },
  pending_actions: 4,
  chats_this_week: 5,
  health_goals: ['sleep better'],
  logged: {
    days_with_data: 5,
    mood_checkins: 4,
    mood_average: 3.3,
    sleep_nights: 3,
    sleep_average: 6.5,
    symptoms: [{ name: 'Headache', days: 2 }],
  },
};

function fakeModel(answer: (input: ModelInput) => Promise<string>) {
  const inputs: ModelInput[] = [];
  const model: ChatModelProvider = {
    name: 'openai-compatible',
    generate: (input) => {
      inputs.push(input);
      return answer(input);
    },
    stream: () => {
      throw new Error('not used');
    },
  };
  return { model, inputs };
}

describe('deterministicInsight', () => {
  const insight = deterministicInsight(FACTS, NOW);

  it('leads with the major interaction count and covers the four sections', () => {
    expect(insight.provider).toBe('deterministic');
    expect(insight.headline).toBe(
      'Your week: 1 major interaction to talk over with your pharmacist',
    );
    expect(insight.sections.map((s) => s.title)).toEqual([
      'Your medicines',
      'What you logged',
      'Your profile',
      'This week',
      'Next steps',
    ]);
    expect(insight.period).toEqual({
      from: '2026-03-01T12:00:00.000Z',
      to: '2026-03-08T12:00:00.000Z',
    });
  });

  it('uses the facts’ own numbers', () => {
    const [medicines, logged, profile, week, next] = insight.sections.map((s) => s.body);
    expect(logged).toBe(
      'You logged something on 5 of the last 7 days. Your mood averaged 3.3 out of 5 over 4 check-ins. You slept 6.5 hours on average over 3 logged nights. Symptoms: Headache on 2 days.',
    );
    expect(medicines).toContain('You have 3 active medicines.');
    expect(medicines).toContain('1 major, 2 moderate and 0 minor interactions');
    expect(medicines).toContain('Warfarin with Aspirin (major)');
    expect(medicines).toContain('What to do: Ask your doctor before taking both.');
    expect(profile).toContain('Your profile is 62% complete.');
    expect(profile).toContain('Still missing: allergies, sleep.');
    expect(week).toContain('You had 5 chats with the assistant in the last 7 days.');
    expect(week).toContain('You have 4 pending action items.');
    expect(week).toContain('Your goals: sleep better.');
    expect(next).toContain('Ask your pharmacist or doctor about Warfarin with Aspirin.');
    expect(insight.sources).toEqual([{ title: 'FDA label', url: 'https://example.org/warfarin' }]);
  });

  it('says so when there is nothing to check', () => {
    const empty = deterministicInsight(
      {
        ...FACTS,
        active_medicines: 0,
        safety: null,
        profile_missing: [],
        profile_completeness: 90,
        pending_actions: 0,
      },
      NOW,
    );
    expect(empty.headline).toBe('Your week: your health data is up to date');
    expect(empty.sections[0]?.body).toContain('no active medicines');
    expect(empty.sources).toEqual([]);
  });
});

describe('writeWeeklyInsight', () => {
  it('uses a model answer and sends the facts without identifiers', async () => {
    const { model, inputs } = fakeModel(() =>
      Promise.resolve(
        '**A calm week**\n\n## Medicines\nOne interaction to ask about.\n\n## Profile\nAdd your allergies.',
      ),
    );
    const insight = await writeWeeklyInsight(FACTS, { model, now: NOW, log });
    expect(insight.provider).toBe('openai-compatible');
    expect(insight.headline).toBe('A calm week');
    expect(insight.sections).toEqual([
      { title: 'Medicines', body: 'One interaction to ask about.' },
      { title: 'Profile', body: 'Add your allergies.' },
    ]);
    expect(inputs).toHaveLength(1);
    const sent = inputs[0]?.messages[0]?.content ?? '';
    expect(sent).toContain(JSON.stringify(FACTS));
    expect(inputs[0]?.system).toMatch(/not medical advice/);
  });

  it('falls back to the deterministic summary when the model throws', async () => {
    const { model } = fakeModel(() => Promise.reject(new Error('503 upstream')));
    const insight = await writeWeeklyInsight(FACTS, { model, now: NOW, log });
    expect(insight).toEqual(deterministicInsight(FACTS, NOW));
  });

  it('falls back when the answer has no sections', async () => {
    const { model } = fakeModel(() => Promise.resolve('Just one line'));
    expect((await writeWeeklyInsight(FACTS, { model, now: NOW, log })).provider).toBe(
      'deterministic',
    );
  });

  it("asks no model for 'none' or 'offline'", async () => {
    expect((await writeWeeklyInsight(FACTS, { model: 'none', now: NOW, log })).provider).toBe(
      'deterministic',
    );
    expect((await writeWeeklyInsight(FACTS, { model: 'offline', now: NOW, log })).provider).toBe(
      'deterministic',
    );
  });
});

describe('parseModelInsight', () => {
  it('refuses text without a heading', () => {
    expect(parseModelInsight('')).toBeNull();
    expect(parseModelInsight('Headline\nparagraph without heading')).toBeNull();
  });
});

describe('loadWeeklyFacts', () => {
  let testDb: TestDatabase;
  const USER = { id: 'insight-user', name: 'Grace Hopper', email: 'grace@example.com' };
  const OTHER = { id: 'other-user', name: 'Other Person', email: 'other@example.com' };

  function interaction(
    severity: InteractionResult['severity'],
    a: string,
    b: string,
  ): InteractionResult {
    return {
      id: `${a}-${b}`,
      between: [0, 1],
      substances: [
        { id: a, name: a, kind: 'drug' },
        { id: b, name: b, kind: 'drug' },
      ],
      severity,
      summary: `${a} and ${b} summary.`,
      mechanism: null,
      management: `Space ${a} and ${b}.`,
      separate_hours: null,
      evidence: null,
      sources: [{ title: `${a} source`, url: `https://example.org/${a}` }],
    };
  }

  /** The person as the app reads it (uncached: each test reads the rows as they are). */
  const person = () =>
    createPersonReader(createReaders(testDb.database.db, { now: () => NOW }), knowledgeFromFiles());
  /** The week's reads, through the readers the app context builds, over this test's database. */
  const week = () =>
    createAiInsightsRepository(testDb.database.db, createReaders(testDb.database.db));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    await db.insert(users).values([USER, OTHER]);
    await db.insert(unifiedUserProfiles).values({
      user_id: USER.id,
      personal_info: { age: 40, gender: 'female', name: 'Grace Hopper' },
      medical_history: { allergies: ['penicillin'] },
      health_goals: { primary: ['sleep better', 'walk more'] },
      data_completeness_score: 55,
      onboarding_completed: true,
    });
    await db.insert(medications).values([
      { user_id: USER.id, name: 'Warfarin', frequency: 'daily' },
      { user_id: USER.id, name: 'Aspirin', frequency: 'daily' },
      { user_id: USER.id, name: 'Old pill', frequency: 'daily', active: false },
      { user_id: OTHER.id, name: 'Other pill', frequency: 'daily' },
    ]);
    const result: CheckResponse = {
      items: [],
      interactions: [
        interaction('minor', 'Calcium', 'Iron'),
        interaction('major', 'Warfarin', 'Aspirin'),
        interaction('moderate', 'Ibuprofen', 'Aspirin'),
        interaction('moderate', 'Zinc', 'Iron'),
      ],
      duplicates: [],
      cautions: [],
      detail: 'basic',
      profile_used: false,
      knowledge_version: 'test',
    };
    await db.insert(medicationSafetyAnalyses).values({
      user_id: USER.id,
      result,
      medication_count: 2,
      fingerprint: 'x',
      analyzed_at: NOW,
    });
    await db.insert(healthActionPlans).values([
      { user_id: USER.id, title: 'Walk', category: 'fitness', priority: 'high' },
      {
        user_id: USER.id,
        title: 'Eat',
        category: 'nutrition',
        priority: 'low',
        status: 'completed',
      },
      { user_id: OTHER.id, title: 'Other', category: 'fitness', priority: 'high' },
    ]);
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
    await db.insert(securityAuditLog).values([
      { user_id: USER.id, action: 'ai_health_chat', created_at: daysAgo(1) },
      { user_id: USER.id, action: 'ai_health_chat', created_at: daysAgo(6) },
      { user_id: USER.id, action: 'ai_health_chat', created_at: daysAgo(8) },
      { user_id: USER.id, action: 'profile_update', created_at: daysAgo(1) },
      { user_id: OTHER.id, action: 'ai_health_chat', created_at: daysAgo(1) },
    ]);
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it("reads this user's facts only", async () => {
    const facts = await loadWeeklyFacts(week(), person(), USER.id, NOW);
    expect(facts).toMatchObject({
      // The score of what the profile holds (age 8 + gender 8 + allergies 12 + cabinet 20), not the stale stored 55.
      profile_completeness: 48,
      onboarding_completed: true,
      active_medicines: 2,
      pending_actions: 1,
      chats_this_week: 2,
      health_goals: ['sleep better', 'walk more'],
    });
    // Exactly the score's own unearned rows: 55% is never 'nothing missing'.
    expect(facts.profile_missing).toEqual([
      'weight and height',
      'health conditions',
      'exercise',
      'sleep',
      'diet type',
      'diet restrictions',
    ]);
    expect(facts.safety).toMatchObject({ major: 1, moderate: 2, minor: 1 });
    expect(facts.safety?.top_interactions.map((i) => i.between)).toEqual([
      ['Warfarin', 'Aspirin'],
      ['Ibuprofen', 'Aspirin'],
      ['Zinc', 'Iron'],
    ]);
    expect(facts.safety?.top_interactions[0]?.sources).toEqual([
      { title: 'Warfarin source', url: 'https://example.org/Warfarin' },
    ]);
  });

  it('sends a model no name, email or id', async () => {
    const facts = await loadWeeklyFacts(week(), person(), USER.id, NOW);
    const { model, inputs } = fakeModel(() => Promise.reject(new Error('offline')));
    await writeWeeklyInsight(facts, { model, now: NOW, log });
    const sent = JSON.stringify(inputs);
    for (const identifier of [USER.id, USER.name, USER.email, 'Grace', 'user_id', 'email'])
      expect(sent).not.toContain(identifier);
    expect(sent).toContain('sleep better');
  });

  it('answers empty facts for a user with no data', async () => {
    const facts = await loadWeeklyFacts(week(), person(), OTHER.id, NOW);
    expect(facts).toMatchObject({
      profile_completeness: 0,
      onboarding_completed: false,
      active_medicines: 1,
      safety: null,
      pending_actions: 1,
      chats_this_week: 1,
      health_goals: [],
    });
  });
});
