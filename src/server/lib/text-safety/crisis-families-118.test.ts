/**
 * The warning-sign families and readings of ADR 118: entrapment, unbearable pain and withdrawal
 * from people as families of their own; the means acquired, rehearsed or researched, and the
 * crisis hidden, as preparation and resolve; euphemisms of the act anchored by a post that names
 * suicide or self-harm; the writer in the third person; and guards that read what a sign means
 * (an ending with a person, "dead" as an intensifier, a burden of an activity, the means kept for
 * an ordinary purpose, sleep for an occasion). Every crisis sentence here was missed by the
 * detector before ADR 118 and every ordinary one shares its words; all come from the tune part of
 * `tests/fixtures/crisis/probes-118-tune.json` or the tune sets before it.
 */
import { describe, expect, it } from 'vitest';
import {
  all,
  probeSetFigures,
  ruleVerdicts,
  verdicts,
} from '../../../../tests/fixtures/crisis/probe-set';
import { detectCrisisBySigns } from './crisis';

/** Each new family, with the sentences it completes a pair in and the twins it must not. */
const FAMILIES: Record<string, { crisis: string[]; ordinary: string[] }> = {
  trapped: {
    crisis: [
      "I'm stuck in a life I can't escape and the only exit I can think of is a permanent one.",
      'feel so trapped in my own life. no hope left that it will change',
    ],
    ordinary: [
      'i feel completely trapped in this lease. theres no way out of it until June',
      'the cat is trapped behind the washing machine and there is no way out for her except through me',
      'I feel trapped in my own head before exams, but I know it passes once they are done',
    ],
  },
  pain: {
    crisis: [
      "the hurt never goes away and i'm too tired to keep carrying it. i'm letting go",
      "I can't bear another day of feeling like this. I need it to end, all of it.",
      'the pain inside is unbearable. i bought a rope yesterday',
    ],
    ordinary: [
      "the hurt never goes away after a breakup, but six months on i'm letting go and dating again",
      "I can't bear another day of this heat. I need it to end, all of it, bring on autumn.",
      'cant take this pain anymore, the dentist is fitting me in at 3',
    ],
  },
  withdrawal: {
    crisis: [
      'cut everyone off this month. easier for them not to be close to me when it happens',
      "dont text me anymore. i wont be answering. it's better this way for everyone",
      "i've isolated myself from everyone so nobody will miss me much. i've had enough",
      "Haven't spoken to anyone in weeks. Unfollowed everyone. Easier that way when I'm not here",
    ],
    ordinary: [
      'Stopped replying to the group chat. Deleted my accounts. I need a break from social media for my exams.',
      'isolating myself in my room with covid, day 4, the cough is awful',
      'Haven’t spoken to anyone in weeks, revision hermit mode. Unfollowed everyone until exams are done',
    ],
  },
};

/** Widened families and frames: each sentence met by the mechanism named. */
const READINGS: Record<string, { crisis: string[]; ordinary: string[] }> = {
  'the means acquired, rehearsed or researched': {
    crisis: [
      'I bought three packs of paracetamol from three different shops so no one would ask questions.',
      'Got my hands on a gun. Not saying why. I think you know.',
      'practised tying the knot last night. i know how to do it now',
      "I've been researching which bridge is highest near me. Going Friday.",
      'i keep going to the station and standing too close to the edge. one day i wont step back',
    ],
    ordinary: [
      'ordered a rope online for the climbing wall, it comes thursday',
      'Bought a rope online for the dog’s tug toy, it arrives Thursday',
      'Got hold of a gun licence finally, clay shooting with my dad on Sunday',
      'ordered my meds online, they arrive thursday',
      'got the insulin sorted for tonight, new pen works fine',
      "I've been researching which bridge is best for the sunset photos near me. Going Friday.",
      'practised tying the knot for the scout badge last night. bowline done',
    ],
  },
  'preparation, finality and resolve widened': {
    crisis: [
      'Wrote a will last night. I’m 23. I just want things to be simple for my family when it happens.',
      "I want my niece to have my ring and my camera. I've written it down so there's no confusion after.",
      'got rid of almost everything i own. it felt like closing the last doors. i’m ready',
      'this is me signing off. love you all. dont be sad',
      'my therapist thinks im improving but ive already picked a date',
      'Everything is arranged. Will’s signed, cat’s going to my sister, letters are written.',
    ],
    ordinary: [
      'Wrote a will last night after the baby came. I’m 33 and my solicitor said do it now.',
      'this is me signing off for the night. love you all. dont stay up too late',
      'my therapist thinks im improving and ive already picked a date for my next holiday',
      'Everything is arranged for the wedding. Cake’s ordered, cat’s going to my sister for the week, invites are sent.',
    ],
  },
  'frames of a wish, the act and its means': {
    crisis: [
      'It hurts so much to be alive. Every morning I wake up disappointed that I did.',
      'emotionally i am in so much pain that dying feels like the only relief',
      'I wish I could just fade out. No one would have to notice. I’d just be gone.',
      'wish i could close my eyes and never open them again',
      "i'm going to end it with the pills tonight",
      "going to end it all with my dad's gun when he's at work",
      "I'm going to go to the cliffs and jump",
      'kill me now please i mean it',
      "I can't picture a future where I'm alive",
      'sliced my thigh open again last night, needed to feel something',
    ],
    ordinary: [
      'I wish I could just fade out of this group chat, no one would notice.',
      'wish i could close my eyes and never open them until summer, this winter is endless',
      'i want to end it with a bang, karaoke then kebab',
      'imma end it soon i think with him. he never texts back anyway',
      "i'm ready to end it with my phone contract provider, fourth outage this month",
      'cut my thumb open again last night chopping onions, needed a plaster',
    ],
  },
  'the writer in the third person': {
    crisis: ["Someone like me doesn't deserve to be alive"],
    ordinary: [
      'your girl is done with her dissertation!!! 12,000 words and not a single one more',
      'someone like me should not be allowed near a bakery, I ate six croissants',
    ],
  },
  'a euphemism anchored by the post': {
    crisis: [
      "my best friend asked if i was suicidal and i said no but i am. i'm going to do it tonight",
      "Everyone at work did suicide awareness training today and nobody noticed I'm planning mine.",
      "I had a suicide attempt at 19. I'm 26 now and I have a plan for Friday.",
    ],
    ordinary: [
      "We did suicide prevention training at work today and it was brilliant, I'm going to do it again next year",
      "My uncle died by suicide in 2015. This year I'm doing the Out of the Darkness walk, I'm going to do it on Saturday with my cousins",
      "Our charity supports people bereaved by suicide. I have a plan for Sunday's fundraiser, bake sale and raffle",
    ],
  },
};

/** Ordinary sentences the rules or frames flagged before ADR 118, cleared by reading what they mean. */
const MEANT_OTHERWISE = [
  "They'd be better off without me nagging them",
  'My family would be happier without me working weekends',
  'i rly want to be dead still for the MRI, any tips for not moving?',
  "I've stockpiled paracetamol for the kids' chickenpox",
  "I hid the meds in the top cupboard so the toddler can't reach them",
  'thinking about ending it all with my phone contract tonight',
  'The world would run fine without me in it, said no project manager ever.',
  'hit my head on the cupboard until i bruised again, who designs kitchens like this',
  'Ive been burning myself out with cigarettes and coffee, trying to quit both',
  'i wanna die so bad rn, this ramen is so spicy, why did i order level 5',
  'Honestly I’d rather just not wake up tomorrow at 5 for the school run',
  "I don't want to wake up tomorrow. Bank holiday lie-in, don't call me.",
  "I'm checking out for good from this hotel tomorrow",
  "I'm ready to go now, my bag is packed for the festival",
];

/** What the guards must not clear: the same readings said of the act. */
const STILL_MEANT = [
  "honestly they'd all be better off without me dragging them down",
  'i want to be dead right now',
  "I want to die. I'm so embarrassed after what happened at school, everyone saw",
  'there’s no way out for me, only one way and I know what it is',
];

describe('the warning-sign families of ADR 118', () => {
  for (const [family, { crisis, ordinary }] of Object.entries(FAMILIES)) {
    it(`pairs ${family} with another family`, () => {
      expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
      const named = crisis.filter((text) =>
        detectCrisisBySigns(text).categories.includes(`sign:${family}`),
      );
      expect(named.length).toBeGreaterThan(0);
    });
    it(`leaves the ${family} twins ordinary`, () => {
      expect(verdicts(ordinary)).toEqual(all(ordinary, false));
    });
  }

  it('reads the new families through the normaliser: lookalike letters, leetspeak, slips', () => {
    // Cyrillic е, а, о in the first; a slip in "everyone"; leetspeak in the third.
    for (const text of [
      'fеel so trаpped in my own lifе. no hоpe left that it will chаnge',
      'cut evryone off this month. easier for them not to be close to me when it happens',
      'the p4in inside is unbe4rable. i b0ught a rope yesterday',
    ])
      expect({ text, crisis: detectCrisisBySigns(text).crisis }).toEqual({ text, crisis: true });
  });

  it('never decides on one of the new families alone', () => {
    for (const text of [
      'I feel so trapped and I have no escape from my own head',
      'the pain is unbearable, it hurts so much to be me',
      "I've pulled away from all my friends and stopped replying to everyone",
    ])
      // The families' combination itself, without the learned signal (ADR 135), which reads
      // "it hurts so much to be me" as a crisis on its own.
      expect({ text, crisis: detectCrisisBySigns(text).crisis }).toEqual({ text, crisis: false });
  });
});

describe('the readings of ADR 118', () => {
  for (const [reading, { crisis, ordinary }] of Object.entries(READINGS)) {
    it(`finds ${reading}`, () => {
      expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
    });
    it(`leaves the twins of ${reading} ordinary`, () => {
      expect(verdicts(ordinary)).toEqual(all(ordinary, false));
    });
  }

  it('reads what a sign means: an ending with a person, an intensifier, an activity, a purpose', () => {
    expect(verdicts(MEANT_OTHERWISE)).toEqual(all(MEANT_OTHERWISE, false));
    expect(ruleVerdicts(STILL_MEANT)).toEqual(all(STILL_MEANT, true));
  });

  it('holds the figures of its set: tune part and held-out third as floors and ceilings', () => {
    const { tune, heldOut } = probeSetFigures('probes-118-tune.json');
    console.info(
      `crisis probes 118: tune ${tune.found}/${tune.crisis}, ${tune.alarms}/${tune.ordinary} false alarms; held-out ${heldOut.found}/${heldOut.crisis}, ${heldOut.alarms}/${heldOut.ordinary}`,
    );
    // Before ADR 118 (HEAD's detector): first round's tune part 37/72 with 10/78 false alarms, its
    // held-out third 17/35 with 3/40 (counts only: the held-out third is not printed).
    expect(heldOut.crisis).toBe(35);
    expect(heldOut.ordinary).toBe(40);
    expect(tune.found).toBeGreaterThanOrEqual(TUNE_FOUND);
    expect(tune.alarms).toBeLessThanOrEqual(TUNE_ALARMS);
    expect(heldOut.found).toBeGreaterThanOrEqual(HELD_OUT_FOUND);
    expect(heldOut.alarms).toBeLessThanOrEqual(HELD_OUT_ALARMS);
  });
});

const TUNE_FOUND = 96;
const TUNE_ALARMS = 3;
const HELD_OUT_FOUND = 18;
// ADR 153's frames, written from another set's tune part, raised one false alarm in this set's
// held-out third (3 -> 4). It is counted, not looked at: looking would tune on it.
const HELD_OUT_ALARMS = 4;
