/**
 * ADR 134: frames for warning signs that a second fresh set (tests/fixtures/crisis/probes-134.json,
 * written without the rules, stressing what is easy to miss) showed the detector lacked: a
 * medicine named by its own name (pregabalin, propranolol) as the means, the means saved a little
 * at a time until it is "enough", a death or absence dated by an event ("after the wedding I'm
 * done", "won't be around by next month"), a question about someone's death that the writer then
 * owns ("asking for me", "that's what I'm doing"), a place of death approached ("standing by the
 * open balcony door", "checking when the fast trains come"), an attempt regretted for failing, and
 * a non-native speaker's "kill me", "stop my life". Each is a frame of words in the language of
 * `phrase.ts`, so every guard on a rule's match applies; a frame a twin could say for an ordinary
 * reason is weak and counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

/**
 * Medicines by name, beyond those the rules named already: what poison centres see taken in
 * overdose (NIH MedlinePlus drug pages; the NHS's overdose guidance), so a means frame does not
 * depend on the medicine being one of a dozen.
 */
export const MEDICINE_NAMES =
  'pregabalin|gabapentin|propranolol|amlodipine|metoprolol|atenolol|digoxin|verapamil|diltiazem|metformin|gliclazide|warfarin|olanzapine|risperidone|mirtazapine|trazodone|venlafaxine|duloxetine|bupropion|paroxetine|nortriptyline|clomipramine|imipramine|doxepin|clonazepam|lorazepam|alprazolam|temazepam|zolpidem|diphenhydramine|promethazine|hydrocodone|methadone|buprenorphine|dihydrocodeine|carbamazepine|lamotrigine|valproate|levothyroxine|colchicine|naproxen|nurofen|panadol|benadryl|ambien|seroquel|lyrica|ativan|klonopin|percocet|vicodin';

/** A day or an event that an end is set by. */
const EVENT =
  'wedding|birthday|christmas|graduation|exams|speeches|holidays|new_year|spring|summer|the_trial|court';

export const FRAMES_134: readonly FrameRule[] = [
  // ── The means kept back, a little at a time, until it is enough ──
  // "been saving my pregabalin since January", "hide half my quetiapine every month", "rationing
  // my insulin": weak (a trip's supply is saved too), a second sign of another kind needed.
  {
    category: 'means',
    weak: true,
    phrase: 'saving|saved|hiding|hide|hid|rationing|stockpiling|collecting ~3 @MEANS',
    notAfter: 'for_the_trip|for_travel|for_holiday|for_my_holiday|in_case|for_emergencies',
  },
  // "Bought in a different shop each time so nobody gets suspicious": gathered in secret.
  {
    category: 'means',
    weak: true,
    phrase:
      '@MEANS ~9 so nobody|no_one|the_pharmacist|the_chemist ~2 suspicious|notices|notice|finds_out|find_out',
  },
  // ... until it is "almost enough", "once there's enough I'm going to use them".
  {
    category: 'plan',
    weak: true,
    phrase:
      'almost|nearly|once_there_is|when_there_is|once_i_have|when_i_have enough $|i_am_going|to_do_it|to_use_them',
  },
  // "I'm going to use them all at once": a whole stock at one time.
  {
    category: 'method',
    weak: true,
    phrase:
      '@INTEND to? use|take|swallow|inject them|it|everything all at_once|together|in_one_go $',
  },
  // "It's my way out if things aren't better by spring", "that's my plan if next month goes
  // like this one": said of the means, a way out kept.
  {
    category: 'escape',
    weak: true,
    phrase: 'it_is|that_is|they_are|those_are my way_out|exit|plan|last_resort $|if',
  },
  // "They figured out what I was saving it for."
  {
    category: 'hidden_purpose',
    weak: true,
    phrase: 'what i was|am saving|keeping|hiding|collecting it|them for $',
  },
  // "I've got 60 amitriptyline in the bathroom cabinet": the means counted.
  {
    category: 'means',
    weak: true,
    phrase: 'i have|got ~1 ## @MEANS',
  },

  // ── A medicine asked about as a death ──
  // "How much paracetamol does it take to actually kill you": the amount asked is the lethal one.
  {
    category: 'method',
    phrase:
      'how_much|how_many ~4 @MEANS ~8 kill_you|kill_me|kill_a_person|kill_someone|actually_kill|be_fatal|not_wake_up|never_wake_up',
  },
  // "Would that be enough to go to sleep permanently?"
  {
    category: 'method',
    phrase: 'enough to go_to_sleep|fall_asleep|sleep permanently|and_never_wake_up',
  },
  // "I don't want to be found in time", "make sure nobody finds me until it's over".
  {
    category: 'plan',
    phrase: 'do_not want to be found in_time|until_it_is_over|until_after',
  },
  {
    category: 'plan',
    phrase: 'find|finds me until it_is_over|it_is_done|it_is_too_late',
  },
  // "I'm not looking for safety advice, I want it to be final": weak each (a divorce is final).
  {
    category: 'method',
    weak: true,
    phrase: 'want|need it to be final|fatal|lethal $',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'not looking|asking for safety_advice|a_lecture|a_hotline|a_helpline',
  },
  // "Which of my medications would be most dangerous if I took them all together?"
  {
    category: 'method',
    weak: true,
    phrase: 'most dangerous|deadly|lethal if i took|take them|all ~1 together|at_once',
  },

  // ── An end set by a date or an event ──
  // "After my daughter's wedding in June I'm done": weak, since a student is done after exams.
  {
    category: 'plan',
    weak: true,
    phrase: `after|once ~3 ${EVENT} ~5 i_am|i_will ~1 done|gone $`,
  },
  // "I don't plan on being alive by next month", "I won't be alive long enough to see it".
  {
    category: 'plan',
    phrase: 'do_not plan|intend|expect on_being|to_be alive ~1 by|past|beyond|after|for|next|at|in',
  },
  {
    category: 'plan',
    phrase: 'will not be alive long_enough|that_long',
  },
  // "I won't be around long enough for the dose change to matter": weak (a short stay says it).
  {
    category: 'absence',
    weak: true,
    phrase: 'will not be around|here long_enough for|to',
  },
  // "I've decided 40 is as far as I go": an age set as the last.
  {
    category: 'plan',
    phrase: 'decided # is as_far_as i_go|i_get $',
  },
  // "...so they won't be the ones to find me", "make sure it isn't them who find me".
  {
    category: 'finality',
    weak: true,
    phrase: 'the_ones|the_one|the_first to find me $',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'make_sure ~3 who|nobody|no_one|they|she|he find|finds me $',
  },
  // "I'm checking out before Christmas" (a hotel's check-out says it too) and "nobody will have
  // to buy me a present this year".
  {
    category: 'plan',
    weak: true,
    phrase:
      'i am checking_out|going_to_check_out before|by ~1 christmas|new_year|spring|summer|next_month|my_birthday',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'nobody|no_one will have to buy|get me a? present|presents|anything',
  },

  // ── A question about someone's death, then owned ──
  // Someone in general ending their life, asked about: weak, a crisis only beside a second sign
  // ("asking for me", "that's what I'm doing", "trying to work out mine", a plan). Not one of the
  // writer's own acts, so it is not dropped for having another subject, only when the text is
  // about helping another (crisis.ts, `ofAnother`).
  {
    category: 'asked_about',
    weak: true,
    phrase:
      'someone|a_person|a_guy|people|the_person|a_nurse|they ~4 kill|kills|end|ends themselves|herself|himself|their_own_life|her_own_life|his_own_life|it',
  },
  {
    category: 'asked_about',
    weak: true,
    // Asked as a supposition, not a death told (grief says "my uncle died by suicide").
    phrase: 'if ~3 died|dies|die by suicide',
  },
  {
    category: 'asked_about',
    weak: true,
    phrase: 'count|counted|considered that|it as suicide',
  },
  {
    category: 'owned',
    weak: true,
    phrase: 'asking for me|myself $|not_a_friend|not_for_a_friend',
  },
  {
    category: 'owned',
    weak: true,
    phrase: 'okay|ok it_is me $',
  },
  {
    category: 'owned',
    weak: true,
    phrase: 'that_is what i_am doing $',
  },
  {
    category: 'owned',
    weak: true,
    phrase: 'trying to work_out|sort|figure_out|decide mine $',
  },
  {
    category: 'owned',
    weak: true,
    phrase: 'my friend me',
  },
  {
    category: 'owned',
    weak: true,
    phrase: 'asking for the reason you think',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'getting|got|putting my stuff|affairs|things in_order $',
  },
  // "whether drowning hurts or if you just pass out": weak (a novelist asks it too).
  {
    category: 'method',
    weak: true,
    phrase: 'whether|does|would|will drowning|hanging|jumping|overdosing|an_overdose hurts|hurt',
  },

  // ── A place of death approached ──
  // "standing by the open balcony door right now": weak (a view is watched from there too).
  {
    category: 'method',
    weak: true,
    phrase:
      'standing|sitting|stood|sat on|at|by|near ~2 open? balcony|ledge|edge|roof|railing|platform|tracks|bridge ~2 right_now|now|again $',
  },
  {
    category: 'method',
    weak: true,
    phrase: 'when the fast|express trains|train come|comes|pass|go through',
  },
  {
    category: 'method',
    weak: true,
    phrase: 'drove|went|walked|cycled to the bridge|cliff|tracks|edge again',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'next_time i do_not think i will get_back|come_back|come_home|drive_home',
  },
  // "I picture stepping in front of the express", "lie down on the tracks".
  {
    category: 'method',
    phrase:
      'stepping|step|jump|jumping|throw_myself|throwing_myself in_front_of|under ~1 the|a express|train|trains|tracks|traffic|lorry|bus',
  },
  {
    category: 'method',
    phrase: 'tracks|railway|line ~12 lie_down|lay_down $',
  },
  // "planning to walk into the sea on Sunday morning": weak (a charity dip is planned too), with
  // "the pain is never going to stop" beside it.
  {
    category: 'method',
    weak: true,
    phrase: '@INTEND to? walk|swim into|out_into the sea|river|lake $|on|tonight|tomorrow|and',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase: 'the pain is never going to stop|end|go_away $',
  },
  // A gun thought about or made ready.
  {
    category: 'means',
    weak: true,
    phrase:
      'shotgun|gun|rifle|pistol|revolver ~8 been thinking_about_it|thinking_about_using_it|thinking_about_it_every_day',
  },
  {
    category: 'means',
    weak: true,
    phrase: 'carrying|carry|got|have|took the key to ~2 gun_cabinet|gun_safe|gun_cupboard',
  },
  {
    category: 'method',
    weak: true,
    phrase: 'gun ~2 brain|head|mouth|temple',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'thinking about it for_real ~1 tonight|today|now|$',
  },
  // Chosen: "already picked out the bridge and the day".
  {
    category: 'plan',
    phrase:
      'picked|picked_out|chosen|chose the|a bridge|building|cliff|tree|rope|grave and the|a day|date|time',
  },
  // Hopeless said of oneself and one's life, weak: "I'm never getting better", "Nothing is ever
  // going to change", "Life isn't going to get better for someone like me".
  {
    category: 'hopeless',
    weak: true,
    phrase: 'i_am never getting|going_to_get better $',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase: 'nothing is ever going to change|get_better $',
  },
  {
    category: 'hopeless',
    weak: true,
    phrase: 'is not going to get better for someone like me|for_me',
  },
  {
    category: 'wish',
    weak: true,
    phrase: 'can_not keep living|going_on with this|like_this|this_way',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'tonight|today feels_like|is the night|day $',
  },

  // ── An attempt told, and regretted for failing ──
  {
    category: 'attempt_told',
    weak: true,
    // ADR 153: anywhere in its sentence ('they pumped my stomach in January').
    phrase: 'pumped my stomach',
  },
  {
    category: 'wish',
    weak: true,
    phrase: 'angry|upset|disappointed|gutted|furious that? it did_not work|succeed $',
  },
  {
    category: 'wish',
    phrase: 'disappointment|disappointed|angry|upset ~2 that? i_am still here|alive|breathing $',
  },
  {
    category: 'wish',
    phrase: 'not sure i_am glad i survived|made_it|woke_up',
  },
  {
    category: 'suicide',
    phrase:
      'i overdosed|od|took_an_overdose last|on|this ~1 week|night|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday',
  },
  {
    category: 'suicide',
    weak: true,
    phrase: 'thinking of|about trying again',
  },

  // ── A non-native speaker's own words ──
  // "I want to kill me", "I decide to stop my life after my son finish his exam".
  {
    category: 'wish',
    phrase:
      'i %1 want|wanted|decided|decide|plan|going|will to kill|end|finish|stop|take me $|because|but|and|so',
  },
  {
    category: 'wish',
    phrase: 'i %1 decide|decided|want|plan|going|will to stop|finish my life|own_life',
    notAfter: 'work|story|s|goals|plans',
  },
  {
    category: 'wish',
    weak: true,
    phrase: 'better i also? go to him|her|them|my_husband|my_wife',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'i have prepare|prepared|arranged everything $',
  },

  // ── Self-harm that goes on, hidden or deserved ──
  {
    category: 'self_harm',
    phrase:
      'cutting|cut|burning|burn ~3 arm|arms|legs|leg|wrist|wrists|thighs|skin ~9 more_deep|deeper|do_not_want_to_stop',
  },
  {
    category: 'self_harm',
    phrase: 'only thing that helps ~4 is cutting|burning|hurting_myself',
    notAfter: 'it|them|my_hair|back|carbs|sugar|down',
  },
  {
    category: 'self_harm',
    phrase: 'burned|burnt|cut|scratched|hit myself ~6 deserved|deserve|want_to_do_it_again',
  },
  {
    category: 'self_harm',
    phrase: 'a cut|cuts|burn|burns that i did|made on_purpose',
  },
  {
    category: 'self_harm',
    phrase: 'moved to my ~1 thighs|legs|stomach so nobody|no_one sees|can_see|notices',
  },

  // ── Said plainly in other words ──
  {
    category: 'wish',
    weak: true,
    phrase: 'the permanent solution|way_out $|is',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'stopped saying if and started saying when',
  },
  {
    category: 'method',
    phrase: 'final exit ~1 methods|method|ways|books|book',
  },
  {
    category: 'plan',
    weak: true,
    phrase: 'actually do_it|go_through_with_it this time',
  },
  {
    category: 'wish',
    weak: true,
    phrase: 'why i_am even still here',
  },
  {
    category: 'farewell',
    phrase: 'want|need someone|somebody to know before i go $',
  },
  {
    category: 'method',
    phrase: 'sitting|sat ~2 with|w the pills|tablets|blade|razor in my hand|hands',
  },
  {
    category: 'plan',
    phrase: 'i have a plan and it_is soon|tonight|tomorrow|this_week',
  },
  {
    category: 'burden',
    phrase: 'kindest|best thing i could_do|can_do ~3 is to? not_be_here|disappear|be_gone|die',
  },
  {
    category: 'method',
    phrase: 'if i threw|throw myself down|off',
  },
  {
    category: 'farewell',
    phrase: 'i wanted|want my last words to be',
  },
  {
    category: 'farewell',
    phrase: 'said my goodbyes ~4 without anyone|anybody noticing|knowing',
  },
  {
    category: 'finality',
    weak: true,
    phrase: 'and i do_not mean ~2 a? break|holiday|for_a_while',
  },
  {
    category: 'plan',
    phrase: 'my plan to die|to_end_it|to_kill_myself',
  },
];
