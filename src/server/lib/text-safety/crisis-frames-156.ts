/**
 * ADR 148: frames for warning signs that the tune part of an eleventh fresh set
 * (tests/fixtures/crisis/probes-156.json, written without the rules; its held-out part is never
 * read) showed the detector lacked: an overdose counted out of one's own medicine, a question about
 * "too many" owned as earnest, a gun's key got by a pretext, a hotel room not to be left, self-harm
 * returned to and not stoppable, peace made with everyone before a rest "for good", and calm
 * after a decision. Each is a sign crisis-line guidance lists (988 Lifeline, Samaritans: the act
 * under way, seeking the means, sudden calm, saying goodbye), written as the general way of saying
 * it, not as a sentence of the set. A frame a twin could say for an ordinary reason is weak and
 * counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';
import { MEDICINE_NAMES } from './crisis-frames-134';

/** What a person's own medicine is called when it is counted out. */
const OWN_MEDICINE = `pills|tablets|meds|medication|capsules|sleeping_pills|sleeping_tablets|antidepressants|painkillers|citalopram|escitalopram|sertraline|fluoxetine|paroxetine|amitriptyline|nortriptyline|zopiclone|zolpidem|diazepam|lorazepam|quetiapine|lithium|paracetamol|codeine|tramadol|oxycodone|${MEDICINE_NAMES}`;

/** Where a firearm is kept locked. */
const GUN_STORE =
  'gun_safe|gun_cabinet|rifle_cabinet|gun_locker|gun_cupboard|shotgun_cabinet|the_guns|his_guns|the_gun|his_gun|the_rifle|his_rifle';

export const FRAMES_156: readonly FrameRule[] = [
  // ── The act under way, counted out of one's own medicine ──
  // "took like 30 of my antidepressants", "swallowed about 40 of my sleeping tablets". A number of
  // two digits or more, of the writer's own supply; a course or a week says it is the dose.
  {
    category: 'method',
    phrase: `swallowed|downed|necked|took|taken ~2 ## of my|her|his|the ~1 ${OWN_MEDICINE}`,
    notAfter:
      'with_me|on_holiday|to|back|as_prescribed|over|this_week|this_month|a_week|a_month|in_a_week|in_a_month|since|so_far',
  },
  // "took every pill in the blister packs", "popped every tablet in the box".
  {
    category: 'method',
    phrase:
      'swallowed|downed|took|taken|popped every|each pill|tablet|capsule in|out_of|from ~2 blister|blister_packs|blister_pack|pack|packs|packet|packets|box|bottle|strip|strips',
    notAfter: 'as_prescribed|on_time|of_the_course',
  },
  // "Emptied my blister packs": ordinary when they are thrown away; weak, a second sign needed.
  {
    category: 'method',
    weak: true,
    phrase:
      'emptied|emptying|popped_out ~2 blister_packs|blister_pack|pill_packs|pill_bottles|strips',
    notAfter: 'into_the_recycling|into_the_bin|for_recycling|at_the_pharmacy|into_a_pill_box',
  },

  // ── "Too many" asked about and owned ──
  // "how many of my sertraline would be too many": a dose question on its own (a fever, a back),
  // so weak; "asking for real", "I'm being serious" owns it.
  {
    category: 'asked_about',
    weak: true,
    phrase: 'how many ~5 would|will|could be|it_take too_many|too_much|enough|lethal|fatal',
  },
  { category: 'owned', weak: true, phrase: 'asking|ask for_real|seriously|in_earnest' },
  { category: 'owned', weak: true, phrase: 'i am being|am_asking serious|seriously|for_real' },
  { category: 'owned', weak: true, phrase: 'not for a story|a_book|a_novel|a_project|school' },

  // ── The means got by a pretext ──
  // "asked my brother where he keeps the key to his rifle cabinet. Told him it was for a hunting
  // trip." The key alone is ordinary (a trip, a range day): weak, and the pretext is the second sign.
  {
    category: 'means',
    weak: true,
    phrase: `key|keys|code|combination to|for|of ~1 ${GUN_STORE}`,
  },
  {
    category: 'hidden_purpose',
    weak: true,
    phrase: 'told|lied_to|lied_and_told him|her|them|everyone it_was|it_is for',
  },
  { category: 'hidden_purpose', weak: true, phrase: 'lied and said it_was|it_is for' },

  // ── A room not to be left ──
  // "not planning on checking out", "I won't be checking out." A purchase checked out, a stay
  // until noon, or a thing checked out ("checking out the new mall") says so after it, so only
  // the words ending a sentence are read.
  {
    category: 'plan',
    phrase:
      'not_planning_on|not_going_to_be|will_not_be|do_not_plan_on|no_plans_of|have_no_plans_of checking_out|check_out $',
  },

  // ── Self-harm returned to ──
  // "cutting again and I can't stop": the act by its own word, again, and no stopping. "Cutting
  // onions again" names what is cut, so it does not match.
  {
    category: 'self_harm',
    phrase: 'cutting|burning again ~2 can_not|cannot|could_not stop',
  },
  {
    category: 'self_harm',
    phrase: 'i_am|i_have_been|started|been cutting|burning again $',
    notBefore: 'weight|carbs|sugar',
  },

  // ── Peace made, a rest for good ──
  // "made my peace with everyone", "at peace with my decision": sudden calm, which guidance lists
  // as a sign after a long struggle; on its own a reconciliation or a career choice, so weak.
  {
    category: 'farewell',
    weak: true,
    phrase: 'made|making my? peace with everyone|everybody|everything|all_of_them',
  },
  {
    category: 'finality',
    weak: true,
    phrase:
      'at peace with|made_peace_with|calm_about|calm_with my decision|my_choice|what_i_am_doing',
    notAfter: 'to|about_the_job|to_leave|to_move|to_quit|to_retire',
  },
  { category: 'finality', weak: true, phrase: 'rest|sleep|be_free for good' },
  // "Don't worry about me any more", said with that calm: a farewell when a second sign is there.
  {
    category: 'farewell',
    weak: true,
    phrase: 'do_not|no_need_to|stop|no_more worry|worrying about me ~1 any_more|anymore|now $',
  },
  // "I want my whole life over."
  {
    category: 'wish',
    phrase: 'want|wish my whole|entire? life over|ended|to_end',
    notAfter: 'there|here|in|at|with|to|and_done_with',
  },
];
