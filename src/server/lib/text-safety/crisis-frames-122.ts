/**
 * Intent frames for the warning signs crisis lines list (988 Lifeline, Samaritans, NIMH) where the
 * rules of `crisis.ts` had no frame: a passive wish for death told through an accident, an illness
 * or sleep; being a burden said as a weight lifted or a person removed; no future said as no reason
 * or intent to stay; a farewell said as forgiveness or a last message; the means counted, hidden or
 * measured; self-harm said by its marks; a lethal act asked about; and another person in immediate
 * danger. Each is a frame of words (a verb, its object and what completes it), never a sentence,
 * compiled with the detector's groups so every guard on a rule's match applies to it too.
 */
import type { FrameRule } from './crisis-frames-120';

/** Who else may be in danger: a person the writer names, then the pronoun that stands for them. */
const ANOTHER = 'he|she|they';
const ANOTHER_SELF = 'himself|herself|themselves|themself';

export const FRAMES_122: readonly FrameRule[] = [
  // ── A passive wish for death ──
  // Hoping a vehicle does not stop: "every time I cross the road I hope a car doesn't stop".
  {
    category: 'wish',
    phrase:
      'hope|hoping|wish|wishing|pray|praying ~3 car|bus|lorry|truck|train|driver ~1 does_not|will_not|would_not|did_not|never stop|stops|brake|brakes|see_me',
    notAfter: 'at|for|here|near|outside|in|on|until|till|by|there|running|raining',
  },
  // Asking not to see the morning: "I ask God every night not to let me see the morning".
  {
    category: 'wish',
    phrase:
      'ask|asking|pray|praying|beg|begging ~3 to? not|never to? let me see|wake_up_to|make_it_to ~1 morning|tomorrow|another_day|the_morning|the_next_day',
  },
  // Sleep wished to last: "I wish I could fall asleep and stay that way".
  {
    category: 'wish',
    phrase:
      'wish|want|wanted|could|if_only|just_want ~3 fall|go|drift to? asleep|sleep|off and stay|stay_that_way|never|not stay|that_way|wake|come_back|asleep',
    notAfter:
      'until|till|til|for_a|for_the|in|past|before|through|up_until|up_till|up_til|up_before|up_at|up_past|up_early|at',
  },
  // An illness let win: "if it comes back I'll just let it take me".
  {
    category: 'wish',
    phrase:
      'let|letting|allow ~1 it|the_cancer|the_illness|the_disease|nature|this_illness take|kill|finish me $|this_time|out|for_good|too',
    notAfter: 'to|wherever|where|home|back|away|with|on|through|for_a',
  },
  // Trading places with the dying: "I'd happily swap places with anyone who's dying".
  {
    category: 'wish',
    phrase:
      'swap|trade|switch|change places with ~3 anyone|someone|people|those|whoever who|that ~1 is|are dying|dead|terminal|terminally_ill',
  },
  // The heart stopping as a relief: "it would be a relief if my heart just stopped".
  {
    category: 'wish',
    phrase:
      'relief|relieved|glad|grateful|fine|peace ~3 if|when my heart|breathing ~2 stopped|stops|would_stop|gave_out|gives_out|gave_up',
  },
  // Not existing, pictured or preferred: "how quiet it would be if I just stopped existing".
  {
    category: 'wish',
    phrase: 'if i ~1 stopped|ceased|quit existing|being_alive|being_here|breathing $|for_good',
  },
  // An end to the pain only through the writer's: "the only way this stops is if I stop".
  {
    category: 'wish',
    phrase:
      'only way ~5 stop|stops|end|ends|will_end|will_stop ~2 is|would_be if|when|for i ~1 stop|die|am_gone|am_dead|do_not_exist|stop_existing|stop_breathing $|existing|for_good|too',
  },
  // Rather dead than living on: "I'd rather be six feet under than deal with this".
  {
    category: 'wish',
    phrase:
      'rather|sooner be six_feet_under|dead|in_the_ground|in_my_grave|in_a_coffin|buried than ~1 deal|live|go_on|face|keep_going|carry_on|wake_up|feel|be_me|exist|stay|continue',
  },
  // Leaving life said plainly by a learner: "I go away from this life", "better I am dead".
  {
    category: 'wish',
    phrase:
      'i ~2 go|going|will_go|want_to_go|leave|leaving ~1 away? from|out_of this|my life|world|earth $|forever|for_good',
  },
  { category: 'wish', phrase: 'better|best i|me|if_i ~1 am|was|be? dead|die|gone|not_alive $' },
  // An exit told apart from an ordinary one: "planning my exit, and not the job kind".
  {
    category: 'wish',
    phrase:
      'my|an|the exit|way_out|escape|departure|leaving ~5 not the|that ~2 job|work|party|career|holiday|travel|office|uni|school kind|sort|type|one',
  },
  // Gone for good in slang: "going to dip out permanently", "the long nap, the permanent one".
  {
    category: 'wish',
    phrase: 'dip|bow|tap|peace|check ~1 out permanently|for_good|forever|of_life|of_this_life',
  },
  {
    category: 'wish',
    phrase:
      'long|big|eternal|permanent|dirt|forever nap|sleep|rest ~4 permanent|permanent_one|forever_one|for_good|never_wake_up',
  },
  { category: 'wish', phrase: '@INTEND ~3 dirt_nap|eternal_sleep|eternal_rest|permanent_nap' },

  // ── Being a burden, the burden lifted by the writer's absence ──
  // The writer removed from others' lives: "time I took myself out of the equation".
  {
    category: 'burden',
    phrase:
      'take|took|taking|remove|removing|removed|get|getting myself|me out_of|from the_equation|the_picture|their_lives|their_way|everyone_way|this_world|existence',
  },
  // Others freed of the writer: "I'm going to set them free of me", "spare them from me".
  {
    category: 'burden',
    phrase:
      'set|free|release|spare|relieve|rid ~1 them|everyone|him|her|you|my_family|my_kids|my_parents ~1 free? of|from me $|for_good|forever|permanently|once_and_for_all',
  },
  // Others given a life by the writer's death: "she'd have it if I was dead".
  {
    category: 'burden',
    phrase:
      'would|could|will have|get|live ~4 if|once|when i was|were|am dead|gone_for_good|not_alive|six_feet_under|in_the_ground',
  },
  // Others held back by the writer's living: "holding them all back by being alive".
  {
    category: 'burden',
    phrase:
      'holding|hold|dragging|drag|ruining|ruin|burdening ~4 by being_alive|existing|breathing|being_born|living|still_being_here $',
  },
  // One fewer of the writer: "the world would run fine with one less of me".
  { category: 'burden', phrase: 'one|1 less of me|me' },
  // The burden said, then ended: "I'm a weight around everyone's neck. They won't have to carry it much longer."
  {
    category: 'finality',
    weak: true,
    phrase:
      'will_not|would_not|never have_to ~3 carry|deal_with|put_up_with|look_after|worry_about|support|care_for|clean_up_after ~3 much_longer|for_much_longer|any_longer|for_long',
  },
  {
    category: 'burden_said',
    weak: true,
    phrase:
      'i am ~2 weight|burden|drain|millstone|dead_weight around|on|to everyone|their|my|all|them',
  },

  // ── No future: no reason or intent to stay ──
  // Out of reasons to stay: "I'm out of ideas for staying", "run out of reasons to keep going".
  {
    category: 'no_future',
    phrase:
      'out_of ~1 ideas|reasons|options|excuses|things for|to staying|stay|living|live|being_here|being_alive|keeping_going|keep_going|go_on|going_on $',
    notAfter: 'in|at|up|home|over|with|the|a|late|out|on|for',
  },
  {
    category: 'no_future',
    phrase: 'out_of reasons ~7 out_of fight|strength|hope|will|energy|road $',
  },
  // Not meaning to be alive: "I don't intend to be here for them", "no plans to still be around".
  {
    category: 'away',
    phrase:
      'i ~1 do_not|did_not|no_longer intend|plan|expect|mean ~1 to still? be here|around|alive|living',
  },
  // No future one wants: "there is no version of my future that I want to be in".
  {
    category: 'no_future',
    phrase:
      'no|not_a|not_one version|future|world|life ~4 i ~2 want|wish|would_like to be_in|be_part_of|live_in|stay_in|wake_up_in|see',
  },
  // No reason to be alive seen: "I can't see a single reason to still be alive".
  {
    category: 'no_future',
    phrase:
      'can_not|do_not|could_not|can_not_find|can_not_think_of|can_not_see ~3 reason|reasons|point to still? be_alive|stay_alive|keep_living|keep_breathing|be_here|exist',
  },
  // Done trying to live: "I'm done trying to live like this".
  {
    category: 'wish',
    phrase:
      'done|finished|through|sick_of|tired_of trying|pretending|fighting to live|stay_alive|keep_going|survive|be_alive|exist|keep_living',
  },
  // Things never improving and the writer too tired to wait: "it's never going to get better and I'm too tired to keep waiting".
  {
    category: 'no_future',
    phrase:
      'never going_to|will_ever|will ~1 get|gets|getting better|easier ~8 too_tired|done|sick|finished to|of|with? keep|keeping|stop? waiting|going|trying|fighting|hoping',
  },
  // Wanting out, said alone: a weak sign that needs another.
  { category: 'escape', weak: true, phrase: 'i ~1 just|really? want|need out $|now|of_here' },
  // No point: "what's the point of getting better when there's nothing to get better for".
  {
    category: 'hopeless',
    weak: true,
    phrase: 'what is the point of ~4 when there is nothing|no_one|no_reason',
  },

  // ── Farewell, apology, a last message ──
  // Others told they could not have stopped it: "none of you could have stopped it".
  {
    category: 'farewell',
    weak: true,
    phrase:
      'none_of_you|no_one|you|nothing|nobody ~2 could_have|could|would_have|can ~1 stopped|prevented|changed|saved|stop|prevent ~1 it|this|me $',
  },
  {
    category: 'letter',
    weak: true,
    phrase: 'if|when you are|have reading|read|found|find this $|i',
  },
  // Having held on as long as one could: "I tried for as long as I could".
  {
    category: 'finality',
    weak: true,
    phrase:
      'tried|fought|held_on|hung_on|kept_going|lasted ~2 as_long_as|for_as_long_as|as_hard_as|as_much_as|all_i i ~1 could|can $',
  },
  // Forgiveness asked or given: "I forgive everyone. I hope you can forgive me for this."
  {
    category: 'apology',
    weak: true,
    phrase: 'forgive me for this|what_i_am_about_to_do|doing_this|leaving|what_i_did $|one_day',
  },
  { category: 'farewell', weak: true, phrase: 'i forgive everyone|you_all|all_of_you|you $' },
  // What the writer will not live to do: "I won't get to tell him myself".
  {
    category: 'finality',
    weak: true,
    phrase:
      'will_not|will_never|never|am_not_going_to get_to|be_there_to|be_around_to|live_to tell|see|watch|hug|meet|say_it_to ~3 myself|grow_up|again|$',
  },
  {
    category: 'farewell',
    weak: true,
    phrase:
      'tell|let my|them|him|her ~4 he|she|they|you was|were|is|are ~1 the best_part|best_thing|my_world|everything',
  },

  // ── The means: counted, measured, hidden, placed ──
  // The lethal amount worked out: "I've worked out the dose".
  {
    category: 'plan',
    weak: true,
    phrase:
      'worked_out|working_out|calculated|figured_out|looked_up|researched|know ~1 the|a|how_much? lethal|fatal|right? dose|amount|how_many_it_takes|how_many_i_need',
  },
  // Pills gathered to a number: "I've got enough of them now", "counting my pills every night".
  {
    category: 'means',
    weak: true,
    phrase:
      'have|got|have_got|saved|collected|stockpiled|hoarded enough ~2 of_them|pills|tablets|now $|now|saved|stored',
  },
  {
    category: 'means',
    weak: true,
    phrase:
      'counting|count|counted|hoarding|stockpiling my|the pills|tablets|meds|medication|painkillers every|each|again|$',
  },
  { category: 'finality', weak: true, phrase: 'nearly|almost there|ready|enough $' },
  // A place chosen for a hanging: "I know which beam".
  {
    category: 'means',
    weak: true,
    phrase:
      'know|picked|chosen|chose|found|checked which|the beam|branch|banister|rail|hook|bridge|ledge|drop|spot|tree $|to|that',
  },
  {
    category: 'plan',
    weak: true,
    phrase:
      'need|waiting_for|wait_for the|my house|flat|place ~1 to_myself|empty|to_be_empty|quiet',
  },
  // A journey with no return: "a hotel room for one night, no return journey".
  {
    category: 'finality',
    weak: true,
    phrase: 'no return|way_back journey|ticket|trip|date|$',
  },
  { category: 'plan', weak: true, phrase: 'no_one|nobody will? knows|know|knowing where|why $' },
  // Taking all of the pills one has: "I have many tablets, I will drink all of them tonight".
  {
    category: 'method',
    phrase:
      'tablets|pills|meds|medicine|medication|painkillers|paracetamol ~6 i ~1 will|going_to|want_to|am_going_to drink|take|swallow|eat|down all|every ~2 of_them|them|one|at_once|together|tonight|now',
  },
  // A car's exhaust asked about for dying: "does the exhaust from a newer car still work for ending it".
  {
    category: 'method',
    phrase:
      'exhaust|fumes|carbon_monoxide|charcoal|helium ~8 ending_it|end_it|kill_myself|killing_myself|dying|to_die|suicide|end_my_life',
  },
  // The least messy or surest way to die: "what's the least messy way to die".
  {
    category: 'method',
    phrase:
      'least_messy|cleanest|tidiest|least_painful|quickest|easiest|surest|most_peaceful|most_reliable|best|painless way|method|ways|methods to die|to_go|to_end_it|to_kill_myself|of_dying|to_do_it|of_ending_it',
    notAfter:
      'to|from|into|home|back|via|through|there|your|my|a|the|some|it|cheese|fabric|eggs|hair|clothes|wool|icing|jeans',
  },
  // A lethal act asked about as painful or quick: "is hanging painful or is it quick".
  {
    category: 'method',
    phrase:
      'is|would|does|will hanging|drowning|an_overdose|overdosing|bleeding_out|jumping painful|quick|slow|fast ~3 or',
  },

  // A death disguised as an accident, worked out: "working out how to make it look like an accident".
  {
    category: 'plan',
    phrase:
      'working_out|worked_out|figuring_out|figured_out|planning|thinking_about|researching|deciding|decide how to make it|my_death|this look like an accident',
  },

  // ── Self-harm, by what it leaves ──
  {
    category: 'self_harm',
    phrase:
      'scratched|scratching|cut|cutting|burned|burnt|carved|clawed|picked|picking|dug|hit|hitting my|both wrists|wrist|arms|arm|thighs|thigh|legs|skin|stomach|hips ~5 till|until|so_that they|it ~1 bled|bleed|bleeds|scarred|scar',
  },
  {
    category: 'self_harm',
    phrase:
      'hiding|hide|hid|cover|covering|covered|covers ~3 fresh|new|my|the cuts|burns|cut_marks|self_harm',
    notAfter: 'from_the|on_my_hands_from',
  },
  {
    category: 'self_harm',
    phrase:
      'can_not|could_not|will_not stop|keep|kept cutting|burning|scratching|hitting|hurting|carving my ~1 arms|arm|wrists|wrist|thighs|thigh|legs|skin|stomach',
  },

  // ── Another person in immediate danger: a time, the means at hand, an act done, silence ──
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~1 will|is_going_to|going_to|about_to|is_about_to|plans_to|is_planning_to ~1 end_it|end_it_all|kill_${ANOTHER_SELF.split('|').join('|kill_')}|hang_${ANOTHER_SELF.split('|').join('|hang_')}|jump|overdose|take_the_pills|take_all_the_pills ~3 tonight|today|now|right_now|this_weekend|tomorrow|if|when|before`,
    notAfter: 'with',
  },
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~2 took|swallowed|has_taken|have_taken|downed ~1 a_whole|the_whole|all|all_of|every|a_bottle_of|a_packet_of|a_box_of|two_packets_of ~2 pills|tablets|packet|bottle|box|her_pills|his_pills|paracetamol|meds ~6 ago|just_now|tonight|earlier|and`,
  },
  {
    category: 'another_in_danger',
    phrase:
      'has|have|got|showed_me|bought|with ~3 a_gun|the_gun|gun|pills|the_pills|rope|a_rope|noose ~6 done|goodbye|much_longer|not_be_around|not_be_here|end_it|last',
    notBefore: 'i|we|you',
  },
  {
    category: 'another_in_danger',
    phrase:
      'done|goodbye|much_longer|not_be_around|not_be_here ~6 has|had|got|showed_me|bought ~2 a_gun|the_gun|gun|pills|the_pills|rope|a_rope|noose',
    notBefore: 'i|we|you',
  },
  {
    category: 'another_in_danger',
    phrase:
      'said_goodbye|says_goodbye|wrote_a_note|left_a_note|posted_goodbye ~10 not_answering|will_not_answer|does_not_answer|offline|can_not_reach|not_picking_up|not_replying|gone_quiet|missing',
  },
  {
    category: 'another_in_danger',
    phrase: `${ANOTHER} ~1 is|are|is_going_to|going_to|will ~1 hang|kill|shoot ${ANOTHER_SELF} ~5 offline|not_answering|now|tonight|right_now`,
  },
];
