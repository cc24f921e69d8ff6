/**
 * The frames of `crisis-frames-172.ts` (ADR 153), each with crisis phrasings it must find, written
 * here in other words than the set that showed the gap, and ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 153', () => {
  it("finds the writer's own warning signs it was built for", () => {
    const crisis = [
      // A life's last day, an act by one's own hand, this world left by a date.
      'sunday will be my last day alive',
      'it ends tonight by my own hand',
      'i am going to leave this world on saturday',
      'tonight i let the sea take me',
      'time to close the chapter on my life.',
      // Two weak signs of the writer's own: a time with an end, peace made, nothing left.
      "it's today. i'm going to end it now",
      "i have made my peace with it. i won't be alive by christmas",
      'there is nothing left for me and i am going to make it final',
      // A past attempt told beside the next.
      'i have attempted twice. going to try again soon',
      'my last attempt failed in march. next time is this week',
      'they pumped my stomach last spring. i am nearly ready again',
      'i jumped once. i am going higher next time',
      // A supply gathered again; a place checked for what would stop a fall.
      'been stockpiling again since the hospital. i am almost ready',
      'checked the roof of the hospital, there is no railing up there. that is my way out',
      // Things handed out, and a goodbye before dying.
      'who wants my guitar? i will not be alive to play it',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('finds another person in danger by two signs of theirs, or an act', () => {
    const crisis = [
      'my friend told me he is planning to kill himself on friday',
      'my sister is on the ledge outside her flat and will not come down',
      'my son has been burning himself and told me he wants to die',
      'my wife tried to kill herself before and she has a gun in the house',
      'my flatmate is taking pills right now, he sent me a photo of them',
      'my dad said take care of your sister for me and his phone is off',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'day 40 of hardcore, last day alive for my villager lol',
      'this quilt was made by my own hand over three winters',
      'when i leave this world i want it to be a better place',
      // A life's length, not an end: a time decades away.
      "i won't be alive for the next halley's comet, it comes back in 2061",
      'i will not be alive by the time my grandkids retire',
      'made my peace with the move to leeds, the flat is lovely',
      "we're going to end it tonight, the relationship has run its course",
      'i have attempted the bar exam three times. going to try again in july',
      'my first attempt at sourdough was a brick, next time is sunday',
      'there is nothing left in the fridge and the shop is shut',
      'who wants my old sofa? free to collect before we move',
      'the late train never stops at our station so i take the bus',
      // Another's worry told, or a threat with no danger now.
      'my ex threatened to kill himself if i leave, how do i handle that?',
      'my brother has a rifle for deer season and is great with it',
      // A word talked about as a word.
      "why do people say 'kms' online? is it a tiktok thing?",
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
