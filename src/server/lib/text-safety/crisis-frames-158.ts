/**
 * ADR 149: frames for warning signs that the tune part of a twelfth fresh set
 * (tests/fixtures/crisis/probes-158.json, written without the rules; its held-out part is never
 * read) showed the detector lacked: a lethal amount asked of a medicine in the general "you", a
 * death asked to be peaceful, the last pills taken, a handful swallowed, a farewell explained, a
 * year not to be reached, sudden calm after a decision, self-harm by glass or blade pressed into
 * the skin, a pain that must end now, and a death by accident welcomed. Each is a sign that
 * crisis-line guidance lists (988 Lifeline, Samaritans: seeking the means, saying goodbye, sudden
 * calm, talking about wanting to die), written as the general way of saying it, not as a sentence
 * of the set. A frame a twin could say for an ordinary reason is weak and counts only with a
 * second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';
import { MEDICINE_NAMES } from './crisis-frames-134';

/** What a medicine asked about as a death is called. */
const MEDICINE = `pills|tablets|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|codeine|tramadol|oxycodone|insulin|zopiclone|zolpidem|diazepam|sertraline|citalopram|amitriptyline|quetiapine|lithium|sleeping_pills|sleeping_tablets|antidepressants|painkillers|${MEDICINE_NAMES}`;

/** Skin the act is done to. */
const SKIN = 'arm|arms|wrist|wrists|palm|hand|thigh|thighs|skin|leg|legs|stomach';

export const FRAMES_158: readonly FrameRule[] = [
  // ── A lethal amount asked of a medicine ──
  // "how much paracetamol kills you", "how many zopiclone does it take to kill a person": the
  // general "you" of a question about one's own death. A dose asked ("how much paracetamol can
  // I take") names no death.
  {
    category: 'method',
    phrase: `how_much|how_many ~2 ${MEDICINE} ~4 kills|kill|would_kill|will_kill|to_kill|does_it_take_to_kill you|a_person|someone|an_adult|a_human|people`,
  },
  // "does zopiclone with alcohol kill you peacefully": death asked to be gentle.
  {
    category: 'method',
    phrase: 'kill|kills|killing you|me|myself peacefully|painlessly|in_my_sleep|in_your_sleep',
  },

  // ── The act under way ──
  // "popped every pill I had left", "took all the tablets that were left": the last of a supply.
  {
    category: 'method',
    phrase:
      'swallowed|downed|took|taken|popped every|all_the|all_my pill|pills|tablet|tablets|meds i_had_left|that_i_had_left|that_were_left|i_had $',
    notAfter: 'as_prescribed|on_time|for|of_the_course|with|at',
  },
  // "just swallowed the first handful": a handful swallowed, with nothing named as eaten.
  {
    category: 'method',
    phrase: 'swallowed|downed|necked the_first|a|another|the_second handful $',
  },

  // ── A farewell explained, a last message ──
  // "recorded a video explaining why I had to go", "a letter explaining why I had to do it".
  {
    category: 'farewell',
    phrase:
      'explaining|explain|explains why i had_to|have_to|needed_to|need_to go|leave|do_it|do_this',
    notAfter: 'to|home|back|away|abroad|for|into|out|on|in|there|early|and_get',
  },
  // "last message from me", "last post from me": a farewell said by its own words.
  // Weak: "last post from me for a while, I'm hiking" is a break, not a farewell.
  {
    category: 'farewell',
    weak: true,
    phrase: 'last message|post|words from me',
    notAfter: 'for|tonight|today|this|until|till|before|about|on|in|at',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'delete|close my account|profile after|afterwards|when_i_am_gone $',
  },

  // ── An end set by a year or an event ──
  // "not making it into 2025", "won't make it to next year". The year ends the sentence: "not
  // making it to Christmas dinner" is a journey.
  {
    category: 'plan',
    phrase:
      'not|never|will_not|am_not ~1 making_it|make_it|going_to_make_it|be_around|be_here into|to|past|through|for ~1 #|next_year|the_new_year $',
  },
  // "after my son's birthday I'm done", an end set after an event the writer stays for.
  {
    category: 'plan',
    weak: true,
    phrase:
      'after|once ~4 birthday|wedding|christmas|exams|graduation|party|funeral ~4 i_am|im|i_will_be done|gone|out',
    notAfter: 'with|for|at|by|of|to|shopping|partying',
  },
  // "that's when I'll do it", "I'll have the house to myself": a time chosen and no one there.
  {
    category: 'plan',
    weak: true,
    phrase: 'that_is_when|thats_when|then i_will|ill|i_am_going_to|i_am_gonna do_it',
    notAfter: 'for|with|again|properly|differently|myself_next_time',
  },
  {
    category: 'hidden_purpose',
    weak: true,
    phrase: 'have|having|will_have the_house|the_flat|the_place|the_apartment to_myself',
  },
  { category: 'plan', weak: true, phrase: 'picked|chosen|set|chose the|a date $' },
  {
    category: 'hidden_purpose',
    weak: true,
    phrase: 'nobody|no_one|noone will be expecting|suspect|notice anything|a_thing',
  },

  // ── Sudden calm after a decision ──
  // "I finally know what to do", "I know how this ends and I'm OK with it", "tomorrow I'll be
  // free": calm after a struggle, which guidance names as a sign; each alone is ordinary.
  {
    category: 'finality',
    weak: true,
    phrase: 'finally_know|i_know what_to_do|what_i_have_to_do|how_this_ends|how_it_ends',
    notAfter: 'about|with|for|next|now_for|in|on|at',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'everything|it_all|all is sorted|in_order|taken_care_of|arranged $',
  },
  { category: 'finality', weak: true, phrase: 'i_am ok|okay|fine|at_peace with it $' },
  {
    category: 'finality',
    weak: true,
    phrase: 'tomorrow|tonight|soon i_will_be|ill_be|i_am free|at_peace|at_rest $',
  },

  // ── Self-harm by glass or blade ──
  // "dug the glass into my palm", "dragged the blade across my wrist".
  {
    category: 'self_harm',
    phrase: `dug|pressed|dragged|ran|pushed the|a glass|blade|razor|knife|shard|compass ~1 into|across|along|over my ${SKIN}`,
  },
  { category: 'self_harm', weak: true, phrase: 'i wanted|want|needed|need it to hurt $' },

  // ── Pain that must end ──
  // "I can't take it another day", "I need it to end": the limit reached, and an end wanted.
  {
    category: 'limit',
    weak: true,
    phrase: 'can_not|cannot take_it|do_this|go_on|keep_going another|one_more day|night|week',
  },
  { category: 'wish', weak: true, phrase: 'i need|want it|this|everything to end $|now' },

  // ── A death by accident welcomed ──
  // "if the plane went down I wouldn't mind", "wouldn't mind if I quietly faded out of the world".
  {
    category: 'wish',
    phrase:
      'if ~3 plane|car|bus|train|lorry|truck ~2 crashed|went_down|hit_me|came_off ~5 would_not|genuinely_would_not|honestly_would_not mind|care',
  },
  {
    category: 'wish',
    phrase:
      'would_not|wouldnt mind|care if i ~3 faded|disappeared|vanished|slipped out_of|from the_world|existence',
  },
];
