/**
 * ADR 120: the intent frames, the normaliser's two readings and the guards, each with crisis
 * phrasings it must find and ordinary twins it must leave, and the figures of the set written
 * before them (tests/fixtures/crisis/probes-120-own.json; its held-out third is counted only).
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('ADR 120 frames', () => {
  it('finds the mechanisms it was built for', () => {
    const crisis = [
      'would jumping off a car park roof be enough to kill me',
      'is an overdose of sleeping pills painless',
      'going to crash my car into a tree tonight',
      'been wanting to die for months',
      'my life is a mess and i want it to be over',
      'i would welcome dying at this point',
      'when im dead they will be sorry',
      'they will be better off when im not around',
      'i have the pills ready',
      'yeeting myself off the balcony tonight',
      'I want to dⲓe tonⲓght',
      'g0nna 3nd it t0night',
      'just want to dye, cant do this',
      'the urge to cut tonight is unbearable',
      'not sure ill survive this week. dont even want to',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'would jumping on the trampoline hurt my knee',
      'is a root canal painless these days',
      'nearly crashed my car into a tree on the ice, so scary',
      "i've been dying for a holiday for months",
      'my life is busy and i want it to slow down',
      'i would welcome a nap at this point',
      'when im gone on holiday theyll finally see how much i do around here',
      'came 3rd in the race, my 2nd go at a 5k',
      'want to dye my hair pink',
      'fighting the urge to cut carbs again',
      'the bed was so comfy I did not want to wake up',
      "won't be around next month, relocating for work",
      "I know how I'm going to do it: one chapter a night",
      'that sofa is a waste of space',
      "I don't want to be a burden on my family when I'm older, so I'm saving",
      'bought a rope for the boat, tonight we sail',
      'I wanted to die for so long that I forgot who I was. Turns out I like gardening.',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('holds the figures of its own set', () => {
    const { tune, heldOut } = probeSetFigures('probes-120-own.json');
    expect(tune.found).toBeGreaterThanOrEqual(75);
    expect(tune.alarms).toBe(0);
    expect(heldOut.found).toBeGreaterThanOrEqual(15);
    expect(heldOut.alarms).toBeLessThanOrEqual(1);
  });
});
