/**
 * The sentence-level readings ADR 099 added to the crisis detector: a recovery long past, a report
 * on the subject, a quoted line, a "trapped" said of a place, the clause-level reading by concepts,
 * and the speed of a long post.
 */
import { describe, expect, it } from 'vitest';
import { detectCrisis, explainCrisis } from './crisis';
import { withoutCitedQuotes } from './crisis-context';

const crisis = (text: string) => detectCrisis(text).crisis;

describe('what a sentence is about', () => {
  it('reads a recovery long past as a recovery, and a crisis back as a crisis', () => {
    expect(crisis('Three years ago I wanted to die, now I am doing well')).toBe(false);
    expect(crisis('I used to cut myself but I am two years clean now')).toBe(false);
    expect(crisis('Years ago I was suicidal and got help. I want to die.')).toBe(true);
    expect(crisis('I tried to kill myself last year and now I want to die again')).toBe(true);
  });

  it('reads a report on the subject as a report, not as the writer', () => {
    expect(crisis('Our team ran a workshop on suicide prevention for nurses')).toBe(false);
    expect(crisis('My neighbour died by suicide and the street is in shock')).toBe(false);
    expect(crisis('I am worried my brother is self-harming')).toBe(false);
    expect(crisis('I feel suicidal and the prevention line did not answer')).toBe(true);
  });

  it('drops a cited line, and keeps quoted words the writer takes as their own', () => {
    expect(withoutCitedQuotes('"I want to die" is the saddest line in the song')).not.toContain(
      'die',
    );
    expect(crisis('"I want to die" is the saddest line in the song')).toBe(false);
    expect(crisis('I keep telling myself "I want to die" every night')).toBe(true);
  });

  it('does not read a place one is stuck in as a life', () => {
    expect(crisis('I am trapped in this queue with no way out')).toBe(false);
    expect(crisis('I feel trapped and the only way out is to die')).toBe(true);
  });

  it('reads a clause by its concepts in any order, and keeps figures of speech ordinary', () => {
    expect(crisis('honestly dying is all I want')).toBe(true);
    expect(crisis('cannot wait to die honestly')).toBe(true);
    expect(crisis('I want to die my hair blue')).toBe(false);
    expect(crisis('I would rather die than miss the final')).toBe(false);
    expect(crisis('the villain wants to die at the end of the book')).toBe(false);
    expect(crisis('This deadline is going to kill me')).toBe(false);
  });
});

describe('the reading by concepts and clause structure (ADR 103)', () => {
  it("meets a wish and the writer's death with only filler between, in words no rule names", () => {
    expect(crisis("I'd be fine with never waking up again")).toBe(true);
    expect(crisis('I pray every night that God takes me in my sleep')).toBe(true);
    expect(crisis('Part of me hopes I never wake up from the operation')).toBe(true);
    expect(crisis('I want to see the Northern Lights before I die')).toBe(false);
    expect(crisis('I hope I do not wake up the baby')).toBe(false);
  });

  it('reads life refused or hated as a crisis, and life with a complement as ordinary', () => {
    expect(crisis("I don't plan on being around next year")).toBe(true);
    expect(crisis('Being alive feels like a punishment I never asked for')).toBe(true);
    expect(crisis("I'm done. With everything. With being alive.")).toBe(true);
    expect(crisis("There's no reason to live in London if you work remotely")).toBe(false);
    expect(crisis("I'm sick of waking up to the neighbour's dog barking at 5am")).toBe(false);
    expect(crisis("I'm not tired of living, I love my life")).toBe(false);
  });

  it('keeps the writer as the subject, and a negation before the act', () => {
    expect(crisis('My friend is tired of being alive and I do not know how to help her')).toBe(
      false,
    );
    expect(crisis('Nobody wants to die in a hospital bed')).toBe(false);
    expect(crisis("I don't want to die, I'm scared of the surgery")).toBe(false);
    expect(crisis('I just want someone to end my suffering')).toBe(true);
    expect(crisis("I don't care if I live or die anymore")).toBe(true);
  });

  it('reads an intent to a lethal act however it is put, and the same verbs in sport as sport', () => {
    expect(crisis('i think to jump from my balcony, it is 9 floor')).toBe(true);
    expect(crisis('Tonight I end it')).toBe(true);
    expect(crisis("I'm going to jump off this train at the next stop")).toBe(false);
    expect(crisis('Thinking about jumping off the bridge at the bungee centre')).toBe(false);
    expect(crisis("I'm going to take all my tablets tonight before bed like the doctor said")).toBe(
      false,
    );
  });

  it('reads a course of tablets finished as a pharmacist tells it, and the same words with intent as a crisis', () => {
    expect(crisis('take all the pills in the pack even when you feel better')).toBe(false);
    expect(
      crisis('I took all the tablets in the box to finish the full course of antibiotics'),
    ).toBe(false);
    expect(crisis('tonight I will take all the pills in the pack')).toBe(true);
    expect(crisis('I am going to take all the pills in the pack so I never wake up')).toBe(true);
  });

  it('counts two weak signs only when they are two phrases', () => {
    expect(crisis("Tonight's the night! First date in years, wish me luck")).toBe(false);
    expect(crisis("I'm not going to need these things where I'm going")).toBe(true);
    expect(crisis("I've written the notes, they're in the drawer for after")).toBe(true);
  });

  it('clears an absence by a date when an ordinary leaving explains it', () => {
    expect(crisis("I won't be here by Christmas")).toBe(true);
    expect(crisis("I won't be here by Christmas, we're moving to Australia")).toBe(false);
  });
});

describe('a long post', () => {
  const day =
    'Today I went to the shops and bought bread and apples. The physio gave me new exercises ' +
    'and my knee is killing me, but I am dying to run again. I called my sister about the ' +
    'holiday. Dinner was pasta, then I killed time before bed with a film. ';
  /** The fastest of seven checks of an ordinary post this long (the fastest is the least noisy). */
  function fastestCheck(characters: number): number {
    const post = day.repeat(Math.ceil(characters / day.length) + 1).slice(0, characters);
    detectCrisis(post);
    let fastest = Infinity;
    for (let run = 0; run < 7; run += 1) {
      const start = performance.now();
      expect(detectCrisis(`${post}${run}`).crisis).toBe(false);
      fastest = Math.min(fastest, performance.now() - start);
    }
    return fastest;
  }

  it('checks 5,000 characters in time that grows with the length, not its square', () => {
    // A ratio in one process rather than a time: a pattern that backtracks over the whole text
    // makes ten times the text take a hundred times as long or more, on any machine; the detector
    // takes about 6 times as long (its fixed cost), whatever else the machine is doing.
    const short = fastestCheck(500);
    const long = fastestCheck(5000);
    console.info(
      `crisis detector: 500 characters in ${short.toFixed(1)} ms, 5,000 in ${long.toFixed(1)} ms`,
    );
    expect(long / short).toBeLessThan(40);
  });
});

describe('explaining a verdict', () => {
  it('names the rules a crisis sentence meets, and none for an idiom with the same words', () => {
    const phrases = explainCrisis('I want to kill myself tonight').map((sign) => sign.phrase);
    expect(phrases).toContain('(clause)');
    expect(phrases.length).toBeGreaterThan(1);
    expect(explainCrisis('This workout is killing me')).toEqual([]);
  });
});
