/**
 * ADR 140: what the fifth fresh set (tests/fixtures/crisis/probes-140.json, written without the
 * rules) showed the detector lacked, each frame with the ordinary twin that shares its words.
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('the fifth fresh set (ADR 140)', () => {
  it('reads a life wished to others and refused for oneself as a farewell', () => {
    const crisis = ['Whoever reads this: thank you. I hope you have a long life. I won’t.'];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'Congrats on the wedding! I hope you have a long and happy life together.',
      'Will you come to the party? I won’t.',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads death as a gift to another, and freedom from the writer, as a burden', () => {
    const crisis = [
      'I’ve started thinking dying would be a gift to him.',
      'The only way she’ll ever be free of me is if I’m not here at all.',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'The flowers were a gift to him.',
      'I’ll be out of your hair if I’m not here at the meeting.',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads waking refused, a season refused and the writer stopping as a wish', () => {
    const crisis = [
      'Every morning I’m disappointed that I opened my eyes again.',
      'I’m 58 and I’ve had enough. I don’t want to see another winter.',
      'My mum keeps asking what I want for my birthday. What I want is to not be around for it.',
      'i want to stop. not my job, not the meds. i want me to stop.',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'I was disappointed that I woke up at 5 again.',
      'I don’t want to see another winter like last year’s, so we’re moving south.',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads a fall asked about as certain, a change of mind during an overdose and a train driver asked about as research', () => {
    const crisis = [
      'how high does a bridge need to be for the fall to be certain',
      'can a tylenol overdose be reversed if you change your mind halfway?',
      'do train drivers see you coming?',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = ['do train drivers see the signals at night?'];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads the means made ready, an insulin supply injected and a self-harm urge', () => {
    const crisis = [
      'i know which beam in the garage will hold me.',
      'Injected all my insulin about 15 minutes ago.',
      'the urge to cut is so bad right now',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'which beam will hold my pull-up bar?',
      'I inject my insulin before meals.',
      'the urge to cut my hair short is so strong',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads Turkish, Portuguese, and romanised Hindi wishes, not their idioms or a past told', () => {
    const crisis = [
      'Artık yaşamak istemiyorum. Bu gece kendimi öldüreceğim.',
      'to pensando em me matar essa semana',
      'main ab aur nahi jee sakta',
      'yaar mujhe mar jaana hai, seriously.',
      'sab khatam kar dunga aaj raat',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'Dün intihar önleme üzerine bir belgesel izledim, çok etkileyiciydi.',
      'o filme vai me matar de rir',
      'Ölmek istiyorum gibi hissediyordum eskiden ama artık iyiyim',
      'mein ab aur nahi jee sakta tha us waqt, ab theek hoon',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('reads one sentence buried in an ordinary post', () => {
    const crisis = [
      "Eating around 3000kcal. Lifting's the only thing keeping me from swallowing the pills I've hidden in my gym bag. Should I deload?",
      'Neurologist wants to try a CGRP injection. I keep every spare tablet in a box for the night I decide to take them all.',
      'Weight gain on track. I think about walking into the sea every single night now. Is it normal for him to be so gassy?',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    const ordinary = [
      'the only thing keeping me from quitting is the pay',
      "I've got a rope in the boot for towing.",
      'I think about walking into the ocean at sunrise, it is so calming.',
      'we climbed onto the railing for a photo and nearly fell',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });

  it('holds the figures of the fifth fresh set', () => {
    // Written without the rules, 480 messages. Before this ADR: tune 81 of 157 with 4 false
    // alarms in 142, held-out 54 of 83 with 4 in 98. After: tune 106 and 4, held-out 54 and 4.
    const { tune, heldOut } = probeSetFigures('probes-140.json');
    expect(tune.found).toBeGreaterThanOrEqual(106);
    expect(tune.alarms).toBeLessThanOrEqual(4);
    expect(heldOut.found).toBeGreaterThanOrEqual(54);
    expect(heldOut.alarms).toBeLessThanOrEqual(4);
  });
});
