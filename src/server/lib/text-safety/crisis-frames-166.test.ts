/**
 * The frames of `crisis-frames-166.ts` and ADR 151's guards, each with crisis phrasings it must
 * find, written here in other words than the set that showed the gap, and ordinary twins it must
 * leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';
import { compileSequence } from './phrase';

describe('the frames of ADR 151', () => {
  it('finds another person in danger when two of their signs, or an act, are told', () => {
    const crisis = [
      // Two weak signs of another: their words and their plan, a search and a time, a gift and a plan.
      'my sister keeps saying we would be happier without her. i think she is planning to take her own life',
      'my boyfriend has been googling how to overdose and he says he will not be around by friday',
      'my dad has been giving his guns away to his friends and i think he wants to end his life',
      // Another's words with the means found.
      'my brother says everyone would be better off without him and i found a rope under his bed',
      // An act: a note, a fall from a height with a time, a goodbye and the location off.
      'my mum wrote a note that said we would all be fine without her',
      'a girl on my team says she is going to jump off the car park roof tonight',
      'my cousin posted goodbye to everyone then switched her location off',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it("finds the writer's own warning signs it was built for", () => {
    const crisis = [
      // Life given up on; death as the only way out; a future self not meant to be.
      'twelve years of this illness and i am done existing',
      'dying feels like the only exit now',
      "why renew my passport when i'm not planning on being around",
      'gave away my guitar and my books, nothing left to stick around for',
      'i keep praying my flight crashes next week',
      // The means within reach, the nerve awaited, the occasion.
      'i know where my dad hides the key to his gun cabinet, and the shotgun is in there',
      'i have it all ready. now i just need the courage',
      'parents are away so this is my chance to end it',
      // A past attempt and the fear gone.
      'my first attempt failed because someone found me. i am not scared now',
      // Pills with drink and not caring; using every day with a wish to be with the dead.
      "been washing down my nan's painkillers with gin. i don't care if i wake up",
      'getting drunk every night since mum died. i only want to be with her',
      // Self-harm kept up; a hurt done until it bled.
      'began burning myself when i was 13 and at 25 i still do it',
      'punched the door frame over and over until it bled because i wanted to hurt myself',
      // A calm and affairs in order; a goodbye the other did not know was one.
      'oddly calm today. paid all my debts and wrote to everyone',
      'hugged my mum tonight and she has no idea it was goodbye',
      'i know how all this ends and it is tonight',
      // A whole supply at once, asked; the options known.
      'what would happen if i swallowed the entire packet of my tablets at once? asking for myself',
      'looked up what drugs are most lethal in an overdose, so i know my options',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      // Another's worry told once, as a post asking how to help does.
      'my dad keeps saying we would be better off without him. who can we call?',
      'my mate keeps saying he is going to jump off the multi storey. we told his gp, what else can we do?',
      'my husband has been giving his old tools away since he retired',
      'found a rope in his shed while clearing it out for the car boot sale',
      // The same words for ordinary things.
      'i am done living with roommates, moving out in may',
      'the only door left open was the back one, so we went in that way',
      'what is the point of buying skis when i am not planning on going back to the alps',
      'there is nothing left to stay for in this town since the factory closed',
      'i hope the plane lands on time, the connection is tight',
      'now i just need the courage to ask her out',
      'finally have the chance to end it with him, he is away this weekend',
      'i survived an attempt at the channel swim in 2019 and i am going again',
      'i am not scared of spiders any more after the course',
      'took my antibiotics with a glass of water',
      'the new dog deserves an owner who will still be here when the kids leave home',
      'two years self harm free today and i am proud of myself',
      'banged my head on the door frame again, ouch',
      'i hurt myself on purpose in the sauna so i can feel the cold plunge',
      'writing cards to all my students before i leave the school in july',
      'journalism student: what are the guidelines for reporting on suicide?',
      'men are more likely to die by suicide, check on your mates',
      'what should i do if a friend tells me they want to die? asking to be prepared',
      'knowing it will all be over soon after friday, exam season is nearly done',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads a gap of ten words or more as a gap, not as a word', () => {
    // '~10' was once read as a word to match, so a rule with it never matched (ADR 151).
    expect(compileSequence('a ~10 b', {}, new Set())).toBe('(?:a)(?: [^ .]+){0,10} (?:b)');
  });
});
