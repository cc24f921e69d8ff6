import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '#shared/contracts/chat.contract';
import { SYSTEM_PROMPT, screenMessage, withDisclaimer } from './safety-rails';

const NUMBERS = 'If this is an emergency, call 911 (US), 999 (UK) or 112 (EU) now.';

// [message, expected kind or refusal reason, a phrase the reply must contain (emergencies only)]
const EMERGENCIES: [string, string][] = [
  ['I have crushing chest pain and my left arm hurts', 'sit down'],
  ['There is pressure in my chest and I feel sick', 'sit down'],
  ['I think I’m having a heart attack', 'sit down'],
  ["My dad's face is drooping and his speech is slurred", 'FAST'],
  ['Is this a stroke? She suddenly can’t lift her arm', 'FAST'],
  ["I can't breathe properly and my lips are turning blue", 'inhaler'],
  ['I want to end it all', '988'],
  ['I’ve been thinking about killing myself', '988'],
  ['there is no reason to live anymore', '988'],
  [
    "Honestly everyone would be better off without me. I don't want to be here anymore",
    'Samaritans',
  ],
  ['I keep wanting to hurt myself', '116 123'],
  ['I took too many of my sleeping pills', '1-800-222-1222'],
  ['My toddler swallowed some bleach!', 'NHS 111'],
  ['I think I overdosed on paracetamol', 'Poison Control'],
  ['My throat is swelling after eating peanuts', 'auto-injector'],
  ['severe allergic reaction to a bee sting', 'auto-injector'],
  ['My son is having a seizure', 'cushion'],
  ['The cut is bleeding heavily and won’t stop', 'Press firmly'],
  ['My grandmother collapsed and is unresponsive', 'recovery position'],
  ['I spilled boiling water and it’s a severe burn on my arm', 'running water'],
  ['  I   WANT   TO   DIE  ', '988'],
  // The community's rule set (ADR 053): disguised and euphemistic phrasings.
  ['i want to k1ll myself', '988'],
  ['thinking about \u0455u\u0456c\u0456de', '988'],
  ['I just want to unalive myself', '988'],
  ['honestly might just kms', '988'],
];

const DIAGNOSES = [
  'Do I have diabetes?',
  "what's wrong with me? I've been tired for weeks",
  'Can you diagnose my rash?',
  'Is this cancer? I found a lump',
  'Could I have a vitamin D deficiency?',
  'Do you think I have ADHD',
  'could it be an infection',
  'Am I anaemic?',
  'What is wrong with my knee',
];

const DOSE_CHANGES = [
  'Can I stop taking my sertraline?',
  'Should I double my dose tomorrow?',
  'Can I increase my insulin before dinner?',
  'is it ok to skip my blood pressure pill today',
  'I want to come off my antidepressants',
  'Can I cut my metformin in half?',
  'should I take an extra dose of lisinopril',
  'I missed a dose last night, should I double up?',
  'how do I taper my prednisone',
];

const ORDINARY = [
  'How can I sleep better?',
  'Is chest day better in the morning?',
  'chest press or push-ups for beginners?',
  'What is a normal heart rate?',
  'What does stroke volume mean?',
  'How do I improve my swimming stroke?',
  'How much protein do I need a day?',
  'Can I lower my cholesterol without medication?',
  'Best breathing exercises for stress?',
  'How can I avoid food poisoning at a barbecue?',
  'Do I have to eat breakfast?',
  'Does magnesium help prevent seizures?',
  'What foods help with heavy periods and bleeding?',
  "What's wrong with my diet if I'm always hungry?",
  'Could this supplement cause cancer?',
  'How many calories does running burn?',
  'I need to pick up my prescription, what time do pharmacies close?',
  'I want to cut down on alcohol',
  'Can I stop eating sugar completely?',
  'is intermittent fasting safe for adults',
  'That was a killer workout, my legs are dead',
  'I ran 10 kms this morning',
];

describe('screenMessage', () => {
  it.each(EMERGENCIES)('emergency: %s', async (message, firstStep) => {
    const screen = await screenMessage(message);
    expect(screen.kind).toBe('emergency');
    if (screen.kind !== 'emergency') return;
    expect(screen.reply.startsWith(NUMBERS)).toBe(true);
    expect(screen.reply).toContain(firstStep);
    // The numbers, then one or two lines of first steps (one per situation when several match).
    const lines = screen.reply.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
  });

  it('gives the crisis lines and poison control when an overdose is also a suicide attempt', async () => {
    const screen = await screenMessage('I took all my pills because I want to die');
    expect(screen.kind).toBe('emergency');
    if (screen.kind !== 'emergency') return;
    expect(screen.reply).toContain('988');
    expect(screen.reply).toContain('1-800-222-1222');
    expect(screen.reply.split('\n')).toHaveLength(3);
  });

  it.each(DIAGNOSES)('diagnosis refusal: %s', async (message) => {
    const screen = await screenMessage(message);
    expect(screen).toMatchObject({ kind: 'refusal', reason: 'diagnosis' });
    if (screen.kind !== 'refusal') return;
    expect(screen.reply).toMatch(/can't diagnose/);
    expect(screen.reply).toMatch(/doctor/);
    expect(screen.reply).toMatch(/911/);
  });

  it.each(DOSE_CHANGES)('dose-change refusal: %s', async (message) => {
    const screen = await screenMessage(message);
    expect(screen).toMatchObject({ kind: 'refusal', reason: 'dose_change' });
    if (screen.kind !== 'refusal') return;
    expect(screen.reply).toMatch(/prescriber/);
    expect(screen.reply).toMatch(/pharmacist/);
  });

  it.each(ORDINARY)('ok: %s', async (message) => {
    expect(await screenMessage(message)).toEqual({ kind: 'ok' });
  });

  it('has a table of at least 40 messages', async () => {
    expect(EMERGENCIES.length).toBeGreaterThanOrEqual(15);
    expect(DIAGNOSES.length).toBeGreaterThanOrEqual(8);
    expect(DOSE_CHANGES.length).toBeGreaterThanOrEqual(8);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(10);
    expect(
      EMERGENCIES.length + DIAGNOSES.length + DOSE_CHANGES.length + ORDINARY.length,
    ).toBeGreaterThanOrEqual(40);
  });
});

describe('SYSTEM_PROMPT', () => {
  it("states the product's limits and the rules", () => {
    for (const phrase of [
      'adults',
      'not a medical device',
      'diagnosis, treatment or emergencies',
      'may be wrong',
      'professional consultation',
      'plain',
      'only the context',
      'Never diagnose',
      'dose',
      'doctor or pharmacist',
      'short',
    ]) {
      expect(SYSTEM_PROMPT).toContain(phrase);
    }
  });
});

describe('withDisclaimer', () => {
  const ending = `\n\n${CHAT_MESSAGES.disclaimer}`;

  it('ends the text with the disclaimer on its own paragraph', async () => {
    expect(withDisclaimer('Drink water.\n')).toBe(`Drink water.${ending}`);
  });

  it('is idempotent', async () => {
    const once = withDisclaimer('Walk daily.');
    expect(withDisclaimer(once)).toBe(once);
    expect(withDisclaimer(withDisclaimer(once))).toBe(once);
  });

  it('keeps exactly one disclaimer when the text already repeats it', async () => {
    const text = withDisclaimer(
      `${CHAT_MESSAGES.disclaimer}\nSleep 7 hours. ${CHAT_MESSAGES.disclaimer}`,
    );
    expect(text.split(CHAT_MESSAGES.disclaimer)).toHaveLength(2);
    expect(text.endsWith(ending)).toBe(true);
  });

  it('returns the disclaimer alone for an empty answer', async () => {
    expect(withDisclaimer('  ')).toBe(CHAT_MESSAGES.disclaimer);
  });
});
