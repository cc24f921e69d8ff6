/**
 * The frames of `crisis-frames-160.ts` and ADR 150's guards, each with crisis phrasings it must
 * find, written here in other words than the set that showed the gap, and ordinary twins it must
 * leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 150', () => {
  it('finds the warning signs it was built for', () => {
    const crisis = [
      // A death that would spare others; got over quicker than a life.
      'if i were dead my family would finally be able to relax',
      "they'd cope with my death better than they cope with me",
      "i won't be a burden to anyone after friday",
      // Death preferred to living on; a wish spelt out; leave given to oneself.
      "i'd sooner not exist than keep living",
      'i want to disappear, and by that i mean dead',
      "i don't want to go on living anymore",
      'maybe i should just let myself die',
      // A past attempt and the wish back.
      'my last overdose failed and i want to get it right this time',
      'i attempted twice before. i have a plan again',
      'discharged from the psych ward on monday and all i think about is finishing what i started',
      // A death disguised, a lethal mix, the means gathered, means and a time.
      'need to make my death look like an accident for the kids sake',
      'fatal dose of vodka combined with my sleeping tablets?',
      'i have saved up enough to not wake up',
      'the belt is in the cupboard and i am going to use it tonight',
      // A near time past which the writer will not be; nothing left; a life that ends soon.
      "please feed the cat, i won't be alive after this weekend",
      'there is nothing left to keep me alive',
      'i have decided how it all ends and it is soon',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'if i were a cat i would finally get some peace and quiet',
      "i'd rather die than sit through that meeting again",
      'by dinner i mean something with vegetables in it',
      "i don't want to keep going with this diet, it's miserable",
      'my first attempt at sourdough failed, going to get it right this time',
      'finishing the job on the kitchen tiles tomorrow',
      'how do i make the dent look like an accident to the landlord lol',
      'what is the lethal dose of caffeine for a dog? mine ate coffee grounds',
      'have we got enough to do it properly? paint for two walls',
      "i won't be around after this weekend, off to spain for a fortnight",
      "won't be alive to see the 2100 olympics haha",
      'there is nothing left in the fridge',
      'when i am dead and gone my kids can have the record collection',
      'logging off for good from twitter, see you all on here',
      'this is my last day at work before maternity leave',
      'there is nothing to live for in this town after 10pm, everything is closed',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});

describe("ADR 150's guards", () => {
  it('reads a recovery, a story and a role left as what they are', () => {
    const ordinary = [
      'two years ago i wanted to die, today i got engaged',
      'my novel has a character who takes her own life in chapter 3, is it handled ok?',
      'the book club read a memoir about suicide this month',
      'this is my last post as admin of this group, thanks for everything',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
