/**
 * ADR 153: frames for warning signs that the tune part of a sixteenth fresh set
 * (tests/fixtures/crisis/probes-172.json, written without the rules; its held-out part is never
 * read) showed the detector lacked. The writer's own: the last day of a life named as such, an
 * act done "by my own hand", leaving this world by a date, a past attempt told beside the next
 * one ("I'm going to try again", "next time is soon", "breaking that promise tonight"), a supply
 * gathered again, a place checked for what would stop a fall, and the end said as making it
 * final; another person in danger told by signs the earlier frames (ADR 151, 152) did not name:
 * a plan to kill themselves, a wish to die said to the writer, self-harm going on, a past
 * attempt, a weapon at home, someone on a ledge who will not come down. Each is the general way a
 * warning sign is said, not a sentence of the set; a frame a twin could say for an ordinary reason
 * is weak and counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';
import { ANOTHER } from './crisis-frames-166';

/** Another's self. */
const THEMSELF = 'himself|herself|themselves|themself';

/** When: tonight, a day, soon. */
const WHEN =
  'tonight|today|tomorrow|soon|this_week|this_weekend|after_my_shift|after_work|on_friday|on_saturday|on_sunday|on_monday|before_morning|at_midnight';

/** A height or water a person could be on the edge of. */
const EDGE = 'bridge|roof|rooftop|ledge|edge|cliff|balcony|overpass|railing|railings';

export const FRAMES_172: readonly FrameRule[] = [
  // ── The writer's own ──
  // "Last day alive": a life's last day named as such, not a game's ("day 30, last day alive in
  // hardcore") nor another's told ("his last day alive").
  {
    category: 'finality',
    phrase: 'last day|night|week|weekend|hours alive $|is|will|tomorrow|today|friday',
    notBefore: 'his|her|their|its|the_characters|characters',
  },
  // "By my own hand": an act of one's own death (things made by one's own hand are not).
  {
    category: 'method',
    phrase: 'by my own hand $|tonight|this|with',
    notBefore: 'made|written|wrote|built|signed|done',
  },
  // "Let the river have me", "close the book on my own life": an end in an image, with nothing
  // after it ("close the book on my old life in London" is a move).
  {
    category: 'method',
    phrase:
      'let the river|sea|ocean|water|waves|tide|cold|snow|dark|darkness|woods have|take me $|tonight|tomorrow',
  },
  {
    category: 'plan',
    phrase:
      'close|closing|end|ending the book|chapter on my own? life $|tonight|today|this_week|now',
  },
  // Leaving this world by a date: "I leave this world tomorrow night" (a better place left is
  // not a date).
  {
    category: 'plan',
    phrase: `leave|leaving this world|this_earth|this_life ${WHEN}|tomorrow_night|on|at|in_a_few_days|this_month`,
  },
  // "I won't be alive to play it": a time after which the writer is gone. Weak: "I won't be alive
  // to see 2100".
  {
    category: 'away',
    weak: true,
    phrase:
      'i will_not|wont|won_t|am_not_going_to|will_no_longer be alive to|for|by|next|when|much_longer',
    notAfter: 'see|witness|watch',
  },
  // "Made my peace with it": calm before an end; weak (a loss accepted says it too).
  {
    category: 'calm',
    weak: true,
    phrase: 'i have? made|making my peace $|with_it|with_everything|with_dying|with_god|with_that',
  },
  // "I'm going to end it after my shift", "end it tonight": an end with a time; weak, as a
  // relationship is ended tonight too.
  {
    category: 'plan',
    weak: true,
    phrase: `going_to|gonna|will|i_will|am_ending|m_ending end|ending it ${WHEN}|now`,
  },
  // "Tonight's the night" and "it's time", alone as a sentence: weak.
  { category: 'ready', weak: true, phrase: 'tonight|today is the night|day $' },
  // "Make it final", "make it over properly": an end made so.
  {
    category: 'plan',
    weak: true,
    phrase: 'going_to|gonna|will|time_to make it final|permanent|over_properly|over_for_good $',
  },
  // A past attempt told beside the next one.
  {
    category: 'attempt_told',
    weak: true,
    phrase:
      'my|after_my first|last|previous|second|third|suicide? attempt $|in|was|failed|did_not_work|didnt_work',
    notAfter: 'at',
  },
  { category: 'attempt_told', weak: true, phrase: 'i jumped|overdosed once|before|last_year' },
  {
    category: 'plan',
    weak: true,
    phrase:
      'going_to|gonna|will try again|do_it_again|go_higher|go_further $|and|tonight|soon|this_time',
  },
  { category: 'plan', weak: true, phrase: 'i_am|im going higher|further next_time' },
  { category: 'plan', weak: true, phrase: 'next time is soon|tonight|this_week' },
  {
    category: 'plan',
    weak: true,
    phrase: 'breaking|break that|my promise tonight|today|soon|this_weekend|this_week|tomorrow',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'i will_not|wont fail|mess_it_up|survive|panic|chicken_out|back_out this time',
  },
  // Nothing left, said alone: weak ("there's nothing left in the fridge" is not alone).
  {
    category: 'hopeless',
    weak: true,
    phrase: 'there_is|theres|i_have|ive_got nothing left $|and|to_live_for|for_me',
  },
  // Things handed out, and goodbyes said before dying.
  {
    category: 'giving_away',
    weak: true,
    phrase: 'who wants|want my',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'handed_out|handing_out|gave_out|giving_out my ~3 to my? friends|family|sister|brother|kids',
  },
  { category: 'farewell', weak: true, phrase: 'saying|say goodbye|goodbyes before i die|go $' },
  // A supply gathered again, and being nearly ready.
  {
    category: 'plan',
    weak: true,
    phrase: 'stockpiling|hoarding|stashing|saving_up again|since $|and',
  },
  { category: 'ready', weak: true, phrase: 'i am|im nearly|almost ready $|again|now' },
  // A place checked for what would stop a fall: "I've checked, there's no fence".
  {
    category: 'scouting',
    weak: true,
    phrase: 'there_is|theres no fence|railing|railings|barrier|net $|there|up_there',
  },
  {
    category: 'scouting',
    weak: true,
    phrase:
      'going up to|going_to_go_up_to the top floor|roof ~3 car_park|multi_storey|building|hospital',
  },
  // A train that does not slow down, said as a way out.
  {
    category: 'means',
    weak: true,
    phrase: 'train|trains does_not|doesnt|never slow_down|stop',
  },

  // ── Another person in danger ──
  // "He's planning to kill himself after exams": a plan with its time is a danger now; a plan or a
  // threat said without one is the worry a post asking how to help tells ("threatened to kill
  // himself if I leave"), weak.
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~2 planning|plans|is_planning to kill ${THEMSELF} after|on|tonight|tomorrow|this|next|when|before`,
  },
  {
    category: 'another_plan',
    weak: true,
    phrase: `${ANOTHER} ~3 planning|plans|plan|threatening|threatened|is_going|about to kill ${THEMSELF}`,
  },
  // A wish to die said to the writer: "told me she wants to die"; weak (a worry shared).
  {
    category: 'another_words',
    weak: true,
    phrase: `told_me|told_us|said|says|keeps_saying|texted|wrote ~5 he|she|they wants|want|wanted to die|end_it|be_dead`,
  },
  {
    category: 'another_words',
    weak: true,
    phrase: `talking_about|talks_about|keeps_saying ~5 better_off|happier|easier without him|her|them`,
  },
  // Self-harm going on: "has been cutting herself".
  {
    category: 'another_harm',
    weak: true,
    phrase: `${ANOTHER} ~3 been|is|keeps|started|has_started cutting|burning|hurting|harming ${THEMSELF}`,
  },
  // A past attempt of theirs: "he's tried to kill himself before".
  {
    category: 'another_attempt',
    weak: true,
    phrase: `${ANOTHER} has|have? tried|attempted to? kill ${THEMSELF} before|twice|once|last_year`,
  },
  // Pills being taken now, shown: "he's taking pills right now and posted a photo".
  {
    category: 'another_act',
    weak: true,
    phrase: `${ANOTHER} ~3 taking|swallowing|downing pills|tablets|them|everything right_now|now`,
  },
  {
    category: 'another_means',
    weak: true,
    phrase:
      'posted|sent|sent_me a photo|picture|pic of the? pills|tablets|them|a_rope|the_rope|a_gun',
  },
  // A weapon at home: "he has a shotgun at home".
  {
    category: 'another_means',
    weak: true,
    phrase: 'he|she|they has|have|keeps|owns a|his|her|their gun|shotgun|rifle|pistol',
  },
  // A goodbye as a charge: "look after your mum for me".
  {
    category: 'another_parting',
    weak: true,
    phrase: 'look_after|take_care_of ~3 for me $|and',
  },
  // Shut in, not seen: "hasn't left her room in days", "the door is locked".
  {
    category: 'another_silent',
    weak: true,
    phrase: `${ANOTHER} ~2 has_not|hasnt|have_not|not left|come_out_of ${'his|her|their'} room`,
  },
  // Someone on a ledge who will not come down: a danger now.
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~2 is|s on|at the ${EDGE} ~4 will_not|wont|won_t come_down|get_down|step_back|come_back`,
  },
];
