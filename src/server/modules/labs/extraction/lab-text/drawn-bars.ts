/**
 * A bar or gauge a report draws in characters to place a value in its range ('|----●--|',
 * '[━━●━━]', '■■■□□', '▁▂▃▅▇', '○ ○ ● ○ ○'): one place for the readers that set drawings aside
 * (portal-controls.ts drops bars from a line, side-by-side.ts tells a gauge from a card's value).
 */

/**
 * A word of a drawn bar that a line can lose: lines, blocks and the dot, no letter or digit; three
 * signs at least or the dot, so that a lone '|' between a letterhead's address and its phone is no
 * bar. Rising blocks ('▁▂▃▅▇') are not dropped: a card grid's lines keep their place by them (a
 * gauge line between a card's value and its unit, set 215).
 */
const BAR_WORD = /^(?=.*[|─━●○◆├┤┃▮▯■□])(?=.{3}|.*[●○◆])[|─━●○◆├┤┃▮▯■□·.\-_=[\]]+$/u;

export const isBarWord = (text: string): boolean => BAR_WORD.test(text);

/**
 * A word of any gauge: three signs or more with no letter, digit, comparison or plus, rising
 * blocks included. It shows a value; it is none.
 */
export const isGaugeWord = (text: string): boolean =>
  isBarWord(text) || /^[^\p{L}\p{N}<>≤≥+]{3,}$/u.test(text);
