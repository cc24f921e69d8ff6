/**
 * The frames of `crisis-frames-174.ts` (ADR 154), each with crisis phrasings it must find, written
 * here in other words than the set that showed the gap, and ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 154', () => {
  it("finds the writer's own warning signs it was built for", () => {
    const crisis = [
      // The shortest messages.
      'i overdosed help me',
      'blade in hand',
      'on the roof. jumping now',
      // A means bought, its ordinary use denied; a supply kept for a time.
      'got a rope today. not for the tent',
      "i've got the tablets hidden. taking them once everyone is asleep",
      'swallowed a handful of my dads sleeping pills',
      // A place at a time, made real; a countdown, a date picked.
      'heading to the quarry tonight to make it final',
      'day 3 of my countdown. i will not have to feel anything ever again',
      'picking my birthday as the date. i am ending it on that day',
      // The dead joined, affairs settled for others, the next attempt.
      'my husband died in may and i intend to join him soon',
      'paid off my last bills. wanted to leave nothing messy behind before i go',
      'my second attempt was in june. thinking about the next one already',
      // Self-harm in secret, and sharper next.
      'i keep cutting myself when nobody is home',
      'cut my arms open again last night. going to use something deeper next time',
      // A leaving others believe in, as a cover.
      'sorted my will. my sister thinks i am moving abroad. i will not be coming back',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('finds another person in danger by two signs of theirs', () => {
    const crisis = [
      'my dad left a note and took his shotgun, i cant reach him',
      'my sister told me she wants to die and has locked herself in her room',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'meds in hand, off to bed',
      'bought rope today for the climbing wall',
      'heading to the lake tonight with the lads for a swim',
      'going to the bridge club on friday',
      'day 12 of my advent countdown, chocolate again',
      'paid off my last debts today, finally free to save for a house',
      'my second attempt at the driving test was in june, passing next time',
      'i keep burning myself on the oven door, need better gloves',
      'my mum thinks i am moving abroad but i am only going for a month',
      'goodbye to the world of work, retiring on friday',
      'how many paracetamol can i take at once? want to do it right',
      // A word near a new phrase word is itself: 'streak' is not 'stream', 'catching' not
      // 'watching'.
      'thinking of ending my streak, no one would even know',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
