/**
 * ADR 140: frames for warning signs that a fifth fresh set (tests/fixtures/crisis/probes-140.json,
 * written without the rules) showed the detector lacked, each a way of saying what crisis lines
 * list as a sign, not a sentence of the set: a life wished to others and refused for oneself ("I
 * hope you have a long life. I won't."), leaving said as coming back nowhere, death named as a
 * gift to someone, the writer's freedom from being woken, a season or a day not to be seen, a fall
 * asked about as certain, a change of mind asked about during an overdose, a train driver asked
 * about, the means made ready (a beam that will hold the writer, a
 * whole insulin supply injected), a self-harm urge named as such, a deep cut bleeding with
 * dizziness, and a last message's "it was never about you". Frames in the language of `phrase.ts`,
 * so every guard on a rule's match applies; a frame a twin could say for an ordinary reason is
 * weak and counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

export const FRAMES_140: readonly FrameRule[] = [
  // ── A last message ──
  // "I hope you have a long life. I won't.": a life wished to others, then refused for oneself
  // in a sentence of its own. Each alone is ordinary (a card, a reply); together they count.
  {
    category: 'farewell',
    weak: true,
    phrase: 'hope|wish you|you_all|everyone|all_of_you ~1 have|live|get a? long|good|happy life $',
  },
  {
    category: 'finality',
    weak: true,
    phrase: "i will_not|won't|can_not|can't $",
    notBefore: 'so|and|but|if|think|know|hope|because|why',
  },
  // "I won't be coming back, not anywhere": leaving, and nowhere else either.
  {
    category: 'farewell',
    phrase: "will_not|won't|am_not be? coming_back|going_to_be_back ~1 not? anywhere|to_anything $",
  },
  // "tell my mum I love her and it was never about her": what a note says to the ones left.
  {
    category: 'farewell',
    phrase: 'love|loved ~6 it was|is never|not about|because_of|your_fault her|him|you|them $',
  },

  // ── Death as a gift to another, freedom from the writer ──
  // "dying would be a gift to him", "me being gone would be a relief for them".
  {
    category: 'burden',
    phrase:
      'dying|my_death|me_dying|me_being_gone|me_gone|my_being_gone would|will be ~1 a_gift|a_relief|a_blessing|a_kindness|a_mercy|a_favour|a_favor ~2 to|for|$',
  },
  // "The only way she'll ever be free of me is if I'm not here at all."
  {
    category: 'burden',
    phrase: 'free|rid of me ~2 if|when|once i_am not_here|not_around|gone|dead',
  },

  // ── Waking refused, a season refused ──
  // "Every morning I'm disappointed that I opened my eyes again."
  {
    category: 'wish',
    phrase:
      'disappointed|upset|annoyed|gutted that? i ~1 opened_my_eyes|woke_up|am_still_here|am_still_alive|survived again|$',
  },
  // "I don't want to see another winter", "what I want is to not be around for it".
  {
    category: 'wish',
    phrase:
      "do_not|don't want to see|live_through|survive another winter|christmas|birthday|year|summer|spring $|and",
  },
  {
    category: 'wish',
    phrase:
      'want is? to not|never be around|here|alive for it|for_that|for_my_birthday|for_christmas',
  },
  // "i want me to stop": the writer, not a habit, to stop.
  {
    category: 'wish',
    phrase: 'want|need me to stop $',
  },

  // ── A death asked about ──
  // "how high does a bridge need to be for the fall to be certain".
  {
    category: 'method',
    phrase: 'for the? fall|drop|jump to be certain|fatal|final|enough',
  },
  // "can a tylenol overdose be reversed if you change your mind halfway".
  {
    category: 'method',
    phrase: 'overdose|od ~5 change my|your mind',
  },
  // "do train drivers see you coming?"
  {
    category: 'method',
    phrase:
      'train_drivers|train_driver|the_driver see|notice you|someone|a_person coming|on_the_tracks',
  },
  // "which buildings let you up on the roof without a keycard? not sightseeing".
  {
    category: 'method',
    phrase: 'roof|rooftop|top_floor|top_level ~8 not sightseeing|for_the_view $',
  },

  // ── The means made ready ──
  // "i know which beam in the garage will hold me".
  {
    category: 'means',
    phrase: 'beam|hook|branch ~6 will|would|can|could hold|take me|my_weight $',
  },
  // "Injected all my insulin about 15 minutes ago": a whole supply of insulin at once.
  {
    category: 'method',
    phrase:
      'injected|injecting|inject|used all|every_unit_of|the_whole|my_whole ~2 insulin|pen|pens',
  },
  // "she doesnt know its forever": a cover story the writer knows is not true.
  {
    category: 'farewell',
    weak: true,
    phrase:
      "does_not|doesn't|do_not|don't|did_not|didn't know it is|its|it_was forever|for_good|permanent",
  },

  // ── Self-harm ──
  // "the urge to cut is so bad right now": the urge named as such.
  {
    category: 'self_harm',
    phrase: 'urge|urges to cut|self_harm|hurt_myself|burn_myself',
    notAfter: 'my_hair|sugar|carbs|back|down',
  },
  // "cut really deep this time, theres a lot of blood and im getting dizzy".
  {
    category: 'self_harm',
    phrase: 'cut|cutting ~3 deep ~8 bleeding ~6 dizzy|lightheaded',
  },

  // ── One sentence buried in an ordinary post ──
  // "Lifting's the only thing keeping me from swallowing the pills I've hidden".
  {
    category: 'plan',
    phrase:
      'the_only_thing|only_thing|the_only_reason keeping|stopping|holding me from|back_from ~3 @MEANS',
  },
  {
    category: 'plan',
    phrase:
      'the_only_thing|only_thing|the_only_reason keeping|stopping|holding me from|back_from killing_myself|ending_it|ending_my_life|jumping|hanging_myself',
  },
  // "keeping every spare sumatriptan ... in a box for the night I decide to take them all".
  {
    category: 'plan',
    phrase: 'for the night|day i decide|choose to take|swallow|use them|it all|everything',
  },
  // "I think about ... walking into the sea every single night now".
  {
    category: 'method',
    phrase:
      'think|thinking|thought about ~6 walking|walk|swimming|swim into|out_into the sea|the_ocean|the_lake|the_river',
  },
  // "I've written the other letters too, the ones for after I'm dead": weak (a will, a hospice).
  {
    category: 'farewell',
    weak: true,
    phrase: 'letters|letter|notes|note ~8 for after i_am dead',
  },
  // "I climbed onto the barrier and nearly went over": weak (a photo, a fall).
  {
    category: 'method',
    weak: true,
    phrase:
      'climbed|climb|got onto|over|up_on the? barrier|railing|railings|ledge|edge ~4 nearly|almost went_over|jumped|let_go',
  },
];
