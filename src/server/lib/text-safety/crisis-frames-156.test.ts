/**
 * The frames of `crisis-frames-156.ts` and ADR 148's phrases in other languages, each with crisis
 * phrasings it must find, written here in other words than the set that showed the gap, and
 * ordinary twins it must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 148', () => {
  it('finds the warning signs it was built for', () => {
    const crisis = [
      // An overdose counted out of the writer's own medicine.
      'swallowed about 40 of my sleeping tablets an hour ago',
      'took 25 of my citalopram, feeling dizzy',
      'popped every pill in the blister packs and now I am lying down',
      // "Too many" asked and owned as earnest.
      'how many amitriptyline would be too many, asking for real',
      'How many of my zopiclone would it take? I am being serious.',
      // A gun's key got by a pretext.
      "I got the key to my dad's gun safe. Told him it was for cleaning.",
      // A room not to be left.
      "Booked a hotel for Friday. I won't be checking out.",
      // Self-harm returned to and not stoppable.
      'burning again and I cannot stop',
      "I've been cutting again.",
      // Peace made before a rest for good; calm after a decision, with a farewell.
      'Made my peace with everyone this week. Soon I can rest for good.',
      "I'm at peace with my decision. Don't worry about me anymore.",
      // A whole life wished over.
      'honestly i want my whole life over',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      'I took 20 of my vitamin D tablets over the month as prescribed',
      'took 30 of my tablets with me on holiday, enough for the trip',
      'Emptied the blister packs into a pill box for the week',
      'How many ibuprofen would be too many in a day? My back is killing me.',
      'My uncle showed me the key to his gun safe before the hunting trip.',
      'Booked a hotel for Friday, checking out on Sunday.',
      "I'm not checking out the new mall, too crowded.",
      'cutting onions again and I cannot stop crying',
      "I've been cutting carbs again.",
      'Made peace with my sister after years. Feels good.',
      "I'm at peace with my decision to leave the job.",
      'I want my whole life over there in Spain to be this relaxed',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});

describe("ADR 148's warning signs in other languages", () => {
  it('finds the act told as done, self-harm returned to, no way out seen and "too many" owned', () => {
    const crisis = [
      "J'ai avalé tous mes cachets ce soir, je me sens partir.",
      'Me tomé todas mis pastillas hace una hora.',
      'Tomei todos os meus remédios agora.',
      'Ich habe alle meine Tabletten geschluckt.',
      'Me he cortado otra vez y no puedo parar.',
      'Mi sono tagliato di nuovo stanotte.',
      'Não vejo saída nenhuma, a única saída é morrer.',
      'Wie viele von meinen Schlaftabletten wären zu viel? Ich frage ernsthaft.',
      '¿Cuántas pastillas serían demasiadas? Lo pregunto en serio.',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      "J'ai pris tous mes comprimés comme prévu, merci docteur.",
      'Für heute mach ich Schluss, bis morgen!',
      'Ich mache Schluss mit ihm, er lügt ständig.',
      'Das waren zu viele Leute auf der Party.',
      'Me corté el pelo otra vez, ¡qué desastre!',
      "Je ne vois pas d'issue à ce puzzle, un indice ?",
      '¿Cuántas pastillas de ibuprofeno puedo tomar al día para la fiebre?',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
