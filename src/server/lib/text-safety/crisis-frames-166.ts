/**
 * ADR 151: frames for warning signs that the tune part of a fourteenth fresh set
 * (tests/fixtures/crisis/probes-166.json, written without the rules; its held-out part is never
 * read) showed the detector lacked. Most were another person in danger told by the one who saw it
 * (a plan to end a life, a note saying the family would be better off, a method researched, a
 * goodbye before going silent), which crisis lines ask the onlooker to act on; the rest were the
 * writer's own: life given up on ("done living like this", death as the only way out), the
 * means within reach and the nerve awaited, a past attempt and the fear that stopped it gone,
 * pills taken with drink and not caring what happens, a wish to be with someone who died, a
 * time by which the writer will not be here, and a goodbye the other did not know was one. Each
 * is the general way a warning sign is said, not a sentence of the set; a frame a twin could say
 * for an ordinary reason is weak and counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

/** Another person: the pronoun, or the person a post names (ADR 151, 152's frames share it). */
export const ANOTHER =
  'he|she|they|partner|husband|wife|son|daughter|mum|mom|dad|father|mother|friend|mate|brother|sister|boyfriend|girlfriend|flatmate|roommate|housemate|kid|child|teenager|student|grandfather|grandmother|grandad|grandma|uncle|aunt|cousin|colleague';

/** Someone else's own life, or their own self. */
const THEIR_LIFE = 'his|her|their own? life|lives';

/** A place a fall from kills. */
const HEIGHT =
  'bridge|roof|rooftop|building|cliff|balcony|tower|overpass|car_park|multi_storey|window';

/** What a drink is, when pills are taken with it. */
const DRINK = 'vodka|wine|alcohol|booze|whisky|whiskey|beer|gin|rum|drink';

/** Pills, by what they are called when taken with a drink. */
const PILLS =
  'pills|tablets|sleeping_pills|sleeping_tablets|painkillers|meds|medication|benzos|opioids|xanax|valium|diazepam|codeine|tramadol|oxycodone|zopiclone';

export const FRAMES_166: readonly FrameRule[] = [
  // ── Another person in danger, told by the one who saw it ──
  // Another's words or acts that are each also said in a post asking how to help (a worry the
  // writer shares, not an emergency) are weak: "keeps saying we'd be better off without him",
  // "I'm scared he's planning to end his life", "has been researching overdoses", "has been giving
  // his tools away". Two of them, or one with another's means found, are a danger now.
  {
    category: 'another_words',
    weak: true,
    phrase:
      'saying|says|said|wrote|writes|texted|told_us|tells_us|told_me|tells_me ~8 better_off|happier|fine|easier without him|her|them $|and|now',
  },
  {
    category: 'another_plan',
    weak: true,
    phrase: `${ANOTHER} ~2 planning|plans|plan|going|wants|want|threatening|threatened|talking_about|talks_about|trying|about to? end|take|ending|taking ${THEIR_LIFE}`,
  },
  {
    category: 'another_research',
    weak: true,
    phrase: `${ANOTHER} ~2 been|is|keeps|kept|was researching|googling|looking_up|searching|reading_about ~1 overdoses|overdosing|lethal_dose|how_to_overdose|ways_to_die|suicide_methods`,
  },
  {
    category: 'another_parting',
    weak: true,
    phrase: `${ANOTHER} ~2 giving|given|gave|handing|handed his|her|their ~2 away`,
  },
  {
    category: 'another_away',
    weak: true,
    phrase:
      'he|she|they ~1 will_not|wont|won_t|is_not_going_to|isnt_going_to be here|around|alive next|by|after|tomorrow|much_longer|for',
  },
  {
    category: 'another_means',
    weak: true,
    phrase:
      'found|saw|there_is|there_was|hid|hidden a|the rope|noose|gun|stash_of_pills|pile_of_pills in|under|behind his|her|their',
  },
  // A note left saying the family would be better off, a fall from a height with a time ("he's
  // going to jump off the multi storey" alone is the worry a post asking how to help tells), a
  // goodbye and then the phone's location off: each an act, a danger now.
  {
    category: 'another_in_danger',
    phrase:
      'left|wrote|written a|his|her|their note|letter ~8 better_off|happier|fine|easier without him|her|them',
  },
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~1 will|is_going_to|going_to|about_to|is_about_to|plans_to|is_planning_to|wants_to ~1 jump|throw_himself|throw_herself|throw_themselves from|off the|a ~1 ${HEIGHT} ~4 tonight|today|now|right_now|tomorrow|this_weekend|on|after|before|when`,
  },
  {
    category: 'another_in_danger',
    phrase: 'goodbye ~8 turned|switched|turning|switching his|her|their location ~1 off $|off',
  },

  // ── Life given up on ──
  // "they'd be better off without me taking up space": the writer's presence as the burden.
  {
    category: 'burden',
    phrase:
      'better_off|happier|easier without me taking_up_space|in_the_way|around|here|being_here|being_around $|and',
  },
  // "I'm done living like this", "done existing": life itself ended with, not a place or a
  // flatmate ("done living with roommates" has an object, so it does not match).
  {
    category: 'wish',
    phrase: 'i_am|im|am done living|existing|being_alive $|like_this|like_that|this_way|any_more',
  },
  // "death is the only door left", "dying seems like the only way out".
  {
    category: 'wish',
    phrase:
      'death|dying|suicide|ending_it is|seems|feels|looks ~2 the only way_out|door|exit|option|answer|escape|solution|choice|way',
  },
  // "what's the point of fixing my teeth when I'm not planning on needing them": a future self
  // the writer does not mean to have.
  {
    category: 'no_future',
    phrase:
      'point ~6 when|if i_am|im|am not planning|going on|to needing|need|being_around|being_here',
  },
  // "nothing left to stay for", said at a sentence's end (a town "with nothing left to stay for
  // in it" names a place).
  {
    category: 'no_future',
    phrase: 'nothing|no_one|nobody|no_reason left? to stay|stick_around|hang_around for $',
  },
  // "I keep hoping the plane goes down": a passive wish for a crash.
  {
    category: 'wish',
    phrase:
      'hoping|hope|wish|wishing|praying|pray the|my plane|flight ~1 goes_down|crashes|falls_out_of_the_sky|will_crash|would_crash',
  },

  // ── The means at hand, the nerve awaited ──
  // "I know where he keeps the key" to a gun: access to a firearm.
  {
    category: 'means',
    phrase:
      'gun|guns|pistol|rifle|shotgun|firearm ~10 know|found|found_out where ~1 he|she|they|dad|mum|my_dad ~1 keeps|keep|hides|hid the? key|keys|combination|code|ammo|bullets',
  },
  {
    category: 'means',
    phrase:
      'know|found|found_out where ~1 he|she|they|dad|mum|my_dad ~1 keeps|keep|hides|hid the? key|keys|combination|code ~6 gun|guns|pistol|rifle|shotgun|firearm|gun_cabinet|gun_safe',
  },
  // "everything ready … just need the nerve": ready, waiting only for courage.
  {
    category: 'ready',
    weak: true,
    phrase: 'just|only|now|still need|needs|waiting_for the? nerve|courage|guts $',
  },
  { category: 'plan', weak: true, phrase: 'have|got everything|it_all ready|sorted|prepared' },
  // "finally have the chance to end it" when alone: the occasion awaited.
  {
    category: 'plan',
    phrase:
      'chance|opportunity|window|time to end_it|end_it_all|end_things|do_it|go_through_with_it $|finally|for_good|tonight|this_weekend',
  },

  // "I feel strangely at peace … paid every bill": a sudden calm, and affairs put in order.
  {
    category: 'calm',
    weak: true,
    phrase:
      'strangely|weirdly|oddly|unusually|eerily|suddenly at_peace|calm|peaceful|content|light|happy $|today|now|and',
  },
  {
    category: 'affairs',
    weak: true,
    phrase: 'paid|settled|sorted|cleared every|all_my|all_the bill|bills|debt|debts',
  },

  // ── Self-harm kept up for years ──
  // "I started cutting at 14 and I'm 30 now and I still do it": not a haircut ("cutting hair at
  // 14" has an object between).
  {
    category: 'self_harm',
    phrase:
      'started|began cutting|burning|cutting_myself|burning_myself|self_harming|harming_myself at|when ~12 still do_it|do|doing_it|cut|burn',
  },
  // "what happens if I take my whole bottle of sertraline at once": a whole supply at once.
  {
    category: 'method',
    weak: true,
    phrase:
      'take|took|swallow|swallowed|taking my|the|a whole|entire bottle|packet|box|pack|strip|supply ~3 at_once|in_one_go|together|all_at_once',
  },

  // ── A past attempt and the fear that stopped it ──
  // "I survived an attempt in 2019", "my last attempt failed because I got scared": told of the
  // past it is also recovery; weak, it counts with a second sign.
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'i survived an|a|my|two|three|#? attempt|attempts|suicide_attempt|suicide_attempts',
  },
  {
    category: 'attempt_told',
    weak: true,
    phrase: 'my first|last|previous|second attempt failed|did_not_work|didnt_work because',
  },
  // "I'm not scared any more", "no longer afraid": what held the writer back, gone.
  {
    category: 'ready',
    weak: true,
    phrase: 'i_am|im|am not|no_longer scared|afraid|frightened any_more? $',
  },

  // ── Pills with drink, and not caring what happens ──
  // "taking my mum's sleeping tablets with wine", "mixing whatever I can find with vodka".
  {
    category: 'substance',
    weak: true,
    phrase: `taking|took|take|mixing|mixed|mix|washing_down|washed_down ~4 ${PILLS}|whatever|anything ~4 with|and ${DRINK}`,
  },
  // "I don't really care what happens", "if it kills me, fine".
  {
    category: 'indifference',
    weak: true,
    phrase:
      'do_not|dont really? care what_happens|what_happens_to_me|if_i_wake_up|if_i_die|if_it_kills_me|if_i_live_or_die|whether_i_wake_up $|any_more|now',
  },
  {
    category: 'indifference',
    weak: true,
    phrase: 'if it kills me ~1 fine|so_be_it|good|whatever|oh_well|who_cares|great $',
  },
  // "getting high every day since my son died": using to escape, every day.
  {
    category: 'substance',
    weak: true,
    phrase: 'getting|got|get high|drunk|wasted|smashed every_day|every_night|all_day|daily',
  },
  // "I just want to be with him" after a death told: a wish to join the dead.
  {
    category: 'wish',
    weak: true,
    phrase: 'just|only want|wanna|need to be with him|her|them|my_son|my_daughter|my_mum|my_dad $',
  },

  // ── A time, and a goodbye nobody knew was one ──
  // "an owner who'll still be here next month": the writer, by contrast, will not.
  {
    category: 'plan',
    weak: true,
    phrase:
      'who_will|wholl|who_ll|that_will|who_is_going_to still be here|around|alive next|in|by|after|tomorrow',
  },
  // "he has no idea that was goodbye": a last meeting kept secret.
  {
    category: 'farewell',
    phrase:
      'has|have|had no_idea|does_not_know|doesnt_know|do_not_know|dont_know that|it was|is goodbye|my_goodbye|the_last_time|our_last',
  },
  // "I know how this all ends and it's soon" (ADR 150 knew "how my life ends").
  {
    category: 'plan',
    phrase:
      'know|decided|chosen how this|this_all|all_this|everything ends|will_end ~4 soon|tonight|tomorrow|this_week',
  },
  // "It's time I cut the rope for them": a burden lifted by going.
  {
    category: 'burden',
    weak: true,
    phrase:
      'time i cut_the_rope|set_them_free|freed_them|let_them_go|took_myself_out|removed_myself|got_out_of_their_way',
  },
  // "I've started thinking about how to make that happen" after a burden: the means sought.
  {
    category: 'plan',
    weak: true,
    phrase: 'thinking|think|thought about how to make that|it happen $',
  },
  // "which painkillers are most dangerous in an overdose … so I know my options".
  {
    category: 'method',
    weak: true,
    phrase: `which|what ${PILLS}|medicines|drugs ~4 most dangerous|lethal|deadly|toxic in an? overdose`,
  },
  { category: 'plan', weak: true, phrase: 'so i know my options $' },
  // "I need to know it'll be quick": the death's pain weighed, after a method read about.
  {
    category: 'method',
    weak: true,
    phrase: 'need|want to know|be_sure it_will|itll|it_ll|it_would be quick|painless|fast $',
  },
];
