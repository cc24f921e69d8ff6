/**
 * The frames of `crisis-frames-134.ts`, each with crisis phrasings it must find and ordinary twins
 * it must leave, and the figures of the set written before any of them
 * (tests/fixtures/crisis/probes-134.json; its held-out third is counted only, never printed).
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';
import { detectCrisisBySigns } from './crisis';

describe('the frames of ADR 134', () => {
  it('finds the mechanisms it was built for', () => {
    const crisis = [
      "I've been saving my gabapentin for months and it's nearly enough",
      'I hide some of my olanzapine every week. That is my way out if nothing changes.',
      'how many propranolol would it take to kill a person',
      'Would 30 temazepam be enough to go to sleep permanently?',
      "please don't call anyone, I don't want to be found in time",
      "I don't plan on being alive by the summer",
      "I've decided 50 is as far as I go.",
      'Asking for me: how do people who kill themselves choose the day?',
      'Does insurance pay if someone ends their own life? Ok, it is me.',
      'I picture stepping in front of the train on my way to work',
      "I'm never getting better. I'm standing on the bridge right now.",
      'Woke up in A&E, they pumped my stomach. Honestly angry it did not work.',
      "I'm disappointed I'm still here.",
      'I want to kill me.',
      'I decide to finish my life after the holidays.',
      'The only thing that helps is cutting.',
      'I cut myself tonight because I deserved it',
      'I have moved to my thighs so nobody sees',
      'I just need someone to know before I go',
      'been sitting with the pills in my hand for an hour',
      'I have a plan and it is soon.',
      'The kindest thing I could do for my family is not be here.',
      "I've been reading about final exit methods",
      'already picked the bridge and the day',
      'ready for the \u{1FAA6} tbh. picked out the \u{1F309} and the day',
      'Rate my plan to die',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      "I've been saving my gabapentin for the trip so I don't run out abroad",
      'how many propranolol can I take before a presentation',
      'Would it hurt my stomach to take ibuprofen without food?',
      'Would melatonin be enough to help me sleep through the night?',
      "The exit by the stairs is my way out of the building if there's a fire",
      "I don't plan on being here by the summer, we move to Leeds in May",
      'After the exams I am done with chemistry for good, switching to history',
      "I won't be around long enough to see the fireworks, my train is at 8",
      'My sister died by suicide three years ago and I miss her every day',
      'I am going to walk into the sea on Sunday for the charity swim',
      "I'm standing on the balcony now watching the fireworks",
      'I am angry it did not work, the cake sank again',
      "I'm still here at the office at 9pm, so disappointed",
      'I want to take my life back after the divorce',
      'The only thing that helps my hair is cutting it short',
      'I burned myself on the iron this morning, ouch',
      'I want someone to know before I go on holiday where the spare key is',
      'I have a plan and it is a good one for the garden',
      'That is my exit, see you all tomorrow',
      'what a vibe \u{1F480} im dead',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads a sleep denied to be an occasion as meant ("not a nap"), by the rules alone', () => {
    const meant = 'I just want to go to sleep and not wake up. Not a nap.';
    const occasion =
      'I just want to go to sleep and not wake up until noon. Not a nap, a proper lie in.';
    expect(detectCrisisBySigns(meant).crisis).toBe(true);
    expect(detectCrisisBySigns(occasion).crisis).toBe(false);
  });

  it('holds the figures of its own set', () => {
    // Written without the rules (ADR 134). Before the frames: tune 72 of 137 with 7 false alarms
    // in 135, held-out third 36 of 73 with 2 in 75. After: tune 113 of 137, the same 7 false
    // alarms (recovery told as past, a roommate's pills, a funeral planned with ALS, a joke); the
    // held-out third 36, none of it found by the frames. With ADR 135's learned signal: tune
    // 127, held-out 42, the same false alarms. Retrained with the fifth and sixth sets (ADR 141):
    // tune 130, held-out 48 with one more false alarm in 75 (3), the price of six more found.
    // Retrained with train-148 and probes-148 (ADR 146): tune 129. Retrained with everyday
    // messages (ADR 173): tune 128.
    const { tune, heldOut } = probeSetFigures('probes-134.json');
    expect(tune.found).toBeGreaterThanOrEqual(128);
    expect(tune.alarms).toBeLessThanOrEqual(7);
    expect(heldOut.found).toBeGreaterThanOrEqual(HELD_OUT_FOUND);
    expect(heldOut.alarms).toBeLessThanOrEqual(2); // 3 before ADR 144's training data
  });
});

/**
 * The held-out third's count after the frames (36, ADR 134), the learned signal (42, ADR 135) and
 * its retraining with the fifth and sixth sets (48, ADR 141).
 */
const HELD_OUT_FOUND = 48;
