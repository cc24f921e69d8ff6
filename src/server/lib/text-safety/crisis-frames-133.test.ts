/**
 * The frames of `crisis-frames-133.ts`, each with crisis phrasings it must find and ordinary twins
 * it must leave, and the figures of the set written before any of them
 * (tests/fixtures/crisis/probes-133.json; its held-out third is counted only, never printed).
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 133', () => {
  it('finds the mechanisms it was built for', () => {
    const crisis = [
      "I really don't want to keep living like this anymore",
      "it's better to die than keep going",
      'been cutting for months and it keeps getting worse',
      'cutting again and i think im gona go further this time',
      'my mum saw the scars on my arms and I lied to her',
      'held a lighter against my wrist until it blistered',
      'got the blade out of a disposable razor',
      'attempted again last weekend.',
      'my second attempt was two months ago',
      'downed half a bottle of whisky and swallowed all my sleeping pills',
      "I have pills stashed away in my drawer. I know what they're really for.",
      "I don't have any future.",
      'out of ideas and out of hope.',
      'the s word thoughts are back',
      'if I went to sleep forever that would be ok',
      "I'm just wasting oxygen and I want to stop.",
      'my life insurance would support them better than I could alive',
      'sitting on the bathroom floor with my razor again',
      'I plan to not be here by new year',
      "I've decided. Saturday night once the house is asleep.",
      'Made their favourite dinner. Something nice for their last memories of me.',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      "I don't want to live like this, with a broken boiler",
      'better to die on your feet than live on your knees',
      "I've been cutting for eight weeks and lost 4 kg",
      'cutting again after my bulk, going further with the deficit this time',
      'my last attempt at the driving test was three weeks ago',
      'attempted the climb on Saturday.',
      'took the blade out of my razor to clean it',
      'drank a bottle of water and took my pills',
      'I keep my pills hidden from the kids',
      'I keep my vitamins hidden in the drawer. I know what they are really for.',
      "I don't have a future in this company",
      'why keep trying when the printer always jams',
      'I might take the easy way out and order pizza',
      'if I fell asleep forever on this sofa I would not complain',
      'the life insurance would help them pay off the mortgage',
      'sitting on the bathroom floor with a razor shaving my legs',
      'planning to not be here by Christmas, flying to Spain on the 20th',
      'nice to see the last memory of me on stage',
      'I think about it every day, that cheesecake',
      'nobody would care if I skipped the party',
      'Everything is in order now, the solicitor has the will.',
      "I'm tired of this heat. I just want out of this city.",
      "Return it if it doesn't work.",
      'is one paracetamol enough to end this headache',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('holds the figures of its own set', () => {
    // Written without the rules (ADR 133). Before the frames: tune 87 of 148 with 2 false alarms in
    // 145, held-out third 35 of 56 with none in 59. After: tune 120 of 148, 2 false alarms (a
    // recovery anniversary and a sociology class, both there before); held-out 35 of 56, none.
    // ADR 135's learned signal: tune 125, held-out 39, no new false alarm.
    const { tune, heldOut } = probeSetFigures('probes-133.json');
    expect(tune.found).toBeGreaterThanOrEqual(125);
    expect(tune.alarms).toBeLessThanOrEqual(2);
    expect(heldOut.found).toBeGreaterThanOrEqual(39);
    expect(heldOut.alarms).toBe(0);
  });
});
