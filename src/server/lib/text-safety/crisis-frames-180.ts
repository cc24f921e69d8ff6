/**
 * ADR 183: frames for warning signs that the tune parts of two fresh sets
 * (tests/fixtures/crisis/probes-180.json and probes-181.json, written without the rules; their
 * held-out parts are never read) showed the detector lacked. Most are the means named plainly
 * with what makes them a crisis (a date, a purpose kept secret, a drink of poison), a life
 * resigned from or planned away, and a pet or a key handed on "for after". Each is the general
 * way a sign is said, not a sentence of the sets; a frame an ordinary twin could say is weak and
 * counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

/** Poisons no household keeps for cleaning (bleach under the sink is for the bathroom). */
const BOUGHT_POISON =
  'poison|the_poison|rat_poison|weedkiller|pesticide|paraquat|sheep_dip|insecticide';

/** Poisons one drinks: a farm's or a garage's, not a medicine (the means group has those). */
const POISON = `${BOUGHT_POISON}|pesticides|chemicals|bleach|antifreeze`;

/** A time close ahead. */
const SOON =
  'tonight|tomorrow|today|this_weekend|this_week|on_saturday|on_sunday|on_friday|saturday|sunday|friday';

/** A pet, as rehoming posts name one. */
const PET =
  'dog|dogs|cat|cats|puppy|kitten|rabbit|rabbits|budgie|budgies|hamster|fish|parrot|tortoise|horse|pets|pet';

export const FRAMES_180: readonly FrameRule[] = [
  // ── The means named with what makes them a crisis ──
  // A purpose kept back: "bought a rope on the way home and I know exactly what it's for".
  {
    category: 'method',
    phrase: '@MEANS ~10 i know|knows exactly? what it|they is|are for',
  },
  {
    category: 'method',
    phrase: `${POISON} ~10 i know|knows exactly? what it|they is|are for`,
  },
  // The means and the date together: "I've got the rope and the date".
  {
    category: 'method',
    // Only a date or a day: 'my pills and a place to stay' is a trip's packing.
    phrase: 'got|have|bought|ordered the|a|my @MEANS and|& the|a date|day',
  },
  // A poison bought or about to be drunk: "I have purchased the poison", "going to drink them".
  {
    category: 'method',
    phrase: `bought|buy|purchased|purchase|ordered|got|getting|have ~2 ${BOUGHT_POISON}`,
    notAfter:
      'for|to_kill|to_get_rid|to_spray|to_treat|for_the|for_my|off|out|on|down|in|under|around|at|near',
  },
  {
    category: 'method',
    phrase: `${POISON} ~10 going_to|gonna|will|plan_to|planning_to drink|swallow|take|down|neck them|it|the_lot|all_of_it`,
  },
  // A gun put in the mouth, in the slang soldiers and police use.
  {
    category: 'method',
    phrase: 'eat|eating|ate|chew|chewing my|a gun|bullet|pistol|revolver|rifle|shotgun|barrel',
  },
  // What the means would take "for me": "how many of his morphine patches it would take for me".
  {
    category: 'method',
    phrase: 'how many|much of? ~4 @MEDICINES ~4 it? would|will it? take for me $',
  },
  // Enough of one's own medicine, asked with nothing it should last: "is 40 of my amitriptyline
  // enough or do I need to wait for the refill" (enough "to cover a month" is a prescription).
  {
    category: 'method',
    phrase: 'is|are # of? my ~1 @MEANS enough $|or',
  },
  // Enough to never wake: "it's enough to not wake up".
  {
    category: 'method',
    phrase: 'enough to not|never wake_up|wake',
    notAfter: 'up|tired|early|in|at|during|until|till|before|hungry|the|my|with|for|once|again',
  },
  // A medicine skipped and kept back, and "nearly enough now" (each weak: a spare strip is kept
  // so too, and money is nearly enough).
  {
    category: 'means',
    weak: true,
    phrase:
      'skipping|skipped|not_taking|stopped_taking my? ~1 @MEANS ~8 keeping|saving|hiding|stashing|storing them|it',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'nearly|almost|finally have|got enough $|now',
  },
  // A whole pen, bottle or box at once, and the question's cover ("hypothetically", "for no
  // particular reason"): each weak.
  {
    category: 'method',
    weak: true,
    phrase:
      'whole|entire|full pen|bottle|box|pack|packet|strip of ~1 @MEANS at_once|in_one_go|all_at_once',
  },
  {
    category: 'concealment',
    weak: true,
    phrase: 'hypothetically|for_no_particular_reason|asking_for_a_friend|just_curious|no_reason $',
  },
  // What is needed to "go through with it", bought or ready.
  {
    category: 'ready',
    weak: true,
    phrase:
      'bought|got|have|ordered|gathered ~2 what|everything i need|needed to go_through_with_it|do_it|end_it|finish_it',
  },

  // "Better I die": a non-native speaker's wish (not "better I die trying", a figure).
  {
    category: 'wish',
    phrase: 'better|best i|that_i die|disappear|am_dead|be_dead|not_exist',
    notAfter: 'trying|than|laughing|of|on|in_the',
  },
  // A list's history cleared (weak: a shared computer's is cleared too).
  {
    category: 'affairs',
    weak: true,
    phrase:
      'delete|deleted|clear|cleared ~1 my? browser_history|search_history|browsing_history|history',
  },
  {
    category: 'affairs',
    weak: true,
    phrase: 'last thing i needed|had|have to sort|do|organise|finish|arrange',
  },
  {
    category: 'wish',
    weak: true,
    phrase: 'it is not|never waking_up|being_here|being_alive $|and|,',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'got|have|picked|set a|the date for it',
  },
  // ── A place of death named with a time, as a decision ──
  {
    category: 'plan',
    weak: true,
    phrase: `${SOON}|tomorrow_morning ~2 railway_track|railway_tracks|train_track|train_tracks|the_tracks|the_viaduct|the_bridge`,
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'that is|that_is_my|it_is final $|decision',
  },
  // Going off a height at a near time: "tonight I'm going off the viaduct".
  {
    category: 'method',
    phrase: `${SOON} ~3 going|gonna|go off the|a viaduct|flyover|bridge|cliff|edge|roof|ledge|balcony`,
  },
  // "thinking to jump", "think many time to jump": a non-native speaker's intent to a fall.
  {
    category: 'method',
    phrase:
      'think|thinking|thought|planning|plan|decided|going ~3 to jump from|off ~2 terrace|roof|building|bridge|balcony|viaduct|flyover|tower|cliff|window|my_building',
    notAfter: 'into|in_to|onto|on_to|with|for|in_the_pool',
  },
  // A hanging point "there" to be used: weak (a fan is used on a hot night too).
  {
    category: 'method',
    weak: true,
    phrase: 'ceiling_fan|fan|hook|beam|dupatta|rope|noose ~8 to use it|use_it',
  },
  {
    category: 'concealment',
    weak: true,
    phrase:
      'do_not|dont|please_do_not|please_dont tell my|anyone ~1 mummy|mum|mom|parents|family|papa|wife|husband|anyone',
  },

  // ── A life resigned from, planned away, or ended on a date ──
  {
    category: 'wish',
    phrase:
      'resignation|resigning|resign|retiring|retire|quitting|quit|notice ~2 from|of being_alive|living|life|existence|existing|this_life|this_world',
    notAfter: 'admin|coaching|drawing|class|insurance|guard|guarding|saving|drawing|in|at|as',
  },
  {
    category: 'plan',
    phrase:
      'stop existing|living|being_alive|being_here ~3 which i plan|planning|am_planning|intend to do',
  },
  {
    category: 'plan',
    phrase:
      'picked|set|chosen|chose|got|have|booked the|a date|day to end_it|to_end_my_life|for_my_death',
    notAfter: '@END_IT_FIGURE',
  },
  // The one wish left, or a plan, is not waking or not being here: "my bucket list is down to one
  // thing, not waking up"; "my five year plan is to not be here in five days".
  {
    category: 'wish',
    phrase:
      'bucket_list|one_thing|only_thing|goal|plan ~6 not waking_up|never_waking_up|not_being_here|not_being_alive|not_existing $|and|,',
  },
  {
    category: 'no_future',
    phrase:
      'plan is|plan_is_to to? not|never be here|alive|around ~1 in|by #|a|one|two|three|five|ten|few ~1 days|weeks|months',
  },
  // Problems solved or a burden fixed "permanently": weak (a slug problem is solved so too).
  {
    category: 'finality',
    weak: true,
    phrase:
      'fix|solve|end|sort that|it|this|them|everything|it_all permanently|for_good|once_and_for_all',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'permanent solution|fix to|for my|all_my problems|problem|pain|life|mess',
  },
  // Written notes with "tonight I'm through".
  {
    category: 'farewell',
    weak: true,
    phrase: 'written|wrote|left|writing my|the|a note|notes|letter|letters $|and|,|for',
  },
  {
    category: 'finality',
    weak: true,
    phrase: `${SOON} i am|im through|done|gone $`,
  },
  // A drive, walk or swim tonight and no coming back.
  {
    category: 'finality',
    weak: true,
    phrase: 'not|never coming|come|be_coming back $|tonight|this_time|from_it',
  },
  {
    category: 'plan',
    weak: true,
    phrase: `going|go for a? drive|walk|swim|trip ~4 ${SOON}`,
  },

  // ── A pet or a key handed on for after ──
  {
    category: 'giving_away',
    weak: true,
    phrase: `rehoming|rehome|surrendering|surrender|giving_away|gave|given ~3 my? ~2 ${PET}`,
  },
  {
    category: 'giving_away',
    weak: true,
    phrase: 'for whoever takes|adopts|gets him|her|them',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'i am gone|off|out for_good|forever $|and|,',
  },
  {
    category: 'finality',
    phrase: `will_not|wont be alive to keep|look_after|take_care_of|care_for|raise|feed|walk ~1 ${PET}|him|her|them`,
  },
  {
    category: 'affairs',
    weak: true,
    phrase: 'she|he|they|you will know when|what to use|to_use|to_do them|it',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'nothing left to cancel|to_sort|to_do but|except me|myself',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'leave|leaving nothing behind',
  },
  // A person gone to a lost one: "now I want go to her", "going to go and find him".
  {
    category: 'wish',
    phrase:
      'died|passed|passed_away|lost|funeral|grave ~12 want|want_to|going_to|ready_to go_to|be_with|go_and_find|join|find him|her|them $|now|soon',
  },
  {
    category: 'identification',
    phrase: 'took his|her|their own life ~12 he|she|they had the right idea',
  },
  {
    category: 'identification',
    phrase:
      'killed_himself|killed_herself|killed_themselves|suicide ~12 he|she|they had the right idea',
  },
];
