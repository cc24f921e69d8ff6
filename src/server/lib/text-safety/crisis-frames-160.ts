/**
 * ADR 150: frames for warning signs that the tune part of a thirteenth fresh set
 * (tests/fixtures/crisis/probes-160.json, written without the rules; its held-out part is never
 * read) showed the detector lacked: a death that would bring others peace or be got over, death
 * preferred to living on, a past attempt with the wish back ("finish the job", "a plan again"),
 * a death disguised as an accident, a lethal amount of a mix, the means gathered "enough to end
 * it", a time after which the writer will not be alive or a problem, nothing left to stay alive
 * for, leave given to oneself to die, means and a time named together, and a life that ends soon.
 * Each is a sign that crisis-line guidance lists (988 Lifeline, Samaritans: a previous attempt,
 * seeking the means, feeling a burden, talking about wanting to die, a plan), written as the
 * general way of saying it, not as a sentence of the set. A frame a twin could say for an ordinary
 * reason is weak and counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';
import { MEDICINE_NAMES } from './crisis-frames-134';

/** Those close to the writer, who would be spared. */
const OTHERS =
  'they|theyd|everyone|everybody|people|my_family|my_kids|my_parents|my_mum|my_mom|my_dad|my_wife|my_husband|my_partner|the_world';

/** Going on living, in the words a wish against it uses. */
const LIVING_ON =
  'living|live|keep_living|go_on|going_on|carry_on|carrying_on|keep_going|keep_going_with_my_life|wake_up|face_another_day|feel_this_way|exist';

/** A means that can be gathered or kept. */
const MEANS = `rope|noose|pills|tablets|gun|blade|razor|belt|cord|charcoal|${MEDICINE_NAMES}`;

export const FRAMES_160: readonly FrameRule[] = [
  // ── A death that would spare others ──
  // "if I was dead they'd finally get some peace", "if I were gone everyone would be happier".
  {
    category: 'burden',
    phrase: `if i was|were|died dead? ~3 ${OTHERS} ~4 finally|peace|happier|better_off|easier|relieved`,
  },
  // "they'd get over me dying quicker than they'll get over me living like this".
  {
    category: 'burden',
    phrase:
      'get_over|cope_with|handle|recover_from me_dying|my_death|losing_me ~2 quicker|faster|easier|sooner|better',
  },
  // "I won't be a problem for anyone after this weekend": no longer a burden, from a time on.
  {
    category: 'burden',
    phrase:
      'will_not|wont|won_t be a_problem|a_burden|in_anyones_way|in_the_way|bothering_anyone ~3 after|from|past|by this|tonight|tomorrow|friday|saturday|sunday|monday|next',
  },

  // ── Death preferred to living on ──
  // "I'd rather be dead than keep living like this": dying weighed against living itself. "I'd
  // rather die than watch that film again" weighs it against a chore, and is a figure.
  {
    category: 'wish',
    phrase: `rather|sooner be_dead|die|not_exist|not_be_here than ~2 ${LIVING_ON}`,
  },
  // "and by out I mean dead": a wish spelt out.
  {
    category: 'wish',
    phrase: 'by ~2 i mean dead|dying|death|suicide|killing_myself|ending_it|not_alive',
  },
  // "I don't want to keep going with my life", "don't want to go on living".
  {
    category: 'wish',
    phrase:
      'do_not|dont want to keep_going|go_on|carry_on with? my_life|living|existing|being_alive',
  },
  // "you can let yourself die tonight": leave given to oneself, as a letter to oneself says it.
  { category: 'wish', phrase: 'let|allow yourself|myself die|be_dead|stop_breathing' },

  // ── A past attempt, and the wish back ──
  // "my first attempt failed", "I attempted twice", "I jumped and survived", "nearly died when I
  // overdosed": an attempt told is the strongest warning sign guidance names, but told of the
  // past it is also recovery; weak, it counts with a second sign.
  {
    category: 'attempt_told',
    weak: true,
    phrase:
      'my first|last|previous|second attempt|overdose failed|did_not_work|didnt_work|went_wrong $|and|but',
  },
  // ADR 153: with 'have' and a count in words too ('I've attempted three times').
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'i have? attempted #|three|four|five|several|many? twice|once|before|again|times',
  },
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'i jumped|overdosed|od_d|hanged_myself and survived|lived|woke_up',
  },
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'nearly|almost died when i overdosed|jumped|tried|attempted',
  },
  {
    category: 'attempt_told',
    weak: true,
    phrase:
      'out_of|left|discharged_from|back_from the? psych_ward|psychiatric_ward|psych_unit|the_unit',
  },
  // "finish the job", "finishing what I started", "get it right this time": the act meant again.
  {
    category: 'plan',
    weak: true,
    phrase: 'finish|finishing the_job|what_i_started|it_properly|it_this_time',
    notAfter: 'on|at|for|by|before|today|tomorrow|this_week',
  },
  { category: 'plan', weak: true, phrase: 'get|do it right|properly this_time $' },
  { category: 'plan', weak: true, phrase: 'have|got|made a plan again|now $' },
  { category: 'method', weak: true, phrase: 'know|learned|worked_out what i did wrong $' },

  // ── A death disguised, a lethal mix, the means gathered ──
  // "how do I make my death look like an accident": concealment planned. "make it look like an
  // accident" is also a crime story's; only a death named makes it a sign.
  {
    category: 'method',
    phrase: 'make|making my_death|my_suicide ~1 look|seem like an accident',
  },
  // "what's a lethal amount of alcohol to mix with sleeping pills".
  {
    category: 'method',
    phrase: `lethal|fatal|deadly amount|dose|quantity|level of ~3 alcohol|vodka|wine|${MEDICINE_NAMES}|pills|tablets ~3 mix|with|and|combine|combined`,
  },
  // "so I'd have enough to end it", "saved up enough pills to do it": a plan, whatever the
  // pharmacy or prescription around it (which clears an ordinary supply's means).
  {
    category: 'plan',
    phrase:
      'have|get|got|collect|collected|saved|stockpiled|gathered|stocked_up ~1 enough ~2 to_end_it|to_die|to_kill_myself|to_finish_it|to_not_wake_up|to_end_my_life',
  },
  // "has a rope in his wardrobe and is thinking about using it tonight": means and a time.
  {
    category: 'means',
    phrase: `${MEANS} ~8 thinking_about|planning_on|going_to|gonna|about_to using_it|use_it|using_them|use_them ~2 tonight|today|tomorrow|this_weekend|soon`,
  },

  // ── A time past which the writer will not be ──
  // "I won't be alive to water them after this week". "I won't be alive to see 2100" is the old
  // age everyone reaches: a near time is the sign.
  {
    category: 'plan',
    phrase:
      'will_not|wont|won_t be_alive ~4 after|past|by this_week|tonight|tomorrow|the_weekend|this_weekend|friday|saturday|sunday|monday|next_week',
  },
  // "won't be around after this weekend" is also a trip: weak, it counts with a second sign.
  {
    category: 'plan',
    weak: true,
    phrase:
      'will_not|wont|won_t be_around|be_here ~4 after|past|by this_week|tonight|tomorrow|the_weekend|this_weekend|friday|saturday|sunday|monday|next_week',
  },
  // "nothing left to keep me alive", "no reason left to stay alive". Not "nothing to live for in
  // this town after 10pm": a town's night life is a figure the earlier rules know.
  {
    category: 'no_future',
    phrase: 'nothing|no_one|nobody|no_reason left? to keep_me_alive|keep_me_here|stay_alive',
  },
  // "I know how my life ends and it's soon".
  {
    category: 'plan',
    phrase:
      'know|decided|chosen how my_life|it_all|i will? end|ends|ending ~4 soon|tonight|tomorrow|this_week',
  },
  // "the last night I'll ever feel this way, I'm making sure of it".
  {
    category: 'finality',
    weak: true,
    phrase: 'last|final night|day|time i_will|ill ever feel|be|wake',
  },
  { category: 'plan', weak: true, phrase: 'i_am|im making sure of_it $' },
  // "leaving the party early, permanently": an exit made for good.
  {
    category: 'finality',
    weak: true,
    phrase:
      'leaving|checking_out|logging_off|signing_off|bowing_out ~4 permanently|for_good|forever $',
  },
  // "when I'm dead": the writer's own death as a time things happen after.
  { category: 'finality', weak: true, phrase: 'when|after|once i_am|im dead' },
  // "gave my roommate my passwords and bank pin": access handed over, as to an executor.
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'gave|given|giving|sent|left|written_down ~3 my passwords|pin|pins|bank_details|logins|login',
  },
];
