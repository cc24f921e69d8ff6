// `npx tsx scripts/train-crisis-sentences.ts`: the crisis detector's sentence reader (ADR 173).
// Prints its figures; `--write` writes the weights it reads
// (src/server/lib/text-safety/crisis-sentence-weights.ts); `--loso` adds, for every fresh set
// (probes-142 on), a network trained without that set at all, counted on its held-out part: the
// figure closest to next week's set nobody here has seen.
//
// The network: the Universal Sentence Encoder's 512 numbers for a text (its normaliser's first
// reading, as the product reads it), one hidden layer of 128 rectified units, a logistic output;
// Adam over mini-batches in a seeded order, so the same sets train the same weights. It trains on
// the tune parts of every crisis set except the ones kept fresh (FRESH_SETS: counted whole, never
// trained on), and on two thirds of a corpus of everyday messages (short replies, placeholders,
// questions to the assistant; none a crisis), without which it took any short text for a crisis.
// A fifth of the training texts (by a hash of the text) is set aside to choose the threshold: the
// score that the highest 1 % of its hard ordinary texts (the sets' twins) the rest of the detector
// passes reach. Held-out parts are counted, never printed.
//
// Embedding 21,000 texts takes some 7 minutes on two cores; they are kept in the system's
// temporary folder between runs, keyed by the text.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectPath } from '#server/lib/project-paths';
import { seededRandom } from '#server/lib/seeded-random';
import { detectCrisis } from '#server/lib/text-safety/crisis';
import { isHeldOut, loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';
import { windowsOf } from '#server/lib/text-safety/crisis-signal-features';
import { sentenceEncoder, sentenceReading } from '#server/lib/text-safety/crisis-sentence-model';

/** Sets never trained on: counted whole, tune and held-out parts alike, as a stranger's set. */
const FRESH_SETS = new Set(['probes-177']);
/** Files read on their own: their held-out third is chosen by a hash of the text. */
const OWN_SPLIT = new Set(['corpus.json', 'everyday-messages.json']);
/** Sets this script never reads: a probe being written blind, kept for its own measurement. */
const NOT_READ = new Set([
  'probes-178.json',
  'probes-180.json',
  'probes-181.json',
  'probes-182.json',
]);
const DIMENSIONS = 512;
const HIDDEN = 128;
const EPOCHS = 20;
const BATCH = 64;
const RATE = 1e-3;
const DECAY = 1e-4;
/** The share of ordinary validation texts, passed by the rest of the detector, allowed above. */
const ALARM_PERCENTILE = Number(process.env.CRISIS_PERCENTILE ?? 99);
/** Networks trained from different seeds and averaged (ADR 179). */
const SEEDS = Number(process.env.CRISIS_SEEDS ?? 1);
/** `--loso` on these sets only (comma-separated), when the whole run is too slow. */
const LOSO_SETS = process.env.CRISIS_LOSO_SETS?.split(',');

interface Item {
  text: string;
  crisis: boolean;
  set: string;
  heldOut: boolean;
  /** The rest of the detector's verdict (rules, warning signs, learned signal). */
  before: boolean;
  embedding: Float32Array;
}

// ── The sets ────────────────────────────────────────────────────────────────────────────────

type Raw = Omit<Item, 'before' | 'embedding'>;

function loadSets(): Raw[] {
  const raw: Raw[] = loadCrisisCorpus().map((entry) => ({
    text: entry.text,
    crisis: entry.crisis,
    set: 'corpus',
    heldOut: isHeldOut(entry.text),
  }));
  const read = (path: string, set: string) => {
    const entries = JSON.parse(readFileSync(projectPath(path), 'utf8')) as {
      text: string;
      crisis: boolean;
      split?: string;
    }[];
    for (const entry of entries)
      raw.push({
        text: entry.text,
        crisis: entry.crisis,
        set,
        heldOut: entry.split === 'held-out',
      });
  };
  read('src/server/lib/text-safety/crisis-probe-106.json', 'probe-106');
  const folder = 'tests/fixtures/crisis';
  for (const file of readdirSync(projectPath(folder)).sort())
    if (file.endsWith('.json') && !OWN_SPLIT.has(file) && !NOT_READ.has(file))
      read(`${folder}/${file}`, file.replace(/\.json$/, ''));
  // Everyday messages (short replies, placeholders, questions to the assistant): none a crisis.
  for (const entry of JSON.parse(
    readFileSync(projectPath(`${folder}/everyday-messages.json`), 'utf8'),
  ) as { text: string }[])
    raw.push({ text: entry.text, crisis: false, set: 'everyday', heldOut: isHeldOut(entry.text) });
  return raw;
}

/** What the encoder is given for a training text: all its sentences as one window. */
const trainingReading = (text: string) => windowsOf(sentenceReading(text)).flat().join(' . ');

async function embedAll(texts: readonly string[]): Promise<Float32Array[]> {
  const cachePath = join(tmpdir(), 'wellnest-crisis-embeddings.json');
  const cache: Record<string, number[]> = existsSync(cachePath)
    ? (JSON.parse(readFileSync(cachePath, 'utf8')) as Record<string, number[]>)
    : {};
  const key = (text: string) => createHash('sha256').update(trainingReading(text)).digest('hex');
  const missing = [...new Set(texts.filter((text) => !cache[key(text)]))];
  const encoder = await sentenceEncoder();
  for (let at = 0; at < missing.length; at += 256) {
    const part = missing.slice(at, at + 256);
    const vectors = await encoder.embed(part.map(trainingReading));
    part.forEach((text, index) => (cache[key(text)] = vectors[index] ?? []));
    process.stderr.write(`embedded ${Math.min(at + 256, missing.length)} of ${missing.length}\r`);
  }
  if (missing.length > 0) writeFileSync(cachePath, JSON.stringify(cache));
  return texts.map((text) => Float32Array.from(cache[key(text)] ?? []));
}

async function loadItems(): Promise<Item[]> {
  const raw = loadSets();
  const embeddings = await embedAll(raw.map((item) => item.text));
  return raw.map((item, at) => ({
    ...item,
    before: detectCrisis(item.text).crisis,
    embedding: embeddings[at] ?? new Float32Array(DIMENSIONS),
  }));
}

// ── The network ─────────────────────────────────────────────────────────────────────────────

interface Weights {
  inputWeights: Float32Array;
  hiddenBias: Float32Array;
  outputWeights: Float32Array;
  outputBias: Float32Array;
}

function initialWeights(random: () => number): Weights {
  const normal = () =>
    Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  return {
    inputWeights: Float32Array.from(
      { length: DIMENSIONS * HIDDEN },
      () => normal() * Math.sqrt(2 / DIMENSIONS),
    ),
    hiddenBias: new Float32Array(HIDDEN),
    outputWeights: Float32Array.from({ length: HIDDEN }, () => normal() * Math.sqrt(1 / HIDDEN)),
    outputBias: new Float32Array(1),
  };
}

/** The hidden units and the log-odds of one embedding. */
function forward(weights: Weights, input: Float32Array, units: Float32Array): number {
  const hidden = weights.hiddenBias.length;
  units.set(weights.hiddenBias);
  for (let dimension = 0; dimension < DIMENSIONS; dimension += 1) {
    const value = input[dimension] ?? 0;
    const row = dimension * hidden;
    for (let unit = 0; unit < hidden; unit += 1)
      units[unit]! += value * weights.inputWeights[row + unit]!;
  }
  let sum = weights.outputBias[0]!;
  for (let unit = 0; unit < hidden; unit += 1) {
    units[unit] = Math.max(units[unit]!, 0);
    sum += units[unit]! * weights.outputWeights[unit]!;
  }
  return sum;
}

/** Adam's moments for each tensor, in the order of `tensors`. */
const tensors = (weights: Weights) => [
  weights.inputWeights,
  weights.hiddenBias,
  weights.outputWeights,
  weights.outputBias,
];

function train(items: readonly Item[], seed = 1): Weights {
  const random = seededRandom(seed);
  const weights = initialWeights(random);
  const params = tensors(weights);
  const firsts = params.map((tensor) => new Float32Array(tensor.length));
  const seconds = params.map((tensor) => new Float32Array(tensor.length));
  const grads = params.map((tensor) => new Float32Array(tensor.length));
  const units = new Float32Array(HIDDEN);
  const order = items.map((_, at) => at);
  let step = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let at = order.length - 1; at > 0; at -= 1) {
      const other = Math.floor(random() * (at + 1));
      [order[at], order[other]] = [order[other]!, order[at]!];
    }
    for (let start = 0; start < order.length; start += BATCH) {
      const batch = order.slice(start, start + BATCH);
      for (const grad of grads) grad.fill(0);
      for (const index of batch) accumulate(weights, items[index]!, units, grads, batch.length);
      step += 1;
      adamStep(params, grads, firsts, seconds, step);
    }
  }
  return weights;
}

/** Adds one example's gradient of the log loss (and the weight decay) to `grads`. */
function accumulate(
  weights: Weights,
  item: Item,
  units: Float32Array,
  grads: Float32Array[],
  batchSize: number,
): void {
  const [inputGrad, hiddenGrad, outputGrad, biasGrad] = grads as [
    Float32Array,
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const score = forward(weights, item.embedding, units);
  const error = (1 / (1 + Math.exp(-score)) - (item.crisis ? 1 : 0)) / batchSize;
  biasGrad[0]! += error;
  for (let unit = 0; unit < HIDDEN; unit += 1) {
    outputGrad[unit]! += error * units[unit]! + (DECAY * weights.outputWeights[unit]!) / batchSize;
    const back = units[unit]! > 0 ? error * weights.outputWeights[unit]! : 0;
    hiddenGrad[unit]! += back;
    if (back === 0) continue;
    for (let dimension = 0; dimension < DIMENSIONS; dimension += 1)
      inputGrad[dimension * HIDDEN + unit]! += back * item.embedding[dimension]!;
  }
}

function adamStep(
  params: Float32Array[],
  grads: Float32Array[],
  firsts: Float32Array[],
  seconds: Float32Array[],
  step: number,
): void {
  const firstCorrection = 1 - 0.9 ** step;
  const secondCorrection = 1 - 0.999 ** step;
  params.forEach((param, which) => {
    const grad = grads[which]!;
    const first = firsts[which]!;
    const second = seconds[which]!;
    // The input weights' decay, added once per batch (the output's is in `accumulate`).
    const decay = which === 0 ? DECAY : 0;
    for (let at = 0; at < param.length; at += 1) {
      const g = grad[at]! + decay * param[at]!;
      first[at] = 0.9 * first[at]! + 0.1 * g;
      second[at] = 0.999 * second[at]! + 0.001 * g * g;
      param[at]! -=
        (RATE * (first[at]! / firstCorrection)) /
        (Math.sqrt(second[at]! / secondCorrection) + 1e-8);
    }
  });
}

const scoreOf = (weights: Weights, item: Item) =>
  forward(weights, item.embedding, new Float32Array(weights.hiddenBias.length));

// ── Training with a threshold ───────────────────────────────────────────────────────────────

/** A fifth of the training texts, by a hash of the text, chooses the threshold. */
const isValidation = (text: string) =>
  (createHash('sha256').update(`threshold:${text}`).digest()[0] ?? 0) % 5 === 0;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * share) / 100))] ?? 0;
}

/**
 * Networks trained from different seeds, their log-odds averaged: one network whose hidden layer
 * is theirs side by side and whose output weights are each divided by their number.
 */
function trainEnsemble(items: readonly Item[], seeds: number): Weights {
  const members = Array.from({ length: seeds }, (_, at) => train(items, at + 1));
  if (members.length === 1) return members[0]!;
  const hidden = HIDDEN * seeds;
  const merged: Weights = {
    inputWeights: new Float32Array(DIMENSIONS * hidden),
    hiddenBias: new Float32Array(hidden),
    outputWeights: new Float32Array(hidden),
    outputBias: new Float32Array(1),
  };
  members.forEach((member, which) => {
    for (let dimension = 0; dimension < DIMENSIONS; dimension += 1)
      merged.inputWeights.set(
        member.inputWeights.subarray(dimension * HIDDEN, (dimension + 1) * HIDDEN),
        dimension * hidden + which * HIDDEN,
      );
    merged.hiddenBias.set(member.hiddenBias, which * HIDDEN);
    merged.outputWeights.set(
      member.outputWeights.map((weight) => weight / seeds),
      which * HIDDEN,
    );
    merged.outputBias[0]! += member.outputBias[0]! / seeds;
  });
  return merged;
}

function trainWithThreshold(training: readonly Item[]): { weights: Weights; threshold: number } {
  const fit = training.filter((item) => !isValidation(item.text));
  const weights = trainEnsemble(fit, SEEDS);
  // The hard ordinary texts (the sets' twins, written with crisis words): the everyday messages
  // are easy and would pull the percentile down.
  const ordinary = training.filter(
    (item) => isValidation(item.text) && !item.crisis && !item.before && item.set !== 'everyday',
  );
  const threshold = percentile(
    ordinary.map((item) => scoreOf(weights, item)),
    ALARM_PERCENTILE,
  );
  return { weights, threshold };
}

// ── Figures ─────────────────────────────────────────────────────────────────────────────────

interface Count {
  crisis: number;
  foundBefore: number;
  foundAfter: number;
  ordinary: number;
  alarmsBefore: number;
  alarmsAfter: number;
}

function count(items: readonly Item[], fires: (item: Item) => boolean): Count {
  const crisis = items.filter((item) => item.crisis);
  const ordinary = items.filter((item) => !item.crisis);
  const after = (item: Item) => item.before || fires(item);
  return {
    crisis: crisis.length,
    foundBefore: crisis.filter((item) => item.before).length,
    foundAfter: crisis.filter(after).length,
    ordinary: ordinary.length,
    alarmsBefore: ordinary.filter((item) => item.before).length,
    alarmsAfter: ordinary.filter(after).length,
  };
}

function add(a: Count, b: Count): Count {
  return {
    crisis: a.crisis + b.crisis,
    foundBefore: a.foundBefore + b.foundBefore,
    foundAfter: a.foundAfter + b.foundAfter,
    ordinary: a.ordinary + b.ordinary,
    alarmsBefore: a.alarmsBefore + b.alarmsBefore,
    alarmsAfter: a.alarmsAfter + b.alarmsAfter,
  };
}

const ZERO: Count = {
  crisis: 0,
  foundBefore: 0,
  foundAfter: 0,
  ordinary: 0,
  alarmsBefore: 0,
  alarmsAfter: 0,
};

const share = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

function row(label: string, c: Count): string {
  return (
    `${label.padEnd(30)} found ${c.foundBefore} -> ${c.foundAfter} of ${c.crisis} ` +
    `(${share(c.foundBefore, c.crisis)} -> ${share(c.foundAfter, c.crisis)}); ` +
    `false alarms ${c.alarmsBefore} -> ${c.alarmsAfter} of ${c.ordinary}`
  );
}

const setNumber = (set: string) => Number(/^probes-(\d+)$/.exec(set)?.[1] ?? 0);
const isFreshSet = (set: string) => setNumber(set) >= 142;

function printFigures(items: readonly Item[], fires: (item: Item) => boolean): void {
  const freshHeldOut = items.filter(
    (item) => item.heldOut && isFreshSet(item.set) && !FRESH_SETS.has(item.set),
  );
  console.log(row('held out, sets 142 on', count(freshHeldOut, fires)));
  console.log(
    row(
      'held out, every set',
      count(
        items.filter((item) => item.heldOut && !FRESH_SETS.has(item.set)),
        fires,
      ),
    ),
  );
  console.log(
    row(
      'everyday messages, held out',
      count(
        items.filter((item) => item.heldOut && item.set === 'everyday'),
        fires,
      ),
    ),
  );
  for (const set of FRESH_SETS) {
    const whole = items.filter((item) => item.set === set);
    if (whole.length > 0) console.log(row(`${set}, never trained on`, count(whole, fires)));
  }
}

function leaveOneSetOut(items: readonly Item[]): void {
  let total = ZERO;
  const sets = [...new Set(items.map((item) => item.set))].filter(
    (set) => isFreshSet(set) && !FRESH_SETS.has(set) && (LOSO_SETS?.includes(set) ?? true),
  );
  for (const set of sets) {
    const training = items.filter(
      (item) => !item.heldOut && item.set !== set && !FRESH_SETS.has(item.set),
    );
    const { weights, threshold } = trainWithThreshold(training);
    const c = count(
      items.filter((item) => item.set === set && item.heldOut),
      (item) => scoreOf(weights, item) >= threshold,
    );
    console.log(row(`${set} held out, set left out`, c));
    total = add(total, c);
  }
  console.log(row('all left out', total));
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────

function packed(values: Float32Array): { base64: string; scale: number } {
  const largest = values.reduce((most, value) => Math.max(most, Math.abs(value)), 0) || 1;
  const scale = largest / 32767;
  const steps = Int16Array.from(values, (value) => Math.round(value / scale));
  return { base64: Buffer.from(steps.buffer).toString('base64'), scale };
}

function writeWeights({ weights, threshold }: { weights: Weights; threshold: number }): void {
  const input = packed(weights.inputWeights);
  const bias = packed(weights.hiddenBias);
  const output = packed(weights.outputWeights);
  const text = `/**
 * The crisis detector's sentence reader's weights (ADR 173), written by \`npx tsx
 * scripts/train-crisis-sentences.ts --write\`: a network of one hidden layer over the Universal
 * Sentence Encoder's embeddings, trained on the tune parts of every crisis set; its threshold lets
 * through 1 % of the ordinary validation texts the rest of the detector passes. Do not edit; train
 * again.
 */
export const CRISIS_SENTENCES = {
  hidden: ${weights.hiddenBias.length},
  threshold: ${threshold},
  outputBias: ${weights.outputBias[0]},
  inputScale: ${input.scale},
  biasScale: ${bias.scale},
  outputScale: ${output.scale},
  /** Little-endian 16-bit steps, embedding dimension by hidden unit. */
  inputWeights: '${input.base64}',
  hiddenBias: '${bias.base64}',
  outputWeights: '${output.base64}',
};
`;
  writeFileSync(projectPath('src/server/lib/text-safety/crisis-sentence-weights.ts'), text);
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────

const items = await loadItems();
const training = items.filter((item) => !item.heldOut && !FRESH_SETS.has(item.set));
console.log(
  `${items.length} texts; ${training.length} train (a fifth of them choose the threshold)`,
);
const shipped = trainWithThreshold(training);
console.log(`threshold ${shipped.threshold.toFixed(3)}`);
printFigures(items, (item) => scoreOf(shipped.weights, item) >= shipped.threshold);
if (process.argv.includes('--write')) writeWeights(shipped);
if (process.argv.includes('--loso')) leaveOneSetOut(items);
