/**
 * The frames of `crisis-frames-158.ts`, ADR 149's phrases in other languages and its onlooker
 * rule, each with crisis phrasings it must find, written here in other words than the set that
 * showed the gap, and ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 149', () => {
  it('finds the warning signs it was built for', () => {
    const crisis = [
      // A lethal amount asked in the general "you", a death asked to be gentle.
      'how many sleeping pills does it take to kill a person',
      'how much insulin would kill someone my size',
      'will tramadol and vodka kill me peacefully',
      // The last of a supply taken; a handful swallowed.
      'took all the tablets i had left, feeling sleepy',
      'lined them up on the desk and swallowed another handful',
      // A farewell explained; a last message with the account to be closed.
      'wrote my mum a letter explaining why i needed to do this',
      'Last words from me. Please close my account afterwards.',
      // A year not to be reached.
      "I won't be around for next year.",
      // An end set after an event, with the house to oneself.
      "once the funeral is over i'm gone, i'll have the flat to myself all week",
      // Calm after a decision.
      'i finally know what to do. everything is arranged.',
      // Glass or a blade pressed into the skin.
      'pressed the razor across my thigh until it bled',
      // The limit reached and an end wanted.
      'i cannot do this one more night, i want it all to end now',
      // A death by accident welcomed.
      "if the bus hit me on the way home i honestly wouldn't care",
      "i wouldn't care if i just vanished from existence",
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'how much paracetamol can i take with my cold and flu sachets',
      'how many steps a day does it take to lose weight',
      'took all the tablets as prescribed for the course, infection gone',
      'had a handful of almonds and a banana before the run',
      'explaining why i had to go home early from the party',
      'Last post from me for a while, off to a retreat with no wifi.',
      'I will be around for next year’s reunion, book me in!',
      "once the exams are over i'm done with revision forever",
      'i finally know what to do about the garden fence.',
      'pressed the dough across the tray and baked it',
      "i can't do another week of night shifts, i want this rota to end",
      "if the car broke down i wouldn't mind a walk",
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});

describe("ADR 149's other languages", () => {
  it('reads the grammar the twelfth set showed missing', () => {
    const crisis = [
      // German verb-second order; arms cut.
      'Morgen früh bringe ich mich endlich um.',
      'ich habe mir schon wieder die Handgelenke aufgeschnitten',
      // Portuguese: a life ended by 'acabar com'.
      'não aguento mais, vou acabar com a minha vida',
      // Dutch: pills saved and all taken.
      'ik heb maandenlang slaappillen gespaard en vannacht neem ik ze allemaal in',
      // Polish: suicide thought of, a plan.
      'ciągle myślę o samobójstwie',
      // Turkish: a last message.
      'bu benim son mesajım, herkese veda ediyorum',
      // Spanish: a farewell that ends by asking everyone's forgiveness (without the phrase, the
      // untranslated words after the farewell left it unread).
      'dejé una nota en la mesa, mi despedida, perdónenme a todos',
    ];
    expect(verdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves ordinary sentences in those languages alone', () => {
    const ordinary = [
      'Ich bringe dich morgen zum Bahnhof.',
      'vou acabar com a minha lista de tarefas hoje',
      'Ta piosenka jest o samobójstwie, ale tekst jest piękny.',
      'son mesajım için özür dilerim, yanlış kişiye gönderdim',
      'perdón a todos, llegué tarde a la reunión por el tráfico',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});

describe('the writer as an onlooker (ADR 149)', () => {
  it("leaves another's crisis told by a writer who asks how to help", () => {
    const ordinary = [
      'my sister told me she wants to die, how do i help her',
      'my son keeps talking about killing himself and i do not know if he means it',
      'a friend gave away his guitar and said goodbye to everyone, i am worried he is planning something',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('still finds the writer in crisis beside another', () => {
    const crisis = [
      'my sister told me she wants to die and honestly i want to die too',
      'i am worried my family will find out that i want to kill myself',
    ];
    expect(verdicts(crisis)).toEqual(all(crisis, true));
  });
});

describe('a present life told in the last clause (ADR 149)', () => {
  it("reads an attempt long past as past when 'today' belongs to the life told after it", () => {
    const ordinary = [
      'three years ago i overdosed and today i finished my nursing degree, so grateful',
      'back in 2019 i tried to end my life but now i coach the under 12s and love it',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('still finds the crisis when the last clause brings it back', () => {
    const crisis = [
      'three years ago i overdosed and today i want to do it again',
      'back in 2019 i tried to end my life and now i have the pills ready',
    ];
    expect(verdicts(crisis)).toEqual(all(crisis, true));
  });
});
