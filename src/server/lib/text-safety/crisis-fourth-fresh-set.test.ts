/**
 * ADR 139: what the fourth fresh set (tests/fixtures/crisis/probes-139.json, written without the
 * rules) showed the detector could not read, each as a mechanism with its ordinary twins, and the
 * set's figures. Its held-out third is counted only.
 */
import { describe, expect, it } from 'vitest';
import { readingsOf } from './normalize';
import { withOtherLanguagesInEnglish } from './crisis-other-languages';
import {
  all,
  expectProbeFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('the fourth fresh set (ADR 139)', () => {
  it('reads a sentence run on across line breaks, and a word cut at the end of a line', () => {
    expect(readingsOf("tonight i'm going to\nj u m p\noff the bridge")).toContain(
      "tonight i'm going to jump off the bridge",
    );
    expect(readingsOf("I'm going to k\nill myself\nthis weekend")).toContain(
      "i'm going to kill myself this weekend",
    );
    // A list keeps its lines as sentences in the first reading.
    expect(readingsOf('eggs\nmilk')[0]).toBe('eggs . milk');
  });

  it('reads letters joined by dots with spaces between the words ("h.a.n.g m.y.s.e.l.f")', () => {
    expect(readingsOf('going to h.a.n.g m.y.s.e.l.f tonight')).toContain(
      'going to hang myself tonight',
    );
  });

  it('reads Dutch, Polish, Tagalog and Hindi wishes and acts, not their negations', () => {
    expect(withOtherLanguagesInEnglish('ik ga zelfmoord plegen')).toBe('i want to kill myself');
    expect(withOtherLanguagesInEnglish('nie chce juz zyc')).toBe('i do not want to live any more');
    expect(withOtherLanguagesInEnglish('chce sie zabic')).toBe('i want to kill myself');
    expect(withOtherLanguagesInEnglish('magpapakamatay na ako mamaya')).toBe(
      'i am going to kill myself mamaya',
    );
    expect(withOtherLanguagesInEnglish('mujhe marna hai')).toBe('i want to die');
    // "I want to live" in Hindi is no wish to die; nor is a Dutch "I don't want to die".
    expect(withOtherLanguagesInEnglish('mujhe jeena hai')).toBe('mujhe jeena hai');
    expect(withOtherLanguagesInEnglish('ik wil niet dood')).toBe('i do not want to die');
    const wishes = [
      'Ik wil er niet meer zijn, sorry',
      'Nie chcę już żyć. please',
      'Me voy a quitar la vida, lo siento',
      "j'ai envie de me tuer, vraiment",
    ];
    expect(ruleVerdicts(wishes)).toEqual(all(wishes, true));
  });

  it('reads a whole supply of a medicine to be taken at once, not a course taken as told', () => {
    const crisis = [
      "I'm going to take my whole box of warfarin.",
      'Going to empty the paracetamol drawer tonight.',
    ];
    const ordinary = [
      "I'm going to take the whole pack of antibiotics over the next week",
      "I'm going to take the whole box of chocolates to work",
      'I accidentally took my whole box of vitamins, is that bad?',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads harm as a way of coping by what sets it off, not an accident by what one was doing', () => {
    const crisis = [
      "I've already cut too deep. There's a lot of blood.",
      'I burn myself when I feel numb',
      'I hit myself in the face when I mess up.',
      'I bang my head against the wall when it gets too much',
    ];
    const ordinary = [
      'I burnt myself when I was cooking',
      'I cut too deep into the board and ruined it',
      'I hit my head on the cupboard when I got up',
      "Back in the day I'd punch walls and cut my arms when I was upset. Therapy helped.",
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads who finds the body, the world better without the writer, a farewell to be understood', () => {
    const crisis = [
      'so that it is someone else who finds me and not my kids',
      'my wife and kids would genuinely be better off.',
      'The world would be lighter with me out of it.',
      "She'll understand when she's older why I had to go.",
    ];
    const ordinary = [
      'whoever finds me first wins hide and seek',
      'I hope someone finds me a good dentist',
      'my kids would be better off at the other school',
      'she will understand why I had to go back to work',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads a crisis word talked about as a word, or said of another, as no crisis', () => {
    const ordinary = [
      "Why do creators say 'unalive' instead of the real word?",
      "fun fact 'ctb' in our group chat means 'call the boss' lol",
      "Researching algospeak, words like 'unalive'. Any sources?",
      'i would unalive someone for a slice of that cheesecake rn',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
    const crisis = ["I'm going to 'unalive' myself tonight", 'i wish someone would unalive me'];
    expect(verdicts(crisis)).toEqual(all(crisis, true));
  });

  it('holds the figures of the fourth fresh set', () => {
    // Written without the rules, 480 messages. Before this ADR: tune 85 of 161 with 12 false
    // alarms in 163, held-out 43 of 79 with 2 in 77. After: tune 106 and 8, held-out 44 and 2.
    expectProbeFigures('probes-139.json', {
      tune: { found: 106, alarms: 8 },
      heldOut: { found: 44, alarms: 2 },
    });
  });
});
