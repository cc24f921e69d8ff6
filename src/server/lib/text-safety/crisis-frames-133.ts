/**
 * ADR 133: frames for warning signs that a fresh set (tests/fixtures/crisis/probes-133.json,
 * written without the rules) showed the detector lacked: life refused as it is now ("I don't want
 * to keep living like this"), death weighed against going on, self-harm that continues or grows,
 * an attempt told as such, the means kept back or hidden, leaving said as logging off for good or
 * not needing what comes later, affairs settled before an end, and wanting out or done for good.
 * Each is a frame of words (a verb, its object and what completes it), never a sentence, in the
 * language of `phrase.ts`, so every guard on a rule's match applies to it too. A frame a twin could
 * say for an ordinary reason is weak: it counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

/** Going on with life, as a person refusing it says it. */
const GO_ON = 'keep|go_on|carry_on|continue|keep_on';

/** A span of time, for how long something has gone on. */
const SPAN = 'months|years|weeks|a_year|a_month|two_years|so_long|ages|a_long_time';

export const FRAMES_133: readonly FrameRule[] = [
  // ── Life refused as it is ──
  // "I don't want to keep living like this", "don't wanna live like this any more": life itself
  // refused, said of the whole of it (the sentence ends, or "any more"), not of one thing in it
  // ("I don't want to live like this, with a broken boiler").
  {
    category: 'wish',
    phrase: `do_not|does_not|never want|wanna|wish to? ${GO_ON}? live|living|existing|being_alive like_this $|any_more|any_longer|for_much_longer`,
  },
  // Death weighed against going on: "I think it is better to die than continue".
  {
    category: 'wish',
    phrase: `better|easier to die|be_dead|not_exist|not_be_here than ${GO_ON}? ~1 live|living|suffer|suffering|continue|go_on|carry_on|face|wake_up|keep_going|this $`,
  },
  // Surviving refused: "I can't see myself surviving this, and I don't want to".
  {
    category: 'wish',
    phrase:
      'can_not|do_not see myself|me surviving|making_it|getting_through ~3 and i do_not want to $',
  },
  // Wanting out for good, said plainly at the end: "I just want out", "ready to stop for good".
  {
    category: 'wish',
    weak: true,
    phrase: 'i ~2 want|need|wanna out $|of_everything|of_all_of_it|of_this_life|for_good',
  },
  {
    category: 'wish',
    weak: true,
    phrase:
      'ready|want|going to be_done|stop|quit|give_up ~2 with? all_of_it|everything|for_good|with_everything|with_all_of_it $',
    notAfter: 'and|so|then|by|at|before|after',
  },

  // ── Self-harm that continues or grows ──
  // Cutting or burning that goes on or gets worse: "been cutting for two years and it's getting
  // worse", "cutting again and I think I'm going to go further this time". A diet's cut ("cutting
  // for summer, down 3 kg") names its goal, not a growing harm.
  {
    category: 'self_harm',
    phrase: `cutting|burning|hurting_myself|harming_myself for ~1 ${SPAN} ~6 worse|further|deeper|too_far|more_often`,
  },
  {
    category: 'self_harm',
    phrase:
      'cutting|burning|hurting_myself|harming_myself again ~4 i ~5 getting_worse|go_further|go_deeper|too_far',
  },
  // Scars hidden and lied about: "found the scars on my legs and I lied about them".
  {
    category: 'self_harm',
    phrase:
      'scars|cuts|burns|marks on|from my ~1 arms|arm|legs|leg|wrists|wrist|thighs|thigh|stomach ~3 lied|lie|lying|hide|hid|hiding|cover|covering',
  },
  // A hot thing held to the skin until it marks: "pressed a hot spoon against my arm until it
  // blistered".
  {
    category: 'self_harm',
    phrase:
      'pressed|held|put|pushed ~2 hot|heated|burning|lit ~1 spoon|lighter|iron|cigarette|knife|metal|coin against|on|into|onto my ~1 arm|arms|leg|legs|skin|wrist|wrists|thigh|thighs|hand',
    notAfter: 'by_accident|accidentally|by_mistake',
  },
  // A blade taken out of an everyday thing, to use: "took the blade out of my pencil sharpener".
  {
    category: 'self_harm',
    phrase:
      'took|take|taken|taking|got|get|getting|pulled|broke the|a blade|blades|razor out_of|from ~1 my|a|the pencil_sharpener|sharpener|razor|shaver|disposable',
    notAfter: 'to_clean|to_replace|to_change|to_sharpen|for_a_project|for_crafts',
  },

  // ── An attempt told ──
  // "Attempted on Saturday", "attempted again last night": no object, so not an exam or a climb.
  {
    category: 'suicide',
    phrase:
      'attempted|attempt again? on|last|this|again ~1 saturday|sunday|monday|tuesday|wednesday|thursday|friday|night|week|weekend|month $',
    notBefore: 'the|a|an|it|they|he|she|we|you',
  },
  // "My last attempt was three weeks ago": an attempt counted with no object of its own.
  {
    category: 'suicide',
    phrase: 'my last|latest|most_recent|first|second|third attempt was ~2 weeks|days|months ago',
  },
  // Alcohol and the pills taken together now: "drank a bottle of vodka and took my pills".
  {
    category: 'method',
    phrase:
      'drank|downed|had ~2 bottle|bottles|half_a_bottle of? vodka|wine|whisky|whiskey|gin|rum|tequila|spirits|booze ~3 and took|swallowed|taken ~2 pills|tablets|meds|medication|paracetamol|sleeping_pills|painkillers',
  },

  // ── The means kept back or hidden ──
  // "I have medicines saved", "filled all my prescriptions at once and hid them".
  {
    category: 'means',
    weak: true,
    phrase:
      'have|got|keep|kept ~2 medicines|prescriptions|pills|tablets|meds|medication|painkillers ~1 saved|saved_up|stashed|hidden|hid|stockpiled|put_aside|put_away $|up|in|under|away',
  },
  {
    category: 'means',
    weak: true,
    phrase:
      'saved|saving|hid|hidden|hiding|stashed|stashing|stockpiled|stockpiling|hoarding|hoarded ~3 medicines|prescriptions|pills|tablets|meds|medication|painkillers|them $',
    notAfter:
      'from_the_kids|from_my_kids|from_the_dog|away_from|for_my|for_the_kids|for_emergencies',
  },
  // Bought so that nobody sees how many: "a different pharmacy each time so nobody notices".
  {
    category: 'means',
    weak: true,
    phrase:
      'pills|tablets|meds|painkillers|pharmacy|pharmacies|chemist|chemists ~6 so no_one|nobody|they|people do_not|does_not|will_not|would_not? notice|notices|find_out|know|knows|see|sees|count|ask|asks',
  },
  // The means looked at, again and again: "taking them out and just looking at them".
  {
    category: 'means',
    weak: true,
    phrase:
      '@MEANS ~9 ~9 staring|stare|looking|look|counting|count|holding at? them|it|at_them $|every_night|again|for_hours',
  },
  // A known way to the means: "I know where the key is", "I know the code to the gun safe".
  {
    category: 'means',
    weak: true,
    phrase:
      'gun|guns|rifle|shotgun|pistol|firearm|gun_safe|gun_cabinet ~9 ~6 i know where|the ~1 key|keys|code|combination|ammo|bullets|it',
  },
  // A means with a hidden purpose: "I know what it's really for".
  {
    category: 'hidden_purpose',
    weak: true,
    phrase: 'i know|we_both_know what it_is|they_are|this_is|that_is really for $',
  },
  // The means and the act counted together: "enough to end it", "would it be enough".
  {
    category: 'method',
    phrase: '@MEANS ~9 be? enough to end|finish it|me|it_all|everything $|for_good',
  },
  // Which pills will not fail: "which pills won't leave me brain damaged if it doesn't work".
  {
    category: 'method',
    phrase:
      'which|what pills|tablets|meds|method|way ~6 if it|this does_not|did_not|fails ~1 work $|and_i_survive|and_i_wake_up',
  },

  // ── A plan told by its time or its order ──
  // "I've decided. Sunday night, after everyone's asleep": a decision announced, then a time.
  {
    category: 'plan',
    weak: true,
    phrase: 'i have|am decided|made_my_decision|made_up_my_mind|settled_on_one $|on_one',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'saturday|sunday|monday|tuesday|wednesday|thursday|friday|tonight|tomorrow ~1 night|evening|morning? ~2 after|once|when everyone|everybody|they|the_house|the_kids ~1 asleep|in_bed|goes_to_sleep|go_to_sleep|is_asleep|are_asleep|gone',
  },
  // "that's when I'm doing it", "next Tuesday is the day".
  {
    category: 'plan',
    weak: true,
    phrase: 'that is when i am|will be? doing|do it $',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'saturday|sunday|monday|tuesday|wednesday|thursday|friday|week|month|weekend|tonight|tomorrow is the day|night|date $',
  },
  // Researched and chosen: "I've been researching ways for a month and I've finally settled on one".
  {
    category: 'plan',
    weak: true,
    phrase:
      'researching|researched|looking_up|looked_up|reading_about ways|methods $|for ~9 settled|decided|chosen|picked',
  },
  // Written down how and when: "I already wrote down how I'm going to do it and when".
  {
    category: 'plan',
    weak: true,
    phrase: 'wrote|written|write|planned|worked_out down? how i am going to|will do it and when',
  },

  // ── Leaving said as logging off for good, or not needing what comes later ──
  // "I won't be logging in again after tonight", "this will be our last conversation".
  {
    category: 'absence',
    weak: true,
    phrase:
      'will_not|am_not_going_to be? logging_in|log_in|posting|online|on_here|checking_in again? after ~1 tonight|today|this|sunday|saturday|friday',
  },
  {
    category: 'farewell',
    weak: true,
    phrase: 'this will_be|is our|my last conversation|chat|talk|session|message $',
  },
  // Not needing what comes later: "don't think I'll need to worry about my exams next month. Or
  // anything after that", "not going to need food after this weekend".
  {
    category: 'no_need',
    weak: true,
    phrase:
      'will_not|not_going_to|do_not_think_i_will need|have_to_worry_about|be_needing ~4 after ~1 this|that|the ~1 weekend|week|month|sunday|saturday|friday|tonight|$',
  },
  { category: 'no_need', weak: true, phrase: 'or anything after that|anything_after $' },
  // "I won't be able to look after her after this week": care given up with a date.
  {
    category: 'absence',
    weak: true,
    phrase:
      'will_not be able to|can_not look_after|take_care_of|care_for ~2 after ~1 this|next ~1 week|weekend|month|sunday|saturday',
  },
  // Apologising for missing what is ahead: "tell my brother I'm sorry I won't make it to his
  // graduation".
  {
    category: 'farewell',
    weak: true,
    phrase: 'tell ~3 i am sorry i will_not|will_never make_it|be_there|be_around|get_to_see',
  },
  // Trying said as finished: "I tried as hard as I could for as long as I could".
  {
    category: 'finality',
    weak: true,
    phrase: 'i tried as hard|long|much as i could ~5 for_as_long_as_i_could|$',
  },
  { category: 'finality', weak: true, phrase: 'i am sorry it|i was_not|was_not enough $' },

  // ── Affairs settled before an end ──
  // "gave the good jewellery to my cousin. Just tying up loose ends before I check out", "feels
  // good knowing everything's sorted before the end", "after I'm gone".
  { category: 'finality', weak: true, phrase: 'before i check_out|am_gone|leave_for_good|die $' },
  { category: 'finality', weak: true, phrase: 'sorted|done|ready|settled before the end $' },
  {
    category: 'finality',
    weak: true,
    phrase: 'tying_up|tie_up|tied_up loose_ends before ~1 i|the',
  },
  // The funeral arranged by the writer: "left instructions for my funeral".
  {
    category: 'giving_away',
    weak: true,
    phrase: 'instructions|plans|wishes|playlist|songs|arrangements for my funeral',
  },
  // A farewell said as what the others were: "you were the best part of my year".
  {
    category: 'farewell',
    weak: true,
    phrase: 'you were|have_been|guys_were the best part of my life|year|days|world $',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'everything is|is_all in_order|sorted|taken_care_of|arranged now? $',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'passwords|savings|bank|accounts|debts|funeral|beneficiary|life_insurance ~6 my|her|his|their name|sister|brother|mum|mom|parents|kids|instructions|explaining|sorted|paid_off|updated',
    notAfter: 'for_the_mortgage|for_the_house|for_the_wedding',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'who_wants|can_anyone_take|anyone_want|does_anyone_want my ~2 things|stuff|art_supplies|supplies|clothes|plants|records|books|games|guitar ~4 all_of_it|everything|$',
  },
  {
    category: 'no_need',
    weak: true,
    phrase:
      'not_going_to|will_not be ~1 painting|playing|using|reading|wearing|doing ~2 any_more|any_longer ~3 or anything|doing_anything',
  },
  // "Not this week, not this job. Everything": all of it to be over.
  {
    category: 'wish',
    weak: true,
    phrase: 'waiting for ~1 it_all|everything|all_of_it|it to be over $',
  },

  // ── Hopelessness and entrapment, said as a closed future ──
  // "I don't have a future", "out of options and out of reasons": the whole future refused.
  { category: 'no_future', phrase: 'i do_not|no_longer have a|any future $' },
  {
    category: 'no_future',
    phrase: 'out_of options|ideas|hope ~1 and out_of reasons|options|hope $',
  },
  // "Nothing is ever going to get better", "it's never going to stop hurting", "why keep
  // fighting": hopeless alone, so weak; with wanting out or being done, a crisis.
  {
    category: 'no_future',
    weak: true,
    phrase: 'nothing is|will ever? going_to? get|getting better|change $',
  },
  { category: 'no_future', weak: true, phrase: 'never going to stop hurting|hurting_me $' },
  {
    category: 'no_future',
    weak: true,
    phrase: 'why|what_is_the_point_of keep|keeping fighting|trying|going $|when|if',
  },
  // "What is the point of living anymore" written as it sounds ("wat").
  {
    category: 'no_future',
    phrase: 'wat|wats|whats is? the point of living|life|being_alive $|any_more',
  },
  // "the s-thoughts", "s word thoughts": suicidal thoughts in the euphemism forums use.
  {
    category: 'suicide',
    phrase: 'the s word? thoughts $|again|are_back|back',
  },
  // The easy way out, with others' indifference or the writer's worth: slang for suicide that
  // an idiom shares ("took the easy way out and bought a cake"), so weak.
  {
    category: 'wish',
    weak: true,
    phrase: 'take|taking|took the easy way_out $|to_be_honest|honestly|soon|tonight',
  },
  {
    category: 'burden',
    weak: true,
    phrase: 'no_one|nobody would|will even? care|notice|miss_me $|anyway|to_be_honest',
  },

  // ── A passive wish and a burden, said indirectly ──
  // "If I fell asleep forever I'd honestly be relieved".
  {
    category: 'wish',
    phrase:
      'if i ~1 fell|fall|went|go asleep|to_sleep forever|for_good|and_never_woke_up|and_did_not_wake_up',
    notAfter: 'on|in|at|during|after|lol|haha',
  },
  // "I wish I could just disappear and nobody would ever have to deal with me again".
  { category: 'wish', weak: true, phrase: 'wish i could ~1 disappear|vanish $|forever|and' },
  {
    category: 'burden',
    weak: true,
    phrase:
      'no_one|nobody would|will ever? have to deal_with|put_up_with|worry_about me again|any_more',
  },
  // "I'm just taking up air and I'd like to stop".
  {
    category: 'burden',
    phrase: 'taking_up|wasting air|oxygen|space ~3 like_to|want_to|going_to stop $',
  },
  // "The life insurance would help them more than I ever could alive".
  {
    category: 'burden',
    phrase:
      'life_insurance|insurance|payout|insurance_money would|will|could ~1 help|support|provide_for|do_more_for ~2 more|better than i ~3 alive',
  },

  // ── The means and the act, asked or in hand ──
  // Whether an overdose shows afterwards: "would an insulin overdose show up afterwards?"
  {
    category: 'method',
    weak: true,
    phrase:
      'overdose|od ~2 show_up|be_detected|be_found|be_traced|be_noticed|leave_a_trace afterwards|after|later|in_an_autopsy|in_a_post_mortem',
  },
  // How high for a fall to kill: "how high does a bridge have to be for a fall to be fatal".
  {
    category: 'method',
    weak: true,
    phrase: 'how high|far|tall ~6 for ~1 fall|jump|drop to be fatal|lethal|deadly|enough',
  },
  // Thinking about it, over and over: "I think about it every night".
  {
    category: 'rumination',
    weak: true,
    phrase:
      'i ~2 think|thinking|thought about it|that|the_one ~3 every_night|every_day|a_lot|all_the_time $',
  },
  // A blade or pills on the floor beside the writer: "sitting on the bathroom floor with a razor".
  {
    category: 'self_harm',
    phrase:
      'sitting|sat|sit|ended_it_sitting ~3 floor|bath|bathtub|bed ~1 with a|my|the razor|blade|knife|pills',
    notAfter: 'shaving|to_shave|and_shaving|to_open|for_the',
  },
  // "Nice to give them one good last memory of me".
  { category: 'farewell', phrase: 'last memory|memories of me $', notBefore: 'first' },
  // "planning to not be here by Christmas": absence with a date, unless a leaving explains it.
  {
    category: 'away',
    phrase:
      'planning|plan|intend|intending|decided to not|never be_here|be_around|exist by|before ~1 christmas|new_year|my_birthday|the_end_of|next|friday|saturday|sunday|monday|tuesday|wednesday|thursday|then',
  },
];
