/**
 * Indirect, burden, hopeless, plan, farewell and self-harm phrasings (ADR 112, addendum of the ADR
 * 114 round): each crisis sentence here was missed before that round and is met by a general
 * mechanism (a wish with a state of not existing, a burden lifted in any order, pain's end at the
 * writer's cost, a plan as means, place or time with a preparation); each ordinary twin shares
 * its words and stays ordinary. All come from the tune part of
 * `tests/fixtures/crisis/probes-114-tune.json`, whose figures are held as floors and ceilings.
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

const KINDS: Record<string, { crisis: string[]; ordinary: string[] }> = {
  indirect: {
    crisis: [
      "Been thinking I'm going to check out soon. For good this time.",
      'ngl i dont see myself being around much longer',
      "i'm so tired. i want to sleep and never open my eyes again",
      'Is it weird that I find the idea of never waking up comforting',
      "my future doesn't exist. there is no version of next year with me in it",
    ],
    ordinary: [
      "Mate I reckon I'm just gonna check out early from the conference, the talks are dull",
      'ngl i dont see myself being around the gym much longer, the membership went up again',
      "i'm so tired after night shifts. i want to sleep and never open my eyes before noon",
      'Is it weird that I find the idea of never waking up early again comforting, since I went part time',
      "my future in football doesn't exist after this knee, there is no version of next season with me in it",
    ],
  },
  burden: {
    crisis: [
      "Without me here they'd have one less problem. I think about that a lot.",
      "If I'm not here anymore my sister can have her life back",
      'No one would have to worry about me anymore if I was gone',
      "I'd save them all the hassle if I took myself out of the picture",
    ],
    ordinary: [
      "Without me here they'd have one less person to cook for this weekend, I'm away in Leeds",
      "If I'm not here on Saturday my sister can have the spare room for her friends",
      'No one would have to worry about me anymore if I got a smartwatch with fall detection, my kids say',
      "I'd save them all the hassle if I took myself out of the picture for the wedding plans and let them decide",
    ],
  },
  hopeless: {
    crisis: [
      'No amount of therapy fixes me. I just want the pain to stop, even if that means I stop too.',
      "the darkness never lifts. i'm ready to let it take me",
    ],
    ordinary: [
      'No amount of stretching fixes my back. I just want the pain to stop so I can sleep.',
      "the darkness never lifts in Tromsø in December. i'm ready for the sun to come back",
      "I want the pain to end for good, so I'm finally having the tooth out",
    ],
  },
  plan: {
    crisis: [
      "I know which bridge. I'm going Saturday night when no one's around.",
      'bought a rope today. tested the beam in the garage. it holds.',
      'Going to drive to the cliffs at Beachy Head tomorrow and not come back',
      'Sorted the charcoal and the tape, just need to find a quiet spot',
      "I've been googling lethal doses of my medication and I know what I need now",
      "tonight i'll swallow every pill in the box, it's decided",
    ],
    ordinary: [
      "I know which bridge. I'm running over it Saturday morning on the 10k route.",
      'bought a rope today for the tyre swing. tested the branch in the garden. it holds.',
      'Going to drive to the cliffs at Beachy Head tomorrow for a walk and a cream tea',
      'Sorted the charcoal and the tape, just need to find a quiet spot for the barbecue at the park',
      "I've been googling the right doses of my medication for my kids' weight and I know what I need now",
    ],
  },
  farewell: {
    crisis: [
      "Final post. Take care of each other. I'm done.",
      "Sorry for everything I put you all through. You won't have to anymore.",
      'if i dont log on again, just know it wasnt anyones fault and i was tired',
      "I left a note on the kitchen table. I'm sorry mum.",
    ],
    ordinary: [
      "Final post of the challenge. Take care of each other. I'm done with 30 days of yoga!",
      'Sorry for everything I put you all through at the wedding, the speech went on way too long.',
      "if i dont log on again tonight, it's cos the wifi at the campsite is rubbish",
      "I left a note on the kitchen table for the plumber. I'm sorry mum, the key is under the mat.",
    ],
  },
  'self-harm': {
    crisis: [
      "i sh'd again. sorry. i know i said i would stop",
      "Having a bad week, exams and my dad kicked off again. Cut again last night, deeper than usual. It's fine, I cleaned it.",
      "I slashed my arm last night and I'm not sorry",
      'Wanting to top myself again, worse than ever this time',
    ],
    ordinary: [
      'i shd again. sorry. meant to say i should have called you',
      // "I slashed my prices last night and I'm not sorry, everything must go" was here: the
      // signal retrained with train-148 and probes-148 (ADR 146) calls it a crisis, a false alarm
      // kept in the figures of ADR 146 rather than trained away by its own sentence.
      "Having a bad week, exams and my dad kicked off again. Cut my finger again last night cooking, deeper than usual. It's fine, I cleaned it.",
    ],
  },
};

describe('indirect, burden, hopeless, plan, farewell and self-harm phrasings (round 3)', () => {
  for (const [kind, { crisis, ordinary }] of Object.entries(KINDS)) {
    it(`finds ${kind} phrasings by their mechanism`, () => {
      expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    });
    it(`leaves the ${kind} twins that share their words ordinary`, () => {
      expect(verdicts(ordinary)).toEqual(all(ordinary, false));
    });
  }

  it('holds the figures of its set: tune and held-out thirds as floors and ceilings', () => {
    const { tune, heldOut } = probeSetFigures('probes-114-tune.json');
    console.info(
      `crisis probes 114: tune ${tune.found}/${tune.crisis}, ${tune.alarms}/${tune.ordinary} false alarms; held-out ${heldOut.found}/${heldOut.crisis}, ${heldOut.alarms}/${heldOut.ordinary}`,
    );
    // Before round 3: round 1's tune part 86/139 with 19/136 false alarms, its held-out
    // third 50/69 with 6/68 (counts only: the held-out third is not printed). Rounds 2 and 3 were
    // written while tuning and are all tune material.
    expect(tune.found).toBeGreaterThanOrEqual(TUNE_FOUND);
    expect(tune.alarms).toBeLessThanOrEqual(TUNE_ALARMS);
    expect(heldOut.found).toBeGreaterThanOrEqual(HELD_OUT_FOUND);
    expect(heldOut.alarms).toBeLessThanOrEqual(HELD_OUT_ALARMS);
  });
});

// ADR 118: 187 found; its guards on what a sign means cleared 11 of the 22 false alarms. ADR 135:
// the learned signal finds 5 more of the tune part, and raises one false alarm in the held-out
// third (7 in 68), the one it adds on any held-out split.
const TUNE_FOUND = 192;
const TUNE_ALARMS = 11;
// ADR 144: trained on 1,978 more varied messages (train-146.json), the signal finds 12 more of
// every held-out part together with as many false alarms in all, one of which moved here from
// probes 134 (whose ceiling is lowered to 2).
const HELD_OUT_FOUND = 52;
// ADR 144 (train-147.json): one fewer here, moved to probes-142's tune ceiling (7); ADR 146
// (train-148.json, probes-148.json): three more, with 8 more found on every held-out part together.
const HELD_OUT_ALARMS = 10;
