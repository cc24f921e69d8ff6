/**
 * Recovery stories and posts about someone else (ADR 112 round 2): a suicide attempt or self-harm told as
 * long past with the writer well now, and another person's crisis told by someone who wants to
 * help, are ordinary; the same frames with the writer's crisis present stay a crisis. The figures
 * of `tests/fixtures/crisis/probes-113-tune.json` (written for this round, tuned on) are held as
 * floors and ceilings.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';
import { projectPath } from '#server/lib/project-paths';
import { detectCrisis } from './crisis';

describe('recovery stories and posts about someone else (ADR 112 round 2)', () => {
  it('reads a crisis told long past, with the writer well now, as a recovery', () => {
    const texts = [
      "Two years ago I tried to end my life. Today I'm training for my first half marathon and I wanted to share that it gets better.",
      'i attempted suicide when i was 16. im 29 now, married, and i have a little girl. if youre where i was, hang on.',
      "365 days clean from self harm today!! never thought i'd make it this far",
      'Three years ago I cut so deep I needed stitches. Today I helped my niece with her homework and laughed a lot.',
      "I haven't thought about killing myself in months. Two years ago that would have seemed impossible.",
    ];
    expect(verdicts(texts)).toEqual(all(texts, false));
  });

  it("reads another person's crisis, told by someone asking how to help, as theirs", () => {
    const texts = [
      "My sister keeps telling me she wants to die and then laughs it off. I'm worried it's not a joke.",
      "My flatmate took an overdose on Saturday. She's okay physically. How do I make the flat safer?",
      "My mum keeps saying she'd be better off dead since her diagnosis. Is that something I should tell her doctor?",
      "My best mate has started giving his stuff away and saying goodbye to people. I'm worried. How do I ask him?",
      'As a GP I ask every patient with depression about suicidal thoughts. Most are relieved to be asked.',
    ];
    expect(verdicts(texts)).toEqual(all(texts, false));
  });

  it("keeps the writer's present crisis inside a recovery story or a post about someone else", () => {
    const texts = [
      'I was clean for two years but I cut again last night.',
      "my friend thinks I'm fine but I'm going to kill myself this weekend",
      'My friend is worried about me because I want to die.',
      "I survived an attempt in 2019 and I'm planning another one.",
      "Two years ago I tried to end my life. Today I'm back at that point and I've got the pills ready.",
      "Three years clean from self harm. I'm sitting here with a razor.",
      "I used to be suicidal and I got help but it's come back worse",
      "I tried to kill myself in 2019. I'm 16 now and I think about it every day.",
      "I tried to kill myself. I'm 16.",
      'How do I help a friend who is suicidal when I want to kill myself too?',
    ];
    expect(ruleVerdicts(texts)).toEqual(all(texts, true));
  });

  it('holds the figures of its tune set: 61 of 90 found, at most 11 false alarms in 220', () => {
    // Before round 2: 54/90 found, 85/220 false alarms (72 of 130 recovery stories, 13 of 90
    // posts about someone else); round 2 reached 56; ADR 118's euphemisms anchored by the story
    // ("I'm going to do it tonight", "I have a plan for Friday") 61.
    const set = JSON.parse(
      readFileSync(projectPath('tests/fixtures/crisis/probes-113-tune.json'), 'utf8'),
    ) as { text: string; crisis: boolean }[];
    const crisis = set.filter((entry) => entry.crisis);
    const ordinary = set.filter((entry) => !entry.crisis);
    const found = crisis.filter((entry) => detectCrisis(entry.text).crisis).length;
    const alarms = ordinary.filter((entry) => detectCrisis(entry.text).crisis).length;
    console.info(
      `crisis probes 113: recall ${found}/${crisis.length}, false alarms ${alarms}/${ordinary.length}`,
    );
    expect(found).toBeGreaterThanOrEqual(61);
    expect(alarms).toBeLessThanOrEqual(11);
  });
});
