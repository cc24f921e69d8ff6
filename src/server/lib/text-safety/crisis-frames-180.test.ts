/**
 * The frames of ADR 183 (`crisis-frames-180.ts` and the heights it added in `crisis.ts`), each
 * with crisis phrasings it must find, written here in other words than the sets that showed the
 * gap, and ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 183', () => {
  it("finds the writer's own warning signs it was built for", () => {
    const crisis = [
      // The means with a secret purpose, with a date, or a poison to be drunk.
      'picked up some razor blades at the chemist and i know exactly what they are for',
      'i have the pills and the date now',
      'i ordered paraquat online last week',
      'the weedkiller is in the garage and i am going to drink it tonight',
      'thinking about eating a bullet',
      'how many of my oxycodone would it take for me',
      'is 60 of my quetiapine enough or should i wait',
      'i have counted and it is enough to never wake up',
      // A wish said the way a learner of English says it, and a jump from a terrace.
      'nobody needs me here, better i die',
      'i am thinking to jump from the terrace tonight',
      'tonight i am going off the flyover',
      // A life resigned from, or ended on a date.
      'this is my notice of resignation from life',
      'i have picked the date to end it',
      // Someone's suicide taken as a model.
      'ever since my cousin took his own life i keep thinking he had the right idea',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('finds two weak signs together, and not one alone', () => {
    const crisis = [
      'rehoming my cat, free to a good home. i am gone for good after this',
      'skipping my lithium and saving them up in a drawer. nearly have enough now',
      'to do: delete my browser history, leave the spare key. then i am gone for good',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'rehoming my cat, free to a good home. my landlord said no pets',
      'nearly have enough now for the deposit on the flat',
      'cleared my browser history before lending my laptop to my brother',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('leaves the ordinary twins alone', () => {
    const ordinary = [
      "i've got the bleach under the sink, i'm cleaning the bathroom",
      'bought weedkiller for the patio cracks',
      'we have rat poison down in the shed for the mice',
      "i've got my pills and a place to stay for the conference",
      'is 60 of my quetiapine enough to last the month',
      'blackout curtains are enough to not wake up at sunrise',
      'resigning from life admin this weekend, no emails',
      'better i die trying than never try',
      'jumping off the terrace into the pool was the best part of the holiday',
      'since my friend moved to the coast i keep thinking he had the right idea',
      'i have picked the date for the wedding',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
