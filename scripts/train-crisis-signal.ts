// `npx tsx scripts/train-crisis-signal.ts`: the learned second signal of ADR 125, shipped by ADR
// 135. Prints its figures; `--write` writes the weights the detector reads
// (src/server/lib/text-safety/crisis-signal-weights.ts). Run it again when a crisis set changes:
// the signal's threshold depends on which texts the rules pass.
//
// A logistic regression (L2, AdaGrad over a fixed order, weights averaged: deterministic) over
// hashed features of the detector's own canonical words (`readingsOf`, then `canonicalWords`, so
// lookalike letters, leetspeak, spacing and texting forms are already undone):
// - words and word pairs with sentence bounds; letter 3- to 5-grams inside each word;
// - concept classes: a word of a class (the writer, another person, death, the means, a time, a
//   farewell, finality, a burden, hopelessness, harm, giving and planning, a negation, an ordinary
//   activity) also counts as its class, and two classes near each other in a sentence as their
//   ordered pair, so a synonym the training sentences never used shares its class's weight;
// - a word within three words after a negation, marked; the first person a sentence names (the
//   writer or someone else).
// A text is scored by windows of up to three sentences (the highest window's score), so the work
// is linear in its length and a long post is neither diluted nor summed into an alarm.
//
// It trains on the tune parts of every crisis set only and counts, per held-out split, the rules
// alone, the model alone and rules OR model, the model's threshold chosen inside the training data:
// above every in-sample score, or every out-of-fold score (5 folds), of an ordinary item the rules
// pass, or letting 1 % of the out-of-fold ones through. Held-out parts are counted, never printed.
// `--loco` adds leave-one-set-out (each set with a held-out part left out whole, the model trained
// on the other sets' tune parts); `--ablate` repeats the figures without the concept classes;
// `--sweep` compares settings on tune parts only (each set's tune part left out in turn).
import { readFileSync, writeFileSync } from 'node:fs';
import { projectPath } from '#server/lib/project-paths';
import { detectCrisisBySigns, signalReadings } from '#server/lib/text-safety/crisis';
import { isHeldOut, loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';
import {
  BITS,
  bucketOf,
  vectorOf as signalVector,
  windowsOf,
} from '#server/lib/text-safety/crisis-signal-features';

const EPOCHS = 12;
let L2 = Number(process.env.CRISIS_L2 ?? 1e-5);
const RATE = 0.3;
const FOLDS = 5;

// ── Features ────────────────────────────────────────────────────────────────────────────────

interface Item {
  text: string;
  crisis: boolean;
  set: string;
  heldOut: boolean;
  readings: string[];
  rules: boolean;
}

type Vector = [Int32Array, Float64Array];

// ── The sets ────────────────────────────────────────────────────────────────────────────────

function loadSet(path: string, set: string): Omit<Item, 'readings' | 'rules'>[] {
  const entries = JSON.parse(readFileSync(projectPath(path), 'utf8')) as {
    text: string;
    crisis: boolean;
    split?: string;
  }[];
  return entries.map((entry) => ({
    text: entry.text,
    crisis: entry.crisis,
    set,
    heldOut: entry.split === 'held-out',
  }));
}

function loadEveryday(path: string): Omit<Item, 'readings' | 'rules'>[] {
  const entries = JSON.parse(readFileSync(projectPath(path), 'utf8')) as { text: string }[];
  return entries.map((entry) => ({
    text: entry.text,
    crisis: false,
    set: 'everyday',
    heldOut: isHeldOut(entry.text),
  }));
}

function loadAll(): Item[] {
  const corpus = loadCrisisCorpus().map((entry) => ({
    text: entry.text,
    crisis: entry.crisis,
    set: 'corpus',
    heldOut: isHeldOut(entry.text),
  }));
  const fixtures = 'tests/fixtures/crisis';
  const raw = [
    ...corpus,
    ...loadSet('src/server/lib/text-safety/crisis-probe-106.json', 'probe 106'),
    ...loadSet(`${fixtures}/probes-099.json`, 'probes 099'),
    ...loadSet(`${fixtures}/probes-103.json`, 'probes 103'),
    ...loadSet(`${fixtures}/probes-112-tune.json`, 'probes 112'),
    ...loadSet(`${fixtures}/probes-113-tune.json`, 'probes 113'),
    ...loadSet(`${fixtures}/probes-114-tune.json`, 'probes 114'),
    ...loadSet(`${fixtures}/probes-118-tune.json`, 'probes 118'),
    ...loadSet(`${fixtures}/probes-120-own.json`, 'probes 120'),
    ...loadSet(`${fixtures}/probes-122-own.json`, 'probes 122'),
    ...loadSet(`${fixtures}/probes-133.json`, 'probes 133'),
    ...loadSet(`${fixtures}/probes-134.json`, 'probes 134'),
    ...loadSet(`${fixtures}/probes-138.json`, 'probes 138'),
    ...loadSet(`${fixtures}/probes-139.json`, 'probes 139'),
    ...loadSet(`${fixtures}/probes-140.json`, 'probes 140'),
    ...loadSet(`${fixtures}/probes-141.json`, 'probes 141'),
    ...loadSet(`${fixtures}/train-146.json`, 'train 146'),
    ...loadSet(`${fixtures}/train-147.json`, 'train 147'),
    ...loadSet(`${fixtures}/train-148.json`, 'train 148'),
    // ADR 179: crisis phrasings and their twins written from crisis lines' warning signs.
    ...loadSet(`${fixtures}/train-179.json`, 'train 179'),
    ...loadSet(`${fixtures}/probes-148.json`, 'probes 148'),
    // ADR 173: everyday messages (short replies, placeholders, questions to the assistant), none a
    // crisis, a third held out by a hash of the text: without them "do it" and "keep going" fired.
    ...loadEveryday(`${fixtures}/everyday-messages.json`),
  ];
  return raw.map((entry) => ({
    ...entry,
    readings: signalReadings(entry.text),
    rules: detectCrisisBySigns(entry.text).crisis,
  }));
}

// ── Features and training ───────────────────────────────────────────────────────────────────

/** Whether a feature is kept (all, or the lexical ones only for the ablation). */
let keep = (_feature: string) => true;

const vectorOf = (sentences: readonly string[]): Vector => signalVector(sentences, keep);

/** A training example: the first reading, its sentences read as one window. */
const trainVectors = new Map<string, Vector>();
function trainVector(item: Item): Vector {
  let vector = trainVectors.get(item.text);
  if (!vector) {
    vector = vectorOf(windowsOf(item.readings[0] ?? '').flat());
    trainVectors.set(item.text, vector);
  }
  return vector;
}

/** The windows of every reading, each a vector (for scoring). */
const scoreVectors = new Map<string, Vector[]>();
function scoreWindows(item: Item): Vector[] {
  let vectors = scoreVectors.get(item.text);
  if (!vectors) {
    vectors = item.readings.flatMap((words) => windowsOf(words).map(vectorOf));
    scoreVectors.set(item.text, vectors);
  }
  return vectors;
}

function dot([buckets, values]: Vector, weights: Float64Array): number {
  let sum = 0;
  for (let at = 0; at < buckets.length; at += 1)
    sum += (weights[buckets[at] ?? 0] ?? 0) * (values[at] ?? 0);
  return sum;
}

/** A fixed permutation per epoch (a linear congruential generator seeded by the epoch). */
function order(size: number, epoch: number): number[] {
  const out = Array.from({ length: size }, (_, at) => at);
  let state = 2_463_534_242 + epoch * 7919;
  for (let at = size - 1; at > 0; at -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const other = state % (at + 1);
    [out[at], out[other]] = [out[other] ?? 0, out[at] ?? 0];
  }
  return out;
}

/**
 * L2-regularised logistic regression by AdaGrad over the examples in a fixed order, each class
 * weighted to half the total, the weights averaged over the last half of the epochs.
 */
function train(items: readonly Item[]): Float64Array {
  const size = 1 << BITS;
  const weights = new Float64Array(size);
  const squares = new Float64Array(size).fill(1e-8);
  const average = new Float64Array(size);
  const crisis = items.filter((item) => item.crisis).length;
  const classWeight = {
    true: items.length / (2 * crisis),
    false: items.length / (2 * (items.length - crisis)),
  };
  let averaged = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const index of order(items.length, epoch)) {
      const item = items[index];
      if (!item) continue;
      const vector = trainVector(item);
      const margin = dot(vector, weights);
      const error =
        (1 / (1 + Math.exp(-margin)) - (item.crisis ? 1 : 0)) * classWeight[`${item.crisis}`];
      const [buckets, values] = vector;
      for (let at = 0; at < buckets.length; at += 1) {
        const bucket = buckets[at] ?? 0;
        const gradient = error * (values[at] ?? 0) + L2 * (weights[bucket] ?? 0);
        squares[bucket] = (squares[bucket] ?? 0) + gradient * gradient;
        weights[bucket] =
          (weights[bucket] ?? 0) - (RATE * gradient) / Math.sqrt(squares[bucket] ?? 1);
      }
    }
    if (epoch >= EPOCHS / 2) {
      for (let at = 0; at < size; at += 1) average[at] = (average[at] ?? 0) + (weights[at] ?? 0);
      averaged += 1;
    }
  }
  return average.map((sum) => sum / averaged);
}

function logit(item: Item, weights: Float64Array): number {
  let best = -Infinity;
  for (const vector of scoreWindows(item)) best = Math.max(best, dot(vector, weights));
  return best;
}

// ── Thresholds and figures ──────────────────────────────────────────────────────────────────

/**
 * The thresholds chosen inside the training items by cross-validation (folds by a hash of the
 * text): `strict` is above every out-of-fold score of an ordinary item the rules pass (no added
 * false alarm), `loose` lets 1 % of them through.
 */
function thresholds(items: readonly Item[], weights: Float64Array, folds = true): Chosen {
  const passed: number[] = [];
  for (let fold = 0; folds && fold < FOLDS; fold += 1) {
    const inFold = (item: Item) => bucketOf(item.text, 16) % FOLDS === fold;
    const weights = train(items.filter((item) => !inFold(item)));
    for (const item of items)
      if (inFold(item) && !item.crisis && !item.rules) passed.push(logit(item, weights));
  }
  passed.sort((a, b) => b - a);
  const strict = (passed[0] ?? 0) + 1e-6;
  const loose = (passed[Math.floor(passed.length * 0.01)] ?? 0) + 1e-6;
  // In sample: above every score the final model gives an ordinary item the rules pass.
  let inSample = -Infinity;
  for (const item of items)
    if (!item.crisis && !item.rules) inSample = Math.max(inSample, logit(item, weights));
  // A thousandth above it: the shipped scorer sums its weights in another order and precision
  // (crisis-signal.ts), and a margin of 1e-6 let the highest ordinary tune sentence through.
  return { strict, loose, inSample: inSample + 1e-3 };
}

interface Chosen {
  strict: number;
  loose: number;
  inSample: number;
}

interface Figures {
  found: number;
  crisis: number;
  alarms: number;
  ordinary: number;
}

function count(items: readonly Item[], flag: (item: Item) => boolean): Figures {
  const crisis = items.filter((item) => item.crisis);
  const ordinary = items.filter((item) => !item.crisis);
  return {
    found: crisis.filter(flag).length,
    crisis: crisis.length,
    alarms: ordinary.filter(flag).length,
    ordinary: ordinary.length,
  };
}

const cell = (f: Figures) =>
  `${f.found}/${f.crisis} (${((100 * f.found) / Math.max(1, f.crisis)).toFixed(1)} %), ${f.alarms}/${f.ordinary}`;

/** One held-out split's row: rules alone, the model alone at fixed and chosen thresholds, OR. */
function row(label: string, items: readonly Item[], weights: Float64Array, chosen: Chosen) {
  const score = new Map(items.map((item) => [item.text, logit(item, weights)]));
  const above = (threshold: number) => (item: Item) => (score.get(item.text) ?? 0) >= threshold;
  const cells = [
    cell(count(items, (item) => item.rules)),
    ...[0, 1, 2].map((threshold) => cell(count(items, above(threshold)))),
    cell(count(items, (item) => item.rules || above(chosen.inSample)(item))),
    cell(count(items, (item) => item.rules || above(chosen.loose)(item))),
    cell(count(items, (item) => item.rules || above(chosen.strict)(item))),
  ];
  console.info(`| ${label} | ${cells.join(' | ')} |`);
}

const HEADER =
  '| split | rules alone | model > 0 | model > 1 | model > 2 | rules OR model (0 in-sample alarms) | rules OR model (1 % CV) | rules OR model (0 CV alarms) |\n|---|---|---|---|---|---|---|---|';

const WITH_HELD_OUT = [
  'corpus',
  'everyday',
  'probes 114',
  'probes 118',
  'probes 120',
  'probes 122',
  'probes 133',
  'probes 134',
  'probes 138',
  'probes 139',
  'probes 140',
  'probes 141',
];

function allTune(items: readonly Item[]): { weights: Float64Array; chosen: Chosen } {
  const tune = items.filter((item) => !item.heldOut);
  const weights = train(tune);
  const chosen = thresholds(tune, weights);
  console.info(
    `\ntrained on every tune part (${tune.length}); thresholds: in sample ${chosen.inSample.toFixed(2)}, strict ${chosen.strict.toFixed(2)}, loose ${chosen.loose.toFixed(2)}\n${HEADER}`,
  );
  row('all tune (in sample)', tune, weights, chosen);
  for (const set of WITH_HELD_OUT)
    row(
      `${set} held-out`,
      items.filter((item) => item.set === set && item.heldOut),
      weights,
      chosen,
    );
  row(
    'all held-out',
    items.filter((item) => item.heldOut),
    weights,
    chosen,
  );
  return { weights, chosen };
}

function leaveOneSetOut(items: readonly Item[]): void {
  console.info(`\nleave one set out (trained on the other sets' tune parts)\n${HEADER}`);
  for (const set of WITH_HELD_OUT) {
    const training = items.filter((item) => item.set !== set && !item.heldOut);
    const weights = train(training);
    const chosen = thresholds(training, weights);
    const left = items.filter((item) => item.set === set);
    row(
      `${set} held-out (left out)`,
      left.filter((item) => item.heldOut),
      weights,
      chosen,
    );
    // The left-out set's tune part is new to the model too, not to the rules: model columns only.
    row(
      `${set} tune (left out)`,
      left.filter((item) => !item.heldOut),
      weights,
      chosen,
    );
  }
}

/**
 * Settings chosen on tune parts only: each set left out in turn (its tune part only), the model
 * trained on the others' tune parts, its threshold the in-sample one; the finds and alarms it adds
 * to the rules over all left-out tune parts.
 */
function sweep(items: readonly Item[]): void {
  const tune = items.filter((item) => !item.heldOut);
  const sets = [...new Set(tune.map((item) => item.set))];
  const settings: [string, number, (feature: string) => boolean][] = [
    ['all, L2 1e-5', 1e-5, () => true],
    ['all, L2 1e-3', 1e-3, () => true],
    ['all, L2 1e-2', 1e-2, () => true],
    ['no letter grams, L2 1e-5', 1e-5, (feature) => !feature.startsWith('c:')],
    ['no concept classes, L2 1e-5', 1e-5, (feature) => !feature.startsWith('k')],
  ];
  for (const [label, l2, kept] of settings) {
    L2 = l2;
    keep = kept;
    trainVectors.clear();
    scoreVectors.clear();
    let added = 0;
    let alarms = 0;
    let missed = 0;
    for (const set of sets) {
      const training = tune.filter((item) => item.set !== set);
      const weights = train(training);
      const { inSample } = thresholds(training, weights, false);
      for (const item of tune.filter((entry) => entry.set === set && !entry.rules)) {
        if (item.crisis) missed += 1;
        if (logit(item, weights) < inSample) continue;
        if (item.crisis) added += 1;
        else alarms += 1;
      }
    }
    console.info(`${label}: +${added} of ${missed} rule misses found, +${alarms} alarms`);
  }
}

// ── The shipped signal (ADR 135) ────────────────────────────────────────────────────────────

const SIGNAL_FILE = 'src/server/lib/text-safety/crisis-signal-weights.ts';

/**
 * The weights as shipped: the smallest left out and the rest stored as 16-bit steps of the
 * largest, as long as no tune item's verdict (rules, or the signal at its threshold) changes.
 * Chosen on the tune parts only; the held-out figures are counted after, from the stored form.
 */
function writeSignal(items: readonly Item[], weights: Float64Array, threshold: number): void {
  const tune = items.filter((item) => !item.heldOut);
  const verdicts = (w: Float64Array) =>
    tune.map((item) => item.rules || logit(item, w) >= threshold);
  const before = verdicts(weights);
  const magnitudes = [...weights]
    .map(Math.abs)
    .filter((m) => m > 0)
    .sort((a, b) => a - b);
  const scale = (magnitudes.at(-1) ?? 1) / 32767;
  const stored = (cut: number) =>
    weights.map((w) => (Math.abs(w) < cut ? 0 : Math.round(w / scale) * scale));
  let cut = 0;
  for (const share of [0.95, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0]) {
    const candidate = magnitudes[Math.floor(magnitudes.length * share)] ?? 0;
    const after = verdicts(stored(candidate));
    if (after.every((verdict, at) => verdict === before[at])) {
      cut = candidate;
      break;
    }
  }
  const kept = stored(cut);
  const indices: number[] = [];
  const steps: number[] = [];
  kept.forEach((w, at) => {
    if (w !== 0) {
      indices.push(at);
      steps.push(Math.round(w / scale));
    }
  });
  const base64 = (bytes: ArrayBufferView) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  const text = `/**
 * The learned crisis signal's weights (ADR 135), written by \`npx tsx scripts/train-crisis-signal.ts
 * --write\`: a logistic regression trained on the tune parts of every crisis set, its threshold the
 * highest score it gives an ordinary tune sentence the rules pass. Do not edit; train again.
 */
export const CRISIS_SIGNAL = {
  bits: ${BITS},
  threshold: ${threshold},
  scale: ${scale},
  /** The buckets with a weight, as little-endian 32-bit integers. */
  buckets:
    '${base64(Uint32Array.from(indices))}',
  /** Each bucket's weight in steps of \`scale\`, as little-endian 16-bit integers. */
  steps:
    '${base64(Int16Array.from(steps))}',
};
`;
  writeFileSync(projectPath(SIGNAL_FILE), text);
  console.info(
    `\nwrote ${SIGNAL_FILE}: ${indices.length} of ${weights.length} weights (cut below ${cut.toExponential(2)}), threshold ${threshold.toFixed(3)}`,
  );
  row('all tune, as stored', tune, kept, {
    inSample: threshold,
    loose: threshold,
    strict: threshold,
  });
  for (const set of WITH_HELD_OUT)
    row(
      `${set} held-out, as stored`,
      items.filter((item) => item.set === set && item.heldOut),
      kept,
      {
        inSample: threshold,
        loose: threshold,
        strict: threshold,
      },
    );
}

function main(): void {
  const started = performance.now();
  const items = loadAll();
  console.info(
    `${items.length} items read in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (process.argv.includes('--sweep')) return sweep(items);
  const shipped = allTune(items);
  if (process.argv.includes('--write'))
    writeSignal(items, shipped.weights, shipped.chosen.inSample);
  if (process.argv.includes('--loco')) leaveOneSetOut(items);
  if (process.argv.includes('--ablate')) {
    keep = (feature) => !feature.startsWith('k');
    trainVectors.clear();
    scoreVectors.clear();
    console.info('\nablation: lexical features only (no concept classes)');
    allTune(items);
    if (process.argv.includes('--loco')) leaveOneSetOut(items);
  }
}

main();
