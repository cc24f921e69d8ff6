/**
 * The warning-sign frames of `crisis-frames-122.ts` and the normaliser's wider lookalikes, each
 * with crisis phrasings it must find and ordinary twins it must leave, and the figures of the set
 * written before any of them (tests/fixtures/crisis/probes-122-own.json; its held-out third is
 * counted only, never printed).
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('warning-sign frames', () => {
  it('finds the mechanisms it was built for', () => {
    const crisis = [
      'hoping a lorry does not stop when i step out',
      'i beg god not to let me see another day',
      'i want to fall asleep and never come back',
      'if the illness wins this time i will just let it take me',
      'i would trade places with anyone who is terminal',
      'honestly it would be a relief if my heart gave out',
      'the only way the pain ends is if i stop existing',
      'id rather be in the ground than face another week',
      'time to take myself out of the picture',
      'going to set my family free of me',
      'my kids could have a proper life if i was gone for good',
      'i am out of reasons to keep going',
      'i do not intend to still be around by christmas',
      'what is the point of trying when there is nothing left. i just want out',
      'tried as long as i could. forgive me for this',
      'got enough of them saved now. nearly there',
      'whats the cleanest way to die',
      'is drowning painful or is it quick',
      'hiding fresh cuts under my hoodie',
      'can not stop burning my arms',
      'she says she is going to kill herself tonight',
      'he took a whole bottle of pills an hour ago',
      'ɪ ᴡᴀɴᴛ ᴛᴏ ᴋɪʟʟ ᴍʏsᴇʟғ',
      'g o i n g  t o  e n d  i t',
      // The writer's "I" spaced as narrowly as the verb (ADR 138).
      'i w a n t   t o   d i e. i mean it',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'hoping the bus does not stop at every village',
      'i want to fall asleep and stay asleep until noon',
      'let it take its time, the dough needs to rise',
      'i am out of ideas for staying in tonight',
      'took myself out of the team chat',
      'set the birds free from the cage',
      'i do not intend to be here next year, moving to leeds',
      'whats the quickest way to the station',
      'is waxing painful or is it quick',
      'hiding the presents from the kids',
      'she says she is going to kill it at the audition tonight',
      'she took her pills an hour ago',
      'e n d  o f  t h e  d a y',
      'i w i l l   b e   l a t e   t o d a y',
      'counting my steps every night',
      'i know which bridge to take to avoid traffic',
      'booked the venue for saturday, so excited',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('holds the figures of its own set', () => {
    // Tune part: 94 of 106 after the frames (44 before), no false alarm in 136. Three of the twelve
    // misses are another person's wish or plan with no time, means or act, which the corpus and
    // earlier probes label ordinary (a question about helping someone).
    // Held-out third, counted only: 20 of 53 with 2 false alarms in 68, before and after.
    const { tune, heldOut } = probeSetFigures('probes-122-own.json');
    expect(tune.found).toBeGreaterThanOrEqual(94);
    expect(tune.alarms).toBe(0);
    expect(heldOut.found).toBeGreaterThanOrEqual(20);
    expect(heldOut.alarms).toBeLessThanOrEqual(2);
  });
});
