/**
 * ADR 155: frames for warning signs that the tune part of an eighteenth fresh set
 * (tests/fixtures/crisis/probes-176.json, written without the rules; its held-out part is never
 * read) showed the detector lacked: a future refused ("I've made peace with not seeing next
 * year", "I don't plan on needing them after this weekend"), a last sight ("the last sunrise I'm
 * ever going to see"), a next attempt prepared after a failed one, the writer's own life counted
 * worthless once things are given away ("doesn't matter what happens to me now"), affairs set up
 * to run "when I'm not", and a health app's own reminders turned off for good. Each is the
 * general way a sign is said, not a sentence of the set; a frame an ordinary twin could say is
 * weak and counts only with a second sign of another kind.
 */
import type { FrameRule } from './crisis-frames-120';

/** A time ahead: this weekend, next year, a month. */
const AHEAD =
  'this_weekend|the_weekend|this_week|next_week|next_month|next_year|tomorrow|tonight|friday|saturday|sunday|christmas|my_birthday';

export const FRAMES_176: readonly FrameRule[] = [
  // ── A future refused ──
  {
    category: 'no_future',
    phrase: `made|making my? peace with not seeing|being_here_for|being_around_for|making_it_to ~1 ${AHEAD}|another_year|another_christmas`,
  },
  {
    category: 'no_future',
    weak: true,
    phrase: `do_not|dont|not plan|planning on|to needing|need ~2 them|it|anything|any_of_it after ${AHEAD}`,
  },
  {
    category: 'no_future',
    phrase:
      'not planning|plan on|to being_here|being_around|being_alive|be_here|be_alive in|by ~1 #|a|two|three|six months|weeks|years',
  },
  // "The last sunrise I'm ever going to see": a last sight, said of the writer's own end.
  {
    category: 'finality',
    phrase:
      'last sunrise|sunset|morning|christmas|birthday|summer i_am|i_will|im ever? going_to|get_to|will? see|have|spend',
  },

  // ── A next attempt prepared after a failed one (weak: a business's second go is said so too) ──
  {
    category: 'plan',
    weak: true,
    phrase:
      'researching|planned|planning|prepared|preparing|made_sure ~3 the|my second|next one|attempt will_not|wont|does_not|will|is_going_to ~1 fail|work|$',
  },

  // ── A life counted worthless once things are given away ──
  {
    category: 'worthless_self',
    weak: true,
    phrase: 'does_not|doesnt|do_not matter what happens to me now|any_more|$',
  },
  // Money and things sold or given away ("sold my bike and gave the money away").
  {
    category: 'giving_away',
    weak: true,
    phrase: 'gave|giving|given the|my|all_the|all_my money|savings away',
  },
  {
    category: 'giving_away',
    weak: true,
    phrase:
      'sold my ~1 bike|car|guitar|things|stuff|belongings|records|games ~3 and gave|and_giving',
  },
  // Affairs set up to run "when I'm not" (here, around, alive).
  {
    category: 'affairs',
    weak: true,
    phrase:
      'handled|sorted|paid|covered|taken_care_of|set when|once|after i_am|im not $|here|around',
  },
  // A health app's reminders, or its logging, stopped for good with everything else.
  {
    category: 'no_need',
    weak: true,
    phrase: 'stop|stopping logging|tracking ~1 and stop|stopping everything|it_all',
  },
  {
    category: 'no_need',
    weak: true,
    phrase: 'turning|turned|switching|switched off all my reminders|alarms|notifications',
  },
];
