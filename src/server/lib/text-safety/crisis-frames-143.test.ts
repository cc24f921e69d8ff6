/**
 * The frames of `crisis-frames-143.ts` and the split of words run together (`run-together.ts`),
 * each with crisis phrasings it must find, written here in other words than the set that showed
 * the gap, and ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';
import { splitRun, withRunsSplit } from './run-together';

describe('the frames of ADR 143', () => {
  it('finds the warning signs it was built for', () => {
    const crisis = [
      // Possessions given away with no need left for them.
      'you can keep my headphones and my bike, I will not be needing them',
      "My laptop goes to my cousin. It's all yours now, Sam, I won't need it.",
      'gave my watch to my nephew and my books to my friend. I wont be around to read them.',
      // Plans given up because the writer will not be there.
      "there's no point making plans when I won't be here",
      // A place chosen, a death prepared to be found.
      "I've chosen the quarry. I'm calmer now that it's settled.",
      "I'll leave the door on the latch so nobody has to break it down",
      // The act under way.
      'I took my whole prescription an hour ago',
      'drank the entire bottle with all my sleeping pills',
      'swallowed 40 paracetamol and now I feel sick',
      // Treatment that keeps one alive, stopped and asked about.
      "I quit my insulin on Monday. How long until it's over?",
      // Self-harm hidden or ongoing.
      "what's the best way of covering fresh cuts before swimming",
      'I took the blade out of a pencil sharpener again',
      'I have been burning my arms for three months',
      // No future pictured.
      "I honestly can't imagine myself reaching next summer",
      "I can't picture a future with me in it",
      'Every night I go to bed hoping I do not wake',
      'I just want to sleep and never wake up',
      // A burden with its remedy, and gamers' words.
      'my children deserve a better dad, or none at all',
      'going to sleep and never respawning',
      'time to alt f4 on life',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'you can have my seat, I am getting off at the next stop',
      "I'm giving my old phone to my niece, I won't need it since I got a new one",
      "I won't be around tomorrow, I'm at my mum's for the weekend",
      "We picked the bridge for the wedding photos, it's beautiful at sunset",
      'The doctor stopped my blood thinners before surgery, what happens next?',
      'My consultant told me to stop my insulin while I fast for the scan',
      'Took my whole prescription to the pharmacy to check the doses',
      'took the blade out of my razor to clean it',
      "I can't picture myself in that dress, it's too bright",
      'Signed the lease over to my flatmate when I moved out',
      'the kids deserve a better playground than this one',
      'died in hardcore, no respawn lol',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});

describe('words run together', () => {
  it('splits a run of letters into its commonest words', () => {
    expect(splitRun('iwanttodisappearforever')).toEqual([
      'i',
      'want',
      'to',
      'disappear',
      'forever',
    ]);
    // "come back" (two common words) beats "comeback" (one rarer one).
    expect(splitRun('nevercomeback')).toEqual(['never', 'come', 'back']);
    // Texting's forms and a possessive ride along.
    expect(splitRun('idontknowhowtokeepgoing')?.join(' ')).toBe('i dont know how to keep going');
    expect(splitRun('mynanspills')?.join(' ')).toBe('my nans pills');
  });

  it('leaves words, short runs and what cannot be split as they are', () => {
    expect(withRunsSplit('a straightforward conversation')).toBeNull();
    expect(withRunsSplit('see you at 5')).toBeNull();
    expect(withRunsSplit('qxzvbnmkjhgfdsapoiu')).toBeNull();
  });

  it('lets the detector read a sentence typed without spaces, and not its ordinary twin', () => {
    expect(verdicts(['ihavebeensavingmypillsforthis', 'cantwaittoseeyouallatthebeach'])).toEqual([
      { text: 'ihavebeensavingmypillsforthis', crisis: true },
      { text: 'cantwaittoseeyouallatthebeach', crisis: false },
    ]);
  });
});
