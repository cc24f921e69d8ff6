import { describe, expect, it } from 'vitest';
import {
  foldForModeration,
  matchesFolded,
  mentionsSelfHarm,
  moderationForms,
  wordMatcher,
} from './moderation-text';

/**
 * Written from the public lists of warning signs (988 Suicide & Crisis Lifeline, NIMH "Warning
 * signs of suicide": talking about wanting to die, being a burden, having no reason to live,
 * looking for a way, saying goodbye) and the spellings people use to get past filters.
 */
const CRISIS: readonly string[] = [
  // Plain phrasings.
  'I want to die',
  'some days I just want to die',
  'i wanna die tbh',
  'I really want to be dead',
  'I have been thinking about suicide',
  "I'm feeling suicidal tonight",
  'suicidal thoughts again this week',
  'I am going to kill myself',
  'I keep thinking about killing myself',
  'I want to end my life',
  'I am going to take my own life',
  'I just want to end it all',
  "I'm ready to end it",
  'I wish I was dead',
  'I wish I had never been born',
  'everyone would be better off without me',
  'my family would be better off if I was gone',
  'they would be happier without me',
  "I'm a burden to everyone",
  'I feel like a burden on my family',
  'I have nothing left to live for',
  'there is no reason to live anymore',
  "what's the point of living",
  "I don't want to live anymore",
  "I don't want to be alive",
  "I don't want to be here anymore",
  "I can't go on like this",
  "I can't take it anymore",
  "I can't do this anymore",
  "I hope I don't wake up tomorrow",
  'I want to go to sleep and never wake up',
  'I just want it all to end',
  "I've been self-harming again",
  'I started cutting myself',
  'I want to hurt myself',
  'I keep burning myself on purpose',
  'thinking of hanging myself',
  'I looked up how many pills would it take',
  'what is the most painless way to die',
  'I wrote a suicide note',
  'I took an overdose an hour ago',
  "I think I'm going to overdose",
  'I swallowed all my pills',
  'I want to jump off a bridge',
  'I might step in front of a train',
  // Euphemisms.
  'I want to unalive myself',
  'thinking about unaliving',
  'honestly might just kms',
  'gonna kms lol',
  'I want to not exist',
  'I want to disappear forever',
  // Obfuscated.
  'I want to kill-myself',
  'i want to k1ll myself',
  'i want to k i l l myself',
  'i want to k.i.l.l m.y.s.e.l.f',
  'I want to kil\u200Bl myself',
  'I want to ki\u00ADll myself',
  'I want to k\u0456ll myself', // Cyrillic і
  'I want to \u043a\u0456ll myself', // Cyrillic к and і
  'thinking about su1cide',
  'thinking about $uicide',
  'feeling su!cidal'.replace('!', '1'),
  'thinking about s u i c i d e',
  'I want to d1e',
  'I w4nt to d13',
  'I want to **kill** myself',
  'I want to killmyself',
  'I feel SUICIDAL',
  'I want to \uff4b\uff49\uff4c\uff4c myself', // full-width
  'i want to kill mys3lf',
  'I want to unal1ve myself',
  'I wanna end it all',
  // Two sets written later and first run untuned (10/25 and 11/20 met then; see ADR 053), kept
  // as regressions now that the rules cover them.
  'i honestly dont see the point in living anymore',
  "I've been having thoughts of ending my life",
  'planning to take all my sleeping pills tonight',
  'I keep thinking everyone would be better off if I just disappeared',
  "I'm going to hang myself",
  'i feel like killing myself',
  'I hate myself and want to die',
  'I have a plan to end things',
  "I don't want to exist anymore",
  'nobody would even notice if I was gone',
  "i'm so tired of living",
  "life isn't worth living",
  'I want to sleep forever',
  "I'm thinking about overdosing",
  'k!ll mys3lf',
  'ѕuісіdаl',
  's-u-i-c-i-d-a-l thoughts',
  'want 2 die',
  "I'd be better off d e a d",
  'wanna unalive',
  'im gonna kms fr',
  "I'm done with life",
  'no one would miss me',
  'I just want the pain to stop forever',
  "I've written letters to my family saying goodbye",
  'I keep googling ways to die',
  "I'm giving away my stuff because I won't need it",
  'tonight is the night I end it',
  'i want to be dead',
  'I am going to jump off the roof',
  'Sometimes I think about driving into a tree',
  'I cant do life anymore',
  'i wish i could just disappear and never come back',
  "I'm thinking about killing myself tbh",
  "I've started self harming",
  "My life is over, I'm going to end it",
  'I want to slit my wrists',
  'i feel suicidal',
  'su!c!de is on my mind',
  'want to d.i.e',
  "I'd rather be dead",
  "I'm going to take every pill in the cabinet",
  "I can't see a way out except dying",
];

/** Phrasings the rules still miss: too ambiguous to match without many false alarms. */
const KNOWN_MISSES: readonly string[] = ["Been cutting again, can't stop", 'I bought a rope'];

/** Everyday sentences that share words with the phrases above and must not ask. */
const ORDINARY: readonly string[] = [
  'That was a killer workout',
  'This cold is killing me',
  'I could die laughing at that video',
  'I nearly died laughing',
  'I am dead tired after the night shift',
  'Can you kill the lights before bed?',
  'Suicide Squad was a fun movie, review below',
  'Suicide sprints at practice wrecked my legs',
  'My feet are killing me after the hike',
  'I killed it at the gym today',
  'Kill two birds with one stone: walk to work',
  'Deadlifts twice a week changed my back',
  'My phone died halfway through the run',
  'The basil plant died while I was away',
  'We killed time at the clinic waiting room',
  'Painkillers did nothing for my headache',
  'I skilled up in meal prep',
  'I grew up near Scunthorpe',
  'I ran 10 kms this morning',
  'We walked a few kms along the river',
  'I hang my laundry outside to dry',
  'I cut myself a slice of cake',
  'I cut myself shaving this morning',
  'I hurt myself lifting too heavy',
  'I burned myself on the oven tray',
  'This chocolate cake is to die for',
  "I'm dying to try the new yoga class",
  'I was bored to death in the meeting',
  'I overdosed on sunshine this weekend',
  'What dose of paracetamol counts as an overdose?',
  'I take all my pills with breakfast',
  'I nearly killed myself laughing at that video',
  "I don't want to wake up the baby",
  "I hope I don't wake up the kids when I get home",
  'I did not wake up on time today',
  "I don't want to live in a big city",
  "I don't want to go on holiday this year",
  "I can't do this workout anymore, too hard",
  "I can't live without coffee",
  'The deadline is Friday, so let us end it there',
  'Let us end it with a stretch',
  'The film ends with everyone dying',
  'My grandad collects die-cast cars',
  'The battery is dead again',
  'I could murder a pizza right now',
  'That exam absolutely murdered me',
  'The heat is unbearable today',
  'We finished the hike at the cliff edge and took photos',
  'The suicide prevention walk raised money for the charity',
  'I volunteer on a suicide prevention line', // educational mention: asks? decided below
  'My dog is a burden to walk in the rain',
  'I gave away my old clothes to charity',
  'Goodbye for now, see you next week',
  'This is my last post about keto',
  'I feel like a new person after sleeping well',
  'No point going to the gym when it is closed',
  'The pain killed my appetite',
  'Slay the workout, kill the cardio',
  'I want to die my hair red', // a typo for dye; decided below
  'I was dying of boredom at work',
  'My ex is dead to me',
  'Dead bugs are a great core exercise',
  'I am killing it with my step count',
  'I want to lose 5 kg by summer',
  'I wanted to die of embarrassment',
  'This hill climb is going to kill me',
  'My knees are killing me after squats',
  "I'd kill for a good night's sleep",
  "We're dying to see the results",
  'Dead hang from the pull-up bar for 30 seconds',
  'Hanging leg raises are tough',
  'Cut the carbs, not the protein',
  'I cut my sugar intake in half',
  'The pills made me sleepy',
  'Overdose symptoms of vitamin A include headache',
  "I'm so done with this diet",
  'Life is worth living when you sleep well',
  'The rope climb at the gym was hard',
  'I was tired of living on takeaways',
  'Killing it at the farmers market',
  'Murder mystery night with friends',
  'I could sleep forever on Sundays',
  'My plan to end things with sugar starts today',
  'End of the day stretch routine',
  'My legs are dead after leg day',
  'That cliffhanger killed me',
  "I'm dying for a coffee",
  'The sourdough starter died again',
  'Mosquitoes must die',
  'I killed my old habit of snacking',
  'I want to cut down on screen time',
  'Jump squats off the box are hard',
  'I gave away my old running shoes',
  'Goodbye sugar, hello fruit',
  "I'm done with this programme",
  'Ending the week with a long walk',
  'Drowning in paperwork this week',
  'Hangry is real',
  "I'd rather be at the beach",
  'The rope swing at the park is fun',
  'Stop the bleeding on my budget',
  'kill the engine before refuelling',
  'My diet is killing my social life',
  'I need to end my streak of late nights',
];

/** Sentences in ORDINARY that we decided should ask anyway (the list leans towards asking). */
const ORDINARY_THAT_ASK = new Set([
  'The suicide prevention walk raised money for the charity',
  'I volunteer on a suicide prevention line',
  'I want to die my hair red',
  "Do you know the film 'Suicide Room'?",
]);

describe('the crisis phrases (held-out style)', () => {
  it('still misses these (documented, ADR 053)', () => {
    for (const text of KNOWN_MISSES) expect(mentionsSelfHarm(text), text).toBe(false);
  });

  const met = CRISIS.filter((text) => mentionsSelfHarm(text));
  const falseAlarms = ORDINARY.filter(
    (text) => !ORDINARY_THAT_ASK.has(text) && mentionsSelfHarm(text),
  );

  it('has at least 60 of each', () => {
    expect(CRISIS.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length - ORDINARY_THAT_ASK.size).toBeGreaterThanOrEqual(60);
  });

  it('meets every crisis phrasing and raises no false alarm', () => {
    console.info(
      `crisis: met ${met.length}/${CRISIS.length}; false alarms ${falseAlarms.length}/${ORDINARY.length - ORDINARY_THAT_ASK.size} (${ORDINARY_THAT_ASK.size} decided to ask)`,
    );
    expect(CRISIS.filter((text) => !mentionsSelfHarm(text))).toEqual([]);
    expect(falseAlarms).toEqual([]);
  });

  it('asks on the sentences decided to ask', () => {
    for (const text of ORDINARY_THAT_ASK) expect(mentionsSelfHarm(text), text).toBe(true);
  });
});

describe('the normal form', () => {
  it('folds tricks to plain words', () => {
    expect(foldForModeration('K\u200Bi\u00ADll')).toBe('kill');
    expect(foldForModeration('\u0455\u0441\u0430m')).toBe('scam'); // Cyrillic ѕ, с, а
    expect(foldForModeration('\u03bf\u03ba')).toBe('ok'); // Greek ο, κ
    expect(foldForModeration('s.c.a.m and s c a m and s-c-a-m')).toBe('scam and scam and scam');
    expect(foldForModeration('sc4m $c@m 5cam')).toBe('scam scam scam');
    expect(foldForModeration('café naïve')).toBe('cafe naive');
    expect(moderationForms('k1ll')).toEqual(['kill', 'klll']);
    expect(moderationForms('**scam**mer')).toEqual(['scammer', 'scam mer']);
  });

  it('leaves numbers as numbers', () => {
    expect(foldForModeration('10 kms, 10kms, B12, covid19, 2nd, 5 pills')).toBe(
      '10 kms 10kms b12 covid19 2nd 5 pills',
    );
  });

  it('matches patterns on any reading', () => {
    expect(matchesFolded('**scam**mer', [/\bscam\b/])).toBe(true);
    expect(matchesFolded('scammer', [/\bscam\b/])).toBe(false);
  });
});

describe('a block word and its disguises', () => {
  const scam = wordMatcher('scam')!;
  const matches = (text: string) => matchesFolded(text, [scam]);
  const VARIANTS = [
    'scam',
    'SCAM',
    'Scam!',
    'sc\u200Bam',
    'sca\u00ADm',
    's\u200Dc\u2060am',
    '\u0455\u0441\u0430\u043c', // Cyrillic ѕ с а м
    'ѕcam',
    'sc\u03b1m', // Greek α
    '**scam**mer',
    '**sc**am',
    '_scam_',
    's.c.a.m',
    's c a m',
    's-c-a-m',
    's_c_a_m',
    's*c*a*m',
    'sc4m',
    '$cam',
    '5cam',
    'sc@m',
    'scams',
    'SCAMS',
    '\uff53\uff43\uff41\uff4d', // full-width
    'sc\u0430m', // Cyrillic а
    'scám',
    's\u0327cam', // combining cedilla
  ];
  const PLAIN = [
    'The dog will scamper off',
    'Scampi and chips on Friday',
    'My friend Oscam is a doctor',
    'Escambia county has a clinic',
    'I took a scan at the hospital',
    'The scammed were never found',
    'scamming',
    'A scalp massage helps me relax',
    'The camera was broken',
    'I went to a scaling appointment',
    'Score a goal',
    'The s cam is wrong', // one letter then a word: not a split word
    'Healthy snacks and a calm mind',
    'Second amendment',
    'I had 5 camomile teas',
    'sc am',
    'Scarf weather again',
    'I ate a scone with jam',
    'Muscle cramps after the run',
    'scamander is a river',
    'The scab is healing well',
    'A mascara review',
    'Cats scamper and play',
    'She is scary good at yoga',
    'Oscar night snacks',
    'Sc. Am. is a journal abbreviation? No',
    'Scampering squirrels',
    'escape room',
    'scam-free zone means nothing here'.replace('scam', 'spam'),
    'Ascam? Not a word',
  ];

  it('blocks every disguise', () => {
    expect(VARIANTS.length).toBeGreaterThanOrEqual(20);
    const missed = VARIANTS.filter((text) => !matches(text));
    console.info(`block word: blocked ${VARIANTS.length - missed.length}/${VARIANTS.length}`);
    expect(missed).toEqual([]);
  });

  it('lets ordinary sentences through', () => {
    expect(PLAIN.length).toBeGreaterThanOrEqual(30);
    const blocked = PLAIN.filter((text) => matches(text));
    console.info(`block word: false blocks ${blocked.length}/${PLAIN.length}`);
    expect(blocked).toEqual([]);
  });

  it('matches phrases with their spacing folded too', () => {
    const buyNow = wordMatcher('buy now')!;
    expect(matchesFolded('b u y  n o w', [buyNow])).toBe(true);
    expect(matchesFolded('BUY\u200B NOW', [buyNow])).toBe(true);
    expect(matchesFolded('buy nowhere', [buyNow])).toBe(false);
  });
});
