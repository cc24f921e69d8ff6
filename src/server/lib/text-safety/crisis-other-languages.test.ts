/**
 * ADR 138: a wish to die said in another language is read as the English the rules know, in a
 * message of its own or inside an English one; a wish not to die, and the other languages' idioms
 * of dying, are not. The figures of the third fresh set (tests/fixtures/crisis/probes-138.json),
 * written without the rules; its held-out third is counted only.
 */
import { describe, expect, it } from 'vitest';
import { withOtherLanguagesInEnglish } from './crisis-other-languages';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('crisis wishes in other languages', () => {
  it('reads first-person wishes to die or to kill oneself as their English', () => {
    expect(withOtherLanguagesInEnglish('je veux mourir . i mean it')).toBe(
      'i want to die . i mean it',
    );
    expect(withOtherLanguagesInEnglish('i want to sterben like really')).toBe(
      'i want to die like really',
    );
    expect(withOtherLanguagesInEnglish('no quiero morir')).toBe('i do not want to die');
    // An English reading is left as it was.
    expect(withOtherLanguagesInEnglish('i went to the market')).toBe('i went to the market');
  });

  it('finds them by the rules, in a message of their own or in an English one', () => {
    const wishes = [
      "je veux mourir. I mean it, it's been on my mind all week",
      "j'ai envie d'en finir, personne ne comprend",
      'Ich will nicht mehr leben. sorry for the German',
      'Ich bring mich um, I swear, this is the last week',
      'Quiero suicidarme. I never said that out loud before',
      'my abuela would be so sad but quiero acabar con mi vida',
      'voglio morire, non ce la faccio più',
      'quero morrer, ninguém liga',
      "gusto ko nang mamatay. seriously I'm done",
      'main mar jaun, every single day I think it',
      'I want to sterben, like really',
    ];
    expect(ruleVerdicts(wishes)).toEqual(all(wishes, true));
  });

  it('raises no alarm on a wish not to die, nor on the idioms of dying', () => {
    const ordinary = [
      "no quiero morir, I'm scared of the surgery",
      'non voglio morire in ospedale, voglio stare a casa',
      'ich will nicht sterben bevor ich Japan gesehen habe',
      'me muero de risa with this show',
      "je meurs de faim, what's for dinner",
      'tu vas me tuer avec tes blagues',
      'this heat is killing me, muero de calor',
      'my grandmother told me about the film Morir en Madrid',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('holds the figures of the third fresh set', () => {
    // Written without the rules (ADR 138), 440 messages. Before this ADR: tune 86 of 142 with 4
    // false alarms in 140, held-out 49 of 78 with 3 in 80. With the other languages read and the
    // learned signal trained on its tune part too: tune 111, held-out 53, the same alarms. The
    // signal retrained with everyday messages (ADR 173): tune 110.
    const { tune, heldOut } = probeSetFigures('probes-138.json');
    expect(tune.found).toBeGreaterThanOrEqual(110);
    expect(tune.alarms).toBeLessThanOrEqual(4);
    expect(heldOut.found).toBeGreaterThanOrEqual(53);
    expect(heldOut.alarms).toBeLessThanOrEqual(3);
  });
});

describe('the warning signs in other languages (ADR 147)', () => {
  it('finds a last message, a burden, a dose so as not to wake up and self-harm by the rules', () => {
    const signs = [
      "C'est mon dernier message, adieu à tous, pardon",
      'Esta es mi despedida. Gracias por todo, los quiero. Adiós.',
      'Questo è il mio ultimo messaggio, addio a tutti e grazie.',
      'Minha família ficaria melhor sem mim, eu só atrapalho a vida deles.',
      'Ich habe beschlossen, mich am Wochenende umzubringen.',
      'Me siento atrapada y la única salida que veo es matarme.',
      'Combien de comprimés de paracétamol faut-il pour ne pas se réveiller ?',
      '¿Desde qué altura hay que saltar para no sobrevivir?',
      'Ich ritze mich wieder jeden Abend',
      'Meine Familie wäre ohne mich besser dran',
    ];
    expect(ruleVerdicts(signs)).toEqual(all(signs, true));
  });

  it('raises no alarm on their ordinary twins', () => {
    const ordinary = [
      "C'est mon dernier message avant les vacances, à lundi !",
      'Adiós a todos, me mudo a Valencia y empiezo trabajo nuevo',
      "J'ai mis des bouchons d'oreille pour ne pas me réveiller à cinq heures",
      'Combien de comprimés de paracétamol par jour pour une fièvre ?',
      'Quantos comprimidos de vitamina D posso tomar por semana?',
      'Der Urlaub war besser ohne mich, sagt mein Bruder, weil ich krank war',
      'Mi sono tagliato con il coltello mentre cucinavo',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
