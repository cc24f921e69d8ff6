/**
 * ADR 152: frames for warning signs that the tune part of a fifteenth fresh set
 * (tests/fixtures/crisis/probes-170.json, written without the rules; its held-out part is never
 * read) showed the detector lacked: the shortest messages ("Ending it.", "Writing my note now"),
 * the means said to be at hand or on its way, a supply taken all at once, treatment stopped in
 * order to die, a place of death scouted, a time after which the writer will be gone, the burden
 * and the pull of death said in images, a life let go, and another person in danger told by signs
 * of theirs that the earlier frames (ADR 151) did not name: goodbyes, silence, a plan with a date,
 * self-harm going on now, things handed on. Each is the general way a warning sign is said, not a
 * sentence of the set; a frame a twin could say for an ordinary reason is weak and counts only
 * with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';
import { ANOTHER } from './crisis-frames-166';

/** Another's own: his, her, their. */
const THEIR = 'his|her|their';

/** A supply of pills. */
const SUPPLY = 'pills|tablets|meds|medication|oxy|oxys|painkillers|sleeping_pills|them';

export const FRAMES_170: readonly FrameRule[] = [
  // ── The shortest messages ──
  // "Ending it." as the whole of a sentence: not a relationship or a show ending ("we're ending
  // it", "the series is ending it").
  {
    category: 'plan',
    phrase: 'ending it|it_all|everything $',
    notBefore: 'we|we_are|they|they_are|are|is|was|were|season|show|series|film|book|game|and',
  },
  // "Writing my note now": a note of one's own, singular (exam notes are plural).
  {
    category: 'farewell',
    phrase: 'writing|wrote|written|finishing|finished|left my note $|now|tonight|for',
  },
  // "Thank you for trying": gratitude closing what others did to help.
  {
    category: 'finality',
    weak: true,
    phrase: 'thank_you|thanks|thank_you_all|thanks_all for trying|everything_you_tried $',
  },
  // "I have the rope", "got the pills", said alone: the means at hand.
  {
    category: 'means',
    weak: true,
    phrase: 'i have|got|bought the rope|noose|pills|gun|charcoal $',
  },
  { category: 'exhaustion', weak: true, phrase: 'i am|im so tired $|of_everything|of_it_all' },

  // ── The means on its way, a supply taken at once, treatment stopped to die ──
  // "something online that I'm going to use to end it".
  {
    category: 'plan',
    phrase:
      'going_to|gonna|will|plan_to use|using ~2 to end_it|end_it_all|end_my_life|kill_myself|die',
  },
  // "I want to take everything I have at once", "taking all of it at once", "stockpiling them to
  // take all at once": a whole supply at once (not "all my leave at once").
  {
    category: 'method',
    phrase:
      'take|taking|swallow|swallowing|swallowed|took everything|every_one|all_of_them|all_of_it|all_my_pills|all_my_meds|all_my_tablets|the_lot ~3 at_once|in_one_go|at_the_same_time',
    notAfter: 'by_mistake|by_accident|accidentally',
  },
  { category: 'method', phrase: 'to take|swallow all|them_all|everything at_once|in_one_go' },
  // "holding back half my oxy every day … there's enough now": a supply saved up.
  {
    category: 'plan',
    weak: true,
    phrase: `holding_back|saving|saved|stockpiling|stockpiled|hoarding|hoarded|stashing ~3 my? ${SUPPLY}`,
  },
  { category: 'ready', weak: true, phrase: 'there_is|theres|i_have|ive_got enough now $' },
  // "missed three dialysis sessions on purpose", "stopped my insulin so I can die".
  {
    category: 'method',
    phrase:
      'missed|skipped|stopped|stopping|skipping ~4 dialysis|insulin|chemo|my_meds|my_heart_meds ~4 on_purpose|deliberately|to_die|so_i_can_die|and_i_am_not_going_back',
  },

  // ── A place scouted, a time after which the writer is gone ──
  // "drove to the cliffs to check the spot": a place of death looked over.
  {
    category: 'scouting',
    weak: true,
    phrase:
      'cliffs|cliff|bridge|tracks|railway|roof|multistorey|multi_storey|car_park|viaduct ~4 check|checked|checking|scope|scoped|scout|scouted the|a spot|drop|height|ledge',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'going back ~2 on? saturday|sunday|friday|tomorrow|tonight ~1 alone',
  },
  // "keep looking up how high the multistorey is": a height measured.
  {
    category: 'method',
    weak: true,
    phrase:
      'looking_up|looked_up|googling|googled|searching|searched how high|tall ~2 multistorey|multi_storey|bridge|building|car_park|cliff|tower|viaduct',
  },
  { category: 'scouting', weak: true, phrase: 'know exactly what|which level|floor|spot|ledge' },
  // "By the time it arrives I'll be gone".
  // Weak: "by the time they fix that pothole I'll be dead" is a complaint's figure.
  {
    category: 'plan',
    weak: true,
    phrase: 'by the time ~4 i_will|ill|i_ll be gone|dead|not_here|not_alive',
  },
  // "driving fast with my seatbelt off hoping something happens": a death courted.
  {
    category: 'wish',
    phrase: 'seatbelt|seat_belt off|undone ~6 hoping|hope|wishing|praying',
  },
  // "how long before someone is found if they live alone … asking for my plan".
  {
    category: 'method',
    weak: true,
    phrase: 'how long ~6 to be found|before_anyone_finds|until_someone_finds',
  },
  // "this time I don't want anyone to find me in time".
  {
    category: 'plan',
    phrase:
      'do_not|dont want anyone|anybody|someone|them to find me in_time|until_it_is_too_late|before_it_is_too_late',
  },
  { category: 'plan', weak: true, phrase: 'asking|ask for my plan $' },

  // ── The burden and the pull of death in images ──
  // "I'm a chapter that needs to end so the rest of the book can be happy".
  {
    category: 'burden',
    phrase:
      'needs|need|has|have to end|go|disappear|be_gone ~2 so ~5 can be_happy|be_free|move_on|live|breathe',
  },
  // "a stone tied to everyone's ankle", "time to cut the cord and sink alone".
  {
    category: 'burden',
    weak: true,
    phrase:
      'i_am|im a|an stone|anchor|weight|millstone tied_to|around|on everyone|everyones|my_family|their',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'time to cut the cord|rope ~3 sink|disappear|go|drown',
  },
  // "tired of haunting my own life, time to stop for good".
  {
    category: 'weary',
    weak: true,
    phrase: 'tired_of|sick_of ~3 my own? life',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'time to stop|go|leave for_good|forever|permanently',
  },
  // "the sea keeps calling my name and tonight I'll finally answer it".
  {
    category: 'wish',
    weak: true,
    phrase: 'sea|river|water|void|dark|darkness|death|grave keeps|is? calling|calls my_name|me',
  },
  { category: 'plan', weak: true, phrase: 'tonight|today ~4 finally answer|give_in|let_go|go' },
  // "ready to let it take the last of me", "ready to let this life go".
  { category: 'wish', phrase: 'take|taking|have the last of me' },
  { category: 'wish', phrase: 'ready to let this|my life go' },
  // "I prayed for a sign to keep living and got nothing, so that's my answer".
  {
    category: 'no_future',
    phrase:
      'sign|reason to keep_living|keep_going|stay_alive|live ~6 got nothing|nothing_came|no_answer',
  },

  // ── Goodbyes of the writer's own ──
  // "Hugged my kids extra long tonight. It's the last time. They'll be okay with their dad."
  { category: 'finality', weak: true, phrase: 'it_is|its the last time $' },
  {
    category: 'burden',
    weak: true,
    phrase: 'they_will|theyll|they_ll be okay|ok|fine|better with their dad|mum|mom|father|mother',
  },
  // "not leaving the server, leaving everything"; "you were my only friends".
  { category: 'finality', weak: true, phrase: 'leaving everything|it_all $' },
  { category: 'farewell', weak: true, phrase: 'you were my only friends|friend|family' },

  // ── Another person in danger ──
  // Goodbyes of theirs and things handed on are one sign, parting (ADR 151's posts asking which
  // warning signs to look for tell both, with no danger now); silence, a plan, a weapon or a
  // time with it is a danger now.
  {
    category: 'another_parting',
    weak: true,
    phrase:
      'see_you_on_the_other_side|sorry_for_everything|goodbye_videos|goodbye_letter|goodbye_note|goodbye_messages',
  },
  {
    category: 'another_silent',
    weak: true,
    phrase: `${ANOTHER} ~3 isnt|is_not|not|wont|will_not replying|answering|responding|picking_up|answer`,
  },
  {
    category: 'another_silent',
    weak: true,
    phrase:
      'and isnt|is_not|hasnt_been|has_not_been replying|answering|responding|picking_up ~2 to? anyone|anybody|me|us|calls|texts|the_door|the_phone|$',
  },
  { category: 'another_silent', weak: true, phrase: `${THEIR} phone is|s off|dead|switched_off` },
  // Things handed on, and whose they will be.
  {
    category: 'another_parting',
    weak: true,
    phrase: `${ANOTHER} ~3 giving|given|gave away ${THEIR}`,
  },
  {
    category: 'another_parting',
    weak: true,
    phrase: `who_would|whod|who_will get|have ${THEIR} room|stuff|things`,
  },
  {
    category: 'another_parting',
    weak: true,
    phrase: `${ANOTHER} ~1 gave|has_given me ${THEIR}`,
  },
  // A plan with a date, or "all planned"; a weapon talked about.
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~2 plan|plans|planning ~1 to end|take ${THEIR} own? life ~3 on|this|tonight|tomorrow|next`,
  },
  {
    category: 'another_plan',
    weak: true,
    phrase: `${ANOTHER} ~2 got|has it_all|everything planned|sorted|ready`,
  },
  {
    category: 'another_means',
    weak: true,
    phrase: `talking_about|talks_about|mentioned|mentions ~2 ${THEIR} ~2 gun|pistol|rifle|shotgun|pills`,
  },
  {
    category: 'another_away',
    weak: true,
    phrase: `tonight|today is the last time ~3 see ${THEIR}|him|her|them`,
  },
  // Self-harm going on now: "she said she's cutting and won't stop this time".
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~2 cutting|burning ~3 will_not|wont|won_t|not_going_to stop`,
  },
];
