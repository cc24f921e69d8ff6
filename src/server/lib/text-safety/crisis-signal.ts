/**
 * The learned crisis signal (ADR 135): a logistic regression over the features of
 * `crisis-signal-features.ts`, trained on the tune parts of every crisis set by
 * `scripts/train-crisis-signal.ts`. It only adds: the detector asks it about a text its rules and
 * warning signs passed, and a score at or above the threshold (the highest it gives any ordinary
 * tune sentence the rules pass) makes the text a crisis. It never clears what the rules found.
 */
import { CRISIS_SIGNAL } from './crisis-signal-weights';
import { vectorOf, windowsOf } from './crisis-signal-features';

/** The weights by bucket, unpacked once at first use. */
let weights: Float32Array | undefined;

function loadedWeights(): Float32Array {
  if (weights) return weights;
  const buckets = new Uint32Array(toArrayBuffer(CRISIS_SIGNAL.buckets));
  const steps = new Int16Array(toArrayBuffer(CRISIS_SIGNAL.steps));
  weights = new Float32Array(1 << CRISIS_SIGNAL.bits);
  buckets.forEach((bucket, at) => {
    weights![bucket] = (steps[at] ?? 0) * CRISIS_SIGNAL.scale;
  });
  return weights;
}

/** Base64 to a fresh buffer aligned for typed arrays (Node's pooled buffers may not be). */
function toArrayBuffer(base64: string): ArrayBuffer {
  const bytes = Buffer.from(base64, 'base64');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/**
 * The signal's score of a text: the highest log-odds of any window of up to three sentences of
 * any of its readings (canonical words, sentences split at ' . '), so a long post is read in
 * pieces, neither diluted nor summed into an alarm.
 */
function crisisSignalScore(readings: readonly string[]): number {
  const table = loadedWeights();
  let best = -Infinity;
  for (const words of readings)
    for (const window of windowsOf(words)) {
      const [buckets, values] = vectorOf(window);
      let sum = 0;
      for (let at = 0; at < buckets.length; at += 1)
        sum += (table[buckets[at] ?? 0] ?? 0) * (values[at] ?? 0);
      best = Math.max(best, sum);
    }
  return best;
}

/** Whether the signal calls a text a crisis. */
export function crisisSignalFires(readings: readonly string[]): boolean {
  return crisisSignalScore(readings) >= CRISIS_SIGNAL.threshold;
}
