/**
 * ADR 140: what the fifth fresh set (tests/fixtures/crisis/probes-140.json, written without the
 * rules) showed the detector lacked, each frame with the ordinary twin that shares its words.
 */
import { describe, expect, it } from 'vitest';
import {
  expectFoundAndTwins,
  expectProbeFigures,
  ruleVerdicts,
} from '../../../../tests/fixtures/crisis/probe-set';

describe('the fifth fresh set (ADR 140)', () => {
  it('reads a last message: a life refused for oneself, coming back nowhere, "never about her"', () => {
    expectFoundAndTwins(
      [
        'Whoever reads this: thank you. I hope you have a long life. I won’t.',
        'Wanted to say bye properly. You’re good people. I won’t be coming back, not anywhere.',
        'Please tell my mum I love her and it was never about her. Goodbye.',
      ],
      [
        'Congrats on the wedding! I hope you have a long and happy life together.',
        'Will you come to the party? I won’t.',
        'I won’t be coming back to that restaurant.',
        'I love him and honestly it was never about him, it was the job.',
      ],
    );
  });

  it('reads death as a gift to another, and freedom from the writer, as a burden', () => {
    expectFoundAndTwins(
      [
        'I’ve started thinking dying would be a gift to him.',
        'The only way she’ll ever be free of me is if I’m not here at all.',
      ],
      [
        'The flowers were a gift to him.',
        'I’ll be out of your hair if I’m not here at the meeting.',
      ],
    );
  });

  it('reads waking refused, a season refused and the writer stopping as a wish', () => {
    expectFoundAndTwins(
      [
        'Every morning I’m disappointed that I opened my eyes again.',
        'I’m 58 and I’ve had enough. I don’t want to see another winter.',
        'My mum keeps asking what I want for my birthday. What I want is to not be around for it.',
        'i want to stop. not my job, not the meds. i want me to stop.',
      ],
      [
        'I was disappointed that I woke up at 5 again.',
        'I don’t want to see another winter like last year’s, so we’re moving south.',
      ],
    );
  });

  it('reads a fall asked about as certain, an overdose’s change of mind, a train driver and a roof asked about as research', () => {
    expectFoundAndTwins(
      [
        'how high does a bridge need to be for the fall to be certain',
        'can a tylenol overdose be reversed if you change your mind halfway?',
        'do train drivers see you coming?',
        'which roof can I get up to at night, not sightseeing',
      ],
      [
        'do train drivers see the signals at night?',
        'We went up to the roof for the view of the fireworks.',
      ],
    );
  });

  it('reads the means made ready, an insulin supply injected, a self-harm urge and a deep cut bleeding', () => {
    expectFoundAndTwins(
      [
        'i know which beam in the garage will hold me.',
        'Injected all my insulin about 15 minutes ago.',
        'the urge to cut is so bad right now',
        'I cut too deep and I’m bleeding a lot and getting dizzy',
      ],
      [
        'which beam will hold my pull-up bar?',
        'I inject my insulin before meals.',
        'the urge to cut my hair short is so strong',
        'cut my finger deep chopping onions, it’s bleeding and I feel a bit dizzy',
      ],
    );
  });

  it('counts a weak sign only beside a second sign of another kind', () => {
    // A cover story known to be false, a barrier nearly gone over, a refusal alone: each ordinary
    // enough alone; with a farewell beside it, a crisis.
    const alone = [
      'asked my friend to look after my plants. she doesnt know its forever',
      'yesterday I climbed onto the barrier and nearly went over.',
      'Please keep going even though I can’t.',
    ];
    expect(ruleVerdicts(alone).map((verdict) => verdict.crisis)).toEqual([false, false, false]);
    expectFoundAndTwins(
      [
        'To my recovery buddies: I’m sorry I let you down. I love you. Please keep going even though I can’t.',
      ],
      [],
    );
  });

  it('reads Turkish, Portuguese and romanised Hindi wishes, not their idioms or a past told', () => {
    expectFoundAndTwins(
      [
        'Artık yaşamak istemiyorum. Bu gece kendimi öldüreceğim.',
        'to pensando em me matar essa semana',
        'main ab aur nahi jee sakta',
        'yaar mujhe mar jaana hai, seriously.',
        'sab khatam kar dunga aaj raat',
      ],
      [
        'Dün intihar önleme üzerine bir belgesel izledim, çok etkileyiciydi.',
        'o filme vai me matar de rir',
        'Ölmek istiyorum gibi hissediyordum eskiden ama artık iyiyim',
        'mein ab aur nahi jee sakta tha us waqt, ab theek hoon',
      ],
    );
  });

  it('reads one sentence buried in an ordinary post', () => {
    expectFoundAndTwins(
      [
        "Eating around 3000kcal. Lifting's the only thing keeping me from swallowing the pills I've hidden in my gym bag. Should I deload?",
        'Neurologist wants to try a CGRP injection. I keep every spare tablet in a box for the night I decide to take them all.',
        'Weight gain on track. I think about walking into the sea every single night now. Is it normal for him to be so gassy?',
      ],
      [
        'the only thing keeping me from quitting is the pay',
        'I think about walking into the ocean at sunrise, it is so calming.',
        'we climbed onto the railing for a photo and nearly fell',
      ],
    );
  });

  it('holds the figures of the fifth fresh set', () => {
    // Written without the rules, 480 messages. Before this ADR: tune 81 of 157 with 4 false
    // alarms in 142, held-out 54 of 83 with 4 in 98. After: tune 106 and 4, held-out 54 and 4.
    // With the learned signal retrained on its tune part and the sixth set's (ADR 141): tune 114
    // and 3, held-out 56 and 3.
    expectProbeFigures('probes-140.json', {
      tune: { found: 114, alarms: 3 },
      heldOut: { found: 56, alarms: 3 },
    });
  });
});
