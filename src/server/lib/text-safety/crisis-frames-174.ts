/**
 * ADR 154: frames for warning signs that the tune part of a seventeenth fresh set
 * (tests/fixtures/crisis/probes-174.json, written without the rules; its held-out part is never
 * read) showed the detector lacked: the shortest messages ("overdosed, please help", "pills in
 * hand"), a means bought and its ordinary use denied ("not for camping"), a car and a sealed
 * garage, a place gone to at a time, a reunion with someone who died, affairs settled for others
 * to find, a funeral planned for one's own going, the next attempt thought of, self-harm done in
 * secret, a means asked about with the writer's own inability to survive it, and another person
 * in danger told by signs the earlier frames did not name (a note left and a weapon taken, a door
 * locked, a rope in the car). Each is the general way a sign is said, not a sentence of the set;
 * a frame a twin could say for an ordinary reason is weak and counts only with a second sign of
 * another kind.
 */
import type { FrameRule } from './crisis-frames-120';
import { ANOTHER } from './crisis-frames-166';

/** Another's own. */
const THEIR = 'his|her|their';

/** Pills, by the names a supply is called. */
const PILLS = 'pills|tablets|meds|medication|paracetamol|painkillers|sleeping_pills';

/** A place a fall or the water kills from. */
const PLACE = 'bridge|cliff|cliffs|cliff_path|edge|tracks|railway|roof|rooftop|lake|river|quarry';

/** When: tonight, a day, soon. */
const WHEN =
  'tonight|today|tomorrow|soon|this_week|this_weekend|at_the_weekend|next_week|on|at_midnight';

export const FRAMES_174: readonly FrameRule[] = [
  // ── The shortest messages ──
  { category: 'method', phrase: 'overdosed|have_overdosed please_help|help_me|help|$' },
  { category: 'means', phrase: 'pills|tablets|blade|razor|rope in hand $' },
  { category: 'scouting', weak: true, phrase: `at|on the ${PLACE} $` },
  { category: 'plan', weak: true, phrase: 'jumping|jumping_now|going_now $' },
  {
    category: 'finality',
    phrase: 'will_not|wont|won_t see tomorrow|the_morning|morning $',
    notBefore: 'you|they|we|it|he|she',
  },

  // ── A means bought or gathered, its ordinary use denied ──
  { category: 'means', weak: true, phrase: 'bought|got rope|a_rope|some_rope today|$' },
  {
    category: 'hidden_purpose',
    weak: true,
    phrase: 'not for camping|climbing|the_garden|the_tent|diy|work|a_project $',
  },
  {
    category: 'means',
    weak: true,
    phrase: `i have|ive got the ${PILLS}|rope|gun|poison ~2 saved|stored|hidden|ready|and_everything|$`,
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'taking|take them once|when|after|as_soon_as the kids|everyone|they',
  },
  // A car and a garage sealed ("sealed the gaps round the garage door … car's got a full tank").
  {
    category: 'method',
    weak: true,
    phrase: 'sealed|sealing|taped|taping ~3 gaps|door|doors|vents ~3 garage|car',
  },
  { category: 'means', weak: true, phrase: 'got|has|with a full tank' },
  // "Swallowed a bunch of my mum's pills": a supply taken.
  {
    category: 'method',
    phrase: `swallowed|downed a_bunch|a_load|loads|a_lot|a_handful|handfuls|lots|all of ~3 ${PILLS}`,
  },

  // ── A place gone to at a time, the end said as made real or properly ──
  {
    category: 'plan',
    weak: true,
    phrase: `going|go|heading to|off the ${PLACE} ${WHEN}|after|when|at`,
    notAfter: 'club|party|quiz|game|match',
  },
  {
    category: 'method',
    weak: true,
    phrase: `going|decided_i_am_going off|over the ${PLACE}`,
  },
  {
    category: 'resolve',
    weak: true,
    phrase: 'to make it real|happen|final|properly $|tonight',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'want|going to do it properly|right_this_time|properly_this_time',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'last shift|day|post|class|stream|message ever $',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'i am|im ending it on|at|tonight|today|tomorrow|this|soon',
  },
  {
    category: 'deadline',
    weak: true,
    phrase: 'giving it until|till christmas|friday|monday|the_weekend',
  },
  { category: 'deadline', weak: true, phrase: 'picked|picking|chose|chosen ~3 as the date|day' },
  { category: 'plan', weak: true, phrase: 'leave|go on the same day i came|was_born' },
  { category: 'deadline', weak: true, phrase: 'day # of my countdown' },
  {
    category: 'finality',
    weak: true,
    phrase: 'i will_not|wont have to feel this|anything|it ever_again|any_more|anymore',
  },
  { category: 'plan', weak: true, phrase: 'made sure of that|it $' },
  {
    category: 'burden',
    weak: true,
    phrase: 'everyone|everybody|they|you_all will be better_off soon',
  },
  { category: 'plan', weak: true, phrase: 'stop it|end_it|end_this myself soon|tonight|$' },
  {
    category: 'plan',
    phrase: 'did_not|didnt kill me ~3 finish|end the? job|it myself',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'rage quitting|quitting|quit life ~1 this|tonight|soon|$',
  },
  { category: 'plan', weak: true, phrase: 'use something sharper|deeper|stronger' },
  { category: 'asked_about', weak: true, phrase: 'asking for me|myself $' },
  { category: 'finality', weak: true, phrase: 'game over for me ~1 irl|in_real_life|$' },
  // Two of one's things handed over at once; the money handed on for a funeral.
  { category: 'giving_away', weak: true, phrase: 'gave|given|giving ~3 my ~3 and my' },
  { category: 'giving_away', weak: true, phrase: 'gave|giving the money to' },
  // Wrists scratched or cut raw, and something sharper next.
  {
    category: 'self_harm',
    weak: true,
    phrase: 'scratched|cut|burned|burnt my wrists|arms|thighs raw|open|again',
  },
  { category: 'away', weak: true, phrase: 'i will_not|wont be $' },
  { category: 'hopeless', weak: true, phrase: 'the pain never stops|ends|goes_away' },
  { category: 'plan', phrase: 'rage quitting|quitting life this|tonight|soon' },
  {
    category: 'method',
    phrase:
      'walk|walking into the sea|water|river|lake|ocean ~8 keep_walking|and_not_stop|and_never_come_back',
  },
  { category: 'wish', phrase: 'beneath|under the river|waves|sea|lake this|tonight|tomorrow' },
  { category: 'means', weak: true, phrase: 'got|have|bought the poison' },
  { category: 'plan', weak: true, phrase: 'go out like romeo|juliet|cobain' },
  { category: 'asked_about', weak: true, phrase: 'highest|tallest bridge|building|cliff|car_park' },
  {
    category: 'asked_about',
    weak: true,
    phrase: 'how deep|high|cold ~8 can_not|cant get_out|survive|climb_out',
  },
  { category: 'no_way_out', weak: true, phrase: 'i can_not|cant swim anyway|either' },
  // Rest for good, ready for a while.
  { category: 'wish', weak: true, phrase: 'get_to|finally rest for_good|forever' },
  {
    category: 'ready',
    weak: true,
    phrase: 'i have been ready for a while|a_long_time|months|years',
  },
  { category: 'wish', phrase: 'sleep beneath|under the river|water|waves|sea|lake|ground' },

  // ── A reunion with the dead; affairs settled for others to find ──
  {
    category: 'reunion',
    weak: true,
    phrase: 'intend|plan|going|want|ready to? join|with him|her|them ~2 this_year|soon|$|now',
  },
  {
    category: 'grief',
    weak: true,
    phrase: 'my wife|husband|partner|son|daughter|mum|dad passed|died|passed_away',
  },
  { category: 'affairs', weak: true, phrase: 'changed|arranged|planned|paid_for my funeral' },
  { category: 'away', weak: true, phrase: 'when i go next_week|tomorrow|tonight|on|soon' },
  { category: 'affairs', weak: true, phrase: 'my passwords|pin|pins ~6 to find' },
  { category: 'letter', weak: true, phrase: 'for my mum|dad|family|wife|husband|kids to find' },
  { category: 'affairs', weak: true, phrase: 'paid off my last debts|bills' },
  {
    category: 'plan',
    phrase: 'leave nothing|no_mess|nothing_messy ~2 behind before i do_it|go|die',
  },
  { category: 'giving_away', weak: true, phrase: 'rehoming|rehome my dog|cat|pets urgently' },
  { category: 'away', weak: true, phrase: 'who will be around|here ~1 i will_not be $' },
  {
    category: 'letter',
    weak: true,
    phrase: 'she|he|they will understand then|one_day|when',
  },
  { category: 'affairs', weak: true, phrase: 'need it for the|my funeral' },
  { category: 'plan', weak: true, phrase: 'removing|remove|getting_rid_of the problem' },
  { category: 'burden', weak: true, phrase: 'being the reason ~3 argue|fight|unhappy|suffer' },
  // The next attempt thought of.
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'second|third|fourth|last attempt was',
  },
  { category: 'plan', weak: true, phrase: 'think|thinking about the fourth|next_one|next_attempt' },
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'promised ~3 i would_not|wouldnt try again|do_it_again',
  },
  { category: 'attempt_told', weak: true, phrase: 'lucky to survive|be_alive' },
  // Self-harm in secret: "I keep burning myself with the iron when nobody's home".
  {
    category: 'self_harm',
    phrase: '@HARM myself ~6 when|while nobody|no_one|no_one_else is? home|around|looking|watching',
  },

  // ── Another person in danger ──
  {
    category: 'another_means',
    weak: true,
    phrase: `${ANOTHER} ~2 got|has|have a rope|noose|gun|pills in ${THEIR} car|room|bag`,
  },
  {
    category: 'another_silent',
    weak: true,
    phrase: 'locked himself|herself|themselves in',
  },
  {
    category: 'another_silent',
    weak: true,
    phrase: 'i can_not|cant reach|find|get_hold_of him|her|them',
  },
  {
    category: 'another_means',
    weak: true,
    phrase: 'with|and a photo|picture|pic of pills|tablets|a_rope',
  },
];
