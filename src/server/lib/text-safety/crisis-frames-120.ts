/**
 * ADR 120: intent frames the rules of `crisis.ts` lacked, each a frame of words (a verb, its object
 * and what completes it) and never a sentence. They are phrase rules in the language of
 * `phrase.ts`, compiled with the detector's groups, so every guard on a rule's match (another
 * subject, a negation, the past, a report, a sport, a purpose named) applies to them too.
 */
import type { PhraseRule } from './phrase';

export interface FrameRule extends PhraseRule {
  weak?: boolean;
  topic?: boolean;
}

/** What a lethal act is called when it is asked about: a height, a drowning, an overdose. */
const LETHAL_ACT =
  'jumping|falling|a_fall|the_fall|a_jump|hanging|drowning|overdosing|an_overdose|od|bleeding_out|suffocating';

export const FRAMES_120: readonly FrameRule[] = [
  // Asking whether an act would be lethal: "would jumping from the tenth floor kill me", "would a
  // fall from the sixth floor be fatal". The outcome asked is death, so a sprain does not match.
  {
    category: 'method',
    phrase: `would|will|could|is|does|can ~1 ${LETHAL_ACT} ~6 kill_me|be_enough_to_kill_me|enough_to_kill_me|be_fatal|be_lethal|definitely_kill_me|definitely_be_fatal`,
  },
  // Asking whether a way of dying is painless or peaceful: the research crisis lines name as a
  // sign. "Is a root canal painless" names no lethal act.
  {
    category: 'method',
    phrase: `is|would|does|will ~1 ${LETHAL_ACT} ~5 painless|quick_and_painless|peaceful|quick_or_does_it_hurt`,
  },
  // A car driven off or into what kills: "going to drive my car off the bridge", "steer into the
  // river". An intent is needed: a near miss on the ice is told, not intended.
  {
    category: 'method',
    phrase:
      '@INTEND to? ~2 drive|driving|steer|steering|crash|crashing|swerve|swerving|plough|ploughing ~3 off|into ~1 bridge|cliff|river|sea|lake|wall|tree|canal|quarry|reservoir|oncoming|lorry|truck|train',
  },
  // A wish to die held for a span of time: "been wanting to die for weeks". "Die for" alone is a
  // figure ("I'd die for a pizza"), so the rules' figure list stops it; a duration is not one.
  // Present or perfect only: "I wanted to die for so long" is a recovery told.
  {
    category: 'wish',
    phrase:
      'want|wanting|wish|wishing|have_wanted|been_wanting to die|be_dead for weeks|months|years|ages|a_while|a_long_time|days|the_past|the_last|most_of|half',
    notBefore: '@OTHER_SUBJECT ~2',
  },
  // The life named, then "it" wished to end: "I hate my life and I want it to end".
  {
    category: 'wish',
    phrase:
      'hate|hating|sick_of|tired_of|done_with my_life|being_alive|living|existing|existence ~4 want|need|wish it to? end|stop|be_over|over',
  },
  {
    category: 'wish',
    phrase:
      'my life ~4 and i ~2 want|need|wish it to? end|stop|be_over|over $|now|already|for_good',
  },
  // Death welcomed: "I'd welcome death at this point" ("the end of the heatwave" is not).
  {
    category: 'wish',
    phrase: 'i ~3 welcome|welcoming death|dying|the_end|it_ending',
    notAfter: 'of|to|for',
  },
  // A fatal illness or accident said to bring relief: "if I got cancer I'd be relieved".
  {
    category: 'wish',
    phrase:
      'if ~3 got|get|had|have|shows|showed|diagnosed_with|found cancer|something_terminal ~4 be_relieved|relieved|be_glad|not_mind|be_happy|welcome_it',
  },
  {
    category: 'wish',
    phrase:
      'if ~2 bus|car|lorry|truck|train hit|hits|ran_over|runs_over me ~4 be_relieved|relieved|be_glad|not_mind|be_happy|welcome_it|be_fine|be_ok',
  },
  // What others will feel after the writer's death: "when I'm dead they'll finally understand".
  // "Gone" must stand alone ("gone on holiday" is a trip).
  {
    category: 'no_future',
    phrase:
      'when|once|after i am|have? dead|gone|died they|everyone|people|you|he|she|mum|dad will|would ~1 understand|see|realise|realize|be_sorry|regret|notice|care|miss_me|feel_bad|know|learn|pay',
  },
  // Others better off once the writer is gone: "they'll be better off once I'm not here".
  {
    category: 'burden',
    phrase:
      'better_off|better_for_them|better_for_everyone|easier_for_them|easier_for_everyone|better_for_my_family when|once|if i am ~1 not_here|not_around|gone|dead|not_alive',
    notAfter: 'to|on|for|abroad|away|at|in|so|much',
  },
  // "Tonight will be my last", "this week will be my last night": the last said with nothing after
  // it ("my last night in the hostel" names what it is the last of).
  {
    category: 'no_future',
    phrase:
      'this|tonight|today|tomorrow|week|weekend will|is_going_to be my last night|day|week|one|post? $',
  },
  // Having nearly done it at a height: "stood on the edge of the platform and almost did it".
  {
    category: 'plan',
    phrase:
      'edge|ledge|bridge|roof|platform|tracks|cliff|balcony ~8 nearly|almost did_it|went_through_with_it|let_go|stepped_off|jumped $',
  },
  // The means held for a long while: "sat with the blade in my hand for hours".
  {
    category: 'plan',
    phrase:
      'sat|sitting|held|holding|staring_at|stared_at ~3 blade|blades|razor|pills|tablets|rope|noose|gun ~4 for hours|an_hour|ages|all_evening|all_night|the_last_hour',
  },
  // The means made ready: "I have the pills ready", "the blade ready".
  {
    category: 'plan',
    phrase:
      'i_have|i_have_got|got the|my pills|tablets|rope|noose|blade|blades|razor|gun ready|lined_up|counted_out|set_out $|tonight|now',
  },
  // Thrown off a height, however the verb is put ("yeeting myself off a bridge"): the rules'
  // figure list clears "myself off" after a lethal verb ("kill myself off"), a height does not.
  {
    category: 'method',
    phrase:
      'yeet|yeeting|yeeted|throw|throwing|threw|fling|flinging|launch|launching|jump|jumping @SELF off|from ~2 bridge|building|roof|rooftop|cliff|balcony|tower|ledge|window|car_park|multistorey|multi_storey|top|overpass|skyscraper',
  },
  // An urge to self-harm that is its own subject: "the urge to cut is so strong tonight".
  {
    category: 'self_harm',
    phrase:
      'urge|urges|itch|craving to cut|burn|harm is|are|was|has|keeps|gets|getting|won|will_not',
  },
  // Surviving doubted, then refused by an elided wish: "don't think I'll make it through the night,
  // and I don't want to". The refusal needs that antecedent: "to the gym" is an outing.
  {
    category: 'wish',
    phrase:
      'make_it_through|make_it_to|making_it_to|making_it_through|survive|see ~2 night|week|christmas|year|birthday|weekend|today|tomorrow|this ~2 i? ~1 do_not|did_not even? want_to $',
  },
];
