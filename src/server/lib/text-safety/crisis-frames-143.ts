/**
 * ADR 143: frames for warning signs that the tune part of a seventh fresh set
 * (tests/fixtures/crisis/probes-142.json, written without the rules; its held-out part is never
 * read) showed the detector lacked. Each is a sign crisis-line guidance lists (988 Lifeline,
 * Samaritans, NIMH: giving possessions away, saying one will not be around, stopping treatment
 * that keeps one alive, a chosen place or day, the act under way, self-harm kept hidden or
 * returned to, no future pictured), written as the general way of saying it, not as a sentence of
 * the set. Frames in the language of `phrase.ts`, so every guard on a rule's match applies; a frame
 * a twin could say for an ordinary reason (a sale, a move, a doctor's advice) is weak and counts
 * only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

/** People possessions are left to. */
const KIN =
  'brother|sister|mum|mom|mother|dad|father|nephew|niece|cousin|son|daughter|kids|children|grandson|granddaughter|friend|best_friend|partner|wife|husband|ex|nan|gran|grandma|neighbour|neighbor|flatmate|roommate';

/** Treatment that keeps a person alive when it is taken. */
const LIFE_SUSTAINING =
  'insulin|dialysis|blood_thinners|anticoagulants|warfarin|heart_meds|heart_medication|heart_tablets|transplant_meds|anti_rejection_meds|immunosuppressants|oxygen|all_my_meds|all_my_medication|all_my_tablets|all_my_pills|my_meds|my_medication';

/** Places people choose to die from. */
const LETHAL_PLACE =
  'bridge|cliff|cliffs|quarry|ledge|tracks|railway_line|rail_line|car_park_roof|multi_storey|rooftop|beam|viaduct|overpass';

export const FRAMES_143: readonly FrameRule[] = [
  // ── Possessions given away, said as their new owner's now ──
  // "you can have my switch", "it's all yours now", "the guitar goes to my little brother", "gave
  // my medals to my nephew", "signed the boat over to Dale", "a list of who gets what". Each is
  // an ordinary gift or sale on its own: weak, counted with a second sign (not needing them).
  {
    category: 'giving_away',
    weak: true,
    phrase: 'you|he|she|they can|could|should have|keep|take ~1 my',
    notAfter: 'seat|place|turn|number|table|spot|chair|lunch|chips|fries|dessert|ticket_for',
  },
  { category: 'giving_away', weak: true, phrase: 'it is|is all yours|his|hers|theirs now? $' },
  { category: 'giving_away', weak: true, phrase: `goes|go|will_go to my ~1 ${KIN}` },
  {
    category: 'giving_away',
    weak: true,
    phrase: `gave|given|giving|handed|left|leaving my ~3 to my|our ~1 ${KIN}`,
  },
  { category: 'giving_away', weak: true, phrase: 'signed|handed ~4 over to' },
  { category: 'giving_away', weak: true, phrase: 'who gets what' },

  // ── Not needing things, not being there ──
  // "won't need them", "I won't need the return", "won't need them where I'm heading".
  {
    category: 'no_need',
    weak: true,
    phrase:
      'will_not|not_going_to|do_not_think_i_will need|be_needing them|it|those|these|the_return|a_return|any_of_it|any_of_them|where_i_am_heading|where_i_am_going',
    // A reason beside it is an ordinary one: "I won't need them, I'm getting a PS5", "won't need
    // it in the city".
    notAfter:
      'since|because|as|now_that|in_the_city|at_uni|at_university|abroad|there|i_am_getting|i_got|i_have_got|i_bought|i_have_bought|i_am_buying|i_am_moving|getting_a_new|got_a_new',
  },
  // "I won't be here to explain it", "won't be around to run it after that", "I won't be here for
  // them". An ordinary absence (a trip, a shift) says so and is weak; two signs make a crisis.
  {
    category: 'absence',
    weak: true,
    phrase:
      'i will_not|am_not_going_to|do_not_think_i_will be here|around|alive ~1 to_explain|to_see|to_run|for_them|for_it|for_that|for_any_of_it|after_that|by_then|tomorrow|much_longer|any_more|any_longer',
  },
  // "I stopped making plans because I won't be here for them": plans given up for the reason
  // that the writer will not be there. The reason makes it strong.
  {
    category: 'no_future',
    phrase:
      'stopped|stop|no_point|quit making|in_making plans ~4 will_not|am_not_going_to be here|around|alive',
  },
  // A one-way journey with no return wanted: "tickets to the coast are one-way".
  { category: 'no_need', weak: true, phrase: 'one way ~2 ticket|tickets|trip $' },

  // ── A decision made, a place and a day chosen ──
  { category: 'finality', weak: true, phrase: 'it is decided|settled|final $' },
  { category: 'finality', weak: true, phrase: 'the|my decision is|has_been made $' },
  { category: 'finality', weak: true, phrase: 'my mind is made up $' },
  // "I've picked the bridge", "chosen the quarry": a place of death chosen.
  {
    category: 'plan',
    phrase: `picked|chosen|chose|found|settled_on the|a|my ~1 ${LETHAL_PLACE}`,
    notAfter:
      'for_the_photos|for_photos|for_the_wedding|for_our|to_cross|to_walk|route|walk|for_the_walk|run|for_the_run|for_a_picnic',
  },
  // Preparing for being found: "leave the door unlocked so they don't have to break it down", "a
  // time when nobody will interrupt".
  {
    category: 'plan',
    phrase:
      'so|and they|nobody|no_one|police|anyone do_not|does_not|will_not|would_not have to break ~2 door|it|in|down',
  },
  {
    category: 'plan',
    phrase: 'so|and nobody|no_one has|have|needs|will_have to break ~2 door|it|in|down',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'sure|certain|so|where no_one|nobody will|can|would interrupt|interrupts|find|finds|stop|stops me|this|it',
  },
  // "What should a person sort out before they go for good?"
  { category: 'finality', weak: true, phrase: 'before i|they|you go|leave|am_gone for good' },

  // ── The act under way ──
  // "took my whole prescription", "the whole bottle of vodka with my pills", "swallowed about 30".
  {
    category: 'method',
    phrase:
      'took|taken|swallowed|downed|necked|taking|swallowing my|the|a whole|entire|full prescription|supply|stash|strip|box_of_pills|bottle_of_pills|packet_of_pills|box_of_tablets|packet_of_tablets|bottle_of_tablets|packet_of_paracetamol',
    notAfter: 'to|back|with_me|in|into|to_the_pharmacy|as_prescribed|over_the_week',
  },
  {
    category: 'method',
    phrase:
      'whole|entire|full bottle ~4 with|and ~1 my|the|all_my|all_the pills|tablets|meds|medication|sleeping_pills|painkillers',
  },
  {
    category: 'method',
    phrase:
      'swallowed|downed|necked|took|taken ~2 ## ~1 pills|tablets|paracetamol|painkillers|sleeping_pills|of_them|of_my_pills|of_my_tablets',
  },
  {
    category: 'method',
    weak: true,
    phrase:
      'swallowed|took|taken|downed them|all_of_them|the_lot|the_pills ~6 how long until|till|before',
  },

  // ── Treatment that keeps one alive, stopped by the writer ──
  // "Stopped my insulin three days ago", "skipped my blood thinners for two weeks", "declined
  // dialysis". A doctor's instruction or a switch is not the writer's choice.
  {
    category: 'method',
    weak: true,
    phrase: `stopped|quit|skipped|skipping|stopping|refused|refusing|declined|declining|stopped_taking|quit_taking ~1 ${LIFE_SUSTAINING}`,
    notBefore:
      'doctor|doctors|gp|consultant|nurse|surgeon|specialist|hospital|they|he|she|dr|team ~3',
    notAfter:
      'before|for_surgery|for_the_procedure|because_the_doctor|on_advice|as_advised|and_started|and_switched|and_switched_to|for_a_week_before|while|under|on_the_advice',
  },
  {
    category: 'asked_about',
    weak: true,
    phrase: 'what happens|will_happen next|now $',
  },
  {
    category: 'asked_about',
    weak: true,
    phrase:
      'how long ~3 to|does_it_take|until|till go_downhill|die|i_die|it_kills|it_works|kicks_in|it_is_over|it_ends',
  },
  // "hoping the clot does what I can't bring myself to do".
  {
    category: 'wish',
    phrase: 'does|do|will_do what i can_not|could_not|am_not_able_to bring_myself to do',
  },

  // ── Self-harm hidden, returned to, ongoing ──
  {
    category: 'self_harm',
    phrase: 'hide|hiding|cover|covering|conceal|concealing ~2 fresh|new|my marks|cuts|scars|burns',
    notAfter: 'on_my_dog|on_the_dog|on_the_car|on_the_wall|on_the_table',
  },
  {
    category: 'self_harm',
    phrase:
      'got|took|get|take|getting|taking the? blade|blades out of|from ~2 sharpener|sharpeners',
  },
  {
    category: 'self_harm',
    phrase:
      'am|have_been|been|keep cutting|burning|scratching|hurting ~1 my|myself @BODY? ~2 since|for ~1 two|three|four|five|six|a|a_few|many|# days|weeks|months|years',
  },

  // ── No future pictured ──
  // "I can't picture myself in March", "can't see a version of next year with me in it".
  {
    category: 'no_future',
    phrase:
      'can_not|never|do_not picture|see|imagine myself|me ~2 in|at|by|making_it_to|reaching|getting_to next_year|next_month|next_summer|next_spring|next_christmas|january|february|march|april|june|july|august|september|october|november|december|the_spring|the_summer|christmas|my_birthday|old_age',
  },
  { category: 'no_future', phrase: 'can_not|do_not|never see|picture|imagine ~8 with me in it' },
  // "I go to sleep praying this is the last time", "ask not to be given a tomorrow".
  {
    category: 'wish',
    phrase:
      'sleep|bed ~4 praying|hoping|wishing|pray|hope|wish ~3 the_last_time|i_do_not_wake|not_to_wake',
  },
  {
    category: 'wish',
    phrase: 'ask|pray|beg|wish|hope not to be given|get|have another? tomorrow|morning|day',
  },
  {
    category: 'wish',
    phrase: 'sleep and not|never have_to come_back|wake_up|return|wake',
  },

  // ── A burden said with its remedy ──
  // "my kids deserve a better mum. Or none at all."
  { category: 'burden', phrase: 'or none|nobody|no_one at all $' },
  {
    category: 'burden',
    weak: true,
    phrase:
      'deserve|deserves|deserved a better ~1 mum|mom|mother|dad|father|parent|wife|husband|partner|son|daughter|friend',
  },
  // "How much would my life insurance give them? More than I ever could."
  {
    category: 'burden',
    weak: true,
    phrase:
      'my life_insurance|insurance_payout|death_benefit ~6 give|pay|would|them|her|him|wife|kids',
  },
  { category: 'burden', weak: true, phrase: 'more than i ever could|will|did $' },
  {
    category: 'burden',
    weak: true,
    phrase: 'spare|save her|him|them ~2 the years|the_trouble|the_burden|the_cost',
  },

  // ── Gamers' and texters' ways of saying it ──
  {
    category: 'wish',
    phrase: 'sleep|sleeping|die|dying ~2 and not|never|no respawning|respawn|respawns|coming_back',
  },
  {
    category: 'suicide',
    phrase: 'alt_f4|alt_fa|uninstall|rage_quit|log_out ~1 on|of|from life|irl|reality|existence',
  },
];
