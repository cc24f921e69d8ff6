/**
 * The frames and guards of ADR 155 (`crisis-frames-176.ts` and the rules it widened in
 * `crisis.ts`), each with crisis phrasings it must find, written here in other words than the set
 * that showed the gap, and ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 155', () => {
  it("finds the writer's own warning signs it was built for", () => {
    const crisis = [
      // A future refused.
      "i've made my peace with not being here for christmas",
      'not planning on being alive in two months so the appointment is pointless',
      'cancelled my refill. i do not plan on needing it after this weekend. goodbye everyone',
      // A last sight of the writer's own end.
      'the last sunset i will ever see. it was beautiful',
      // A next attempt prepared after a failed one.
      'my last attempt failed. i have planned it so the next one will not',
      // Things given away, and the writer's own life counted worthless.
      'gave all my savings away. does not matter what happens to me now',
      'anyone want my guitar? i need someone to look after it when i am gone',
      // A texted initialism of a wish to die.
      'idwtl. not anymore',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves the ordinary twins alone', () => {
    const ordinary = [
      // Negated burden, recovery from self-harm, a game, an idiom in Tagalog.
      'my nurse keeps telling me i am not a burden for needing help with the stairs',
      '6 months sh free today and so proud of myself',
      'two years no sh, therapy works',
      'that raid boss unalived my whole team in one hit',
      'mamatay sa tawa ako sa video na yan',
      // The same words about ordinary things.
      "i've made peace with not seeing the eclipse, it's cloudy everywhere",
      'the last sunrise of our holiday, we fly home tomorrow',
      'anyone want my old bike? moving to a flat with no storage',
      'sold my car and gave the money to my daughter for her deposit',
      'my first business failed. i have been researching so the second one will not',
      'turned off all my notifications for the weekend, digital detox',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
