// `npx tsx scripts/crisis-figures.ts`: the crisis detector's figures (ADR 106, 112): the corpus's
// tune and held-out splits (counts only: the held-out sentences are not printed, so they are not
// tuned on), the probe of ADR 106 and the probe sets of ADR 099, 103 and 112 (all tune material
// now), each with the rules alone beside the detector (rules and the warning signs of ADR 112),
// then the sets of ADR 112's rounds 2 and 3 and of ADR 118 (the tune parts, and their own held-out
// thirds, counts only), and ADR 120's set the same way.
// `--names` names the tune probes' misses and false alarms (never the held-out split's);
// `--probe-112` counts bench/crisis-probe-112.json (an outsider's probe: counts only, never its
// sentences); `--time` adds the time to check a 5,000-character post; `--whole` adds the whole
// detector as members meet it (`readCrisis`: rules, warning signs, learned signal and the sentence
// reader of ADR 173, long texts read in windows) on the fresh sets' held-out parts (probes-142 to
// probes-176), probes-177 (never trained on) and the everyday messages' held-out third, counts
// only (ADR 179).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { projectPath } from '#server/lib/project-paths';
import { detectCrisis, detectCrisisByRules } from '#server/lib/text-safety/crisis';
import { isHeldOut, loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';
import { readCrisis } from '#server/lib/text-safety/crisis-reader';
import { crisisSentenceScores } from '#server/lib/text-safety/crisis-sentence-model';

interface Entry {
  text: string;
  crisis: boolean;
  /** ADR 112 round 3's set: "tune" or "held-out" (its own held-out third). */
  split?: string;
}

const load = (path: string) => JSON.parse(readFileSync(projectPath(path), 'utf8')) as Entry[];
const corpus = loadCrisisCorpus();
const detect = (text: string) => detectCrisis(text).crisis;
const byRules = (text: string) => detectCrisisByRules(text).crisis;
const names = process.argv.includes('--names');

function counts(entries: Entry[], check: (text: string) => boolean) {
  const crisis = entries.filter((entry) => entry.crisis);
  const ordinary = entries.filter((entry) => !entry.crisis);
  const missed = crisis.filter((entry) => !check(entry.text));
  const alarms = ordinary.filter((entry) => check(entry.text));
  const found = crisis.length - missed.length;
  const line = `${found}/${crisis.length} (${((100 * found) / crisis.length).toFixed(1)} %), false alarms ${alarms.length}/${ordinary.length}`;
  return { line, missed, alarms };
}

/** One set's figures; `name` prints its misses and false alarms (tune material only). */
function figures(label: string, entries: Entry[], name = false) {
  const rules = counts(entries, byRules);
  const both = counts(entries, detect);
  console.info(`${label}: ${both.line}   (rules alone: ${rules.line})`);
  if (name) {
    for (const entry of both.missed) console.info(`  missed: ${entry.text}`);
    for (const entry of both.alarms) console.info(`  false alarm: ${entry.text}`);
  }
}

if (process.argv.includes('--time')) {
  // Timed first, before the sets below fill the caches and the heap. The long ordinary post of
  // crisis-context.test.ts: nothing in it is a sign, so every sentence is read (a post the rules
  // flag stops early), and the warning signs are read after the rules.
  const day =
    'Today I went to the shops and bought bread and apples. The physio gave me new exercises ' +
    'and my knee is killing me, but I am dying to run again. I called my sister about the ' +
    'holiday. Dinner was pasta, then I killed time before bed with a film. ';
  const long = day.repeat(30).slice(0, 5000);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < 100; run += 1) {
    const post = `${long} ${run}`;
    const started = performance.now();
    const usage = process.cpuUsage();
    detect(post);
    const used = process.cpuUsage(usage);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  // CPU time as well as wall time: on a shared machine the wall time is mostly waiting.
  console.info(
    `a 5,000-character post: median ${times[50]?.toFixed(2)} ms (CPU ${cpu[50]?.toFixed(2)} ms), slowest ${times[99]?.toFixed(2)} ms`,
  );
}

figures(
  'tune',
  corpus.filter((entry) => !isHeldOut(entry.text)),
  names,
);
figures(
  'held-out',
  corpus.filter((entry) => isHeldOut(entry.text)),
);
figures('probe 106', load('src/server/lib/text-safety/crisis-probe-106.json'), names);
figures('probes 099', load('tests/fixtures/crisis/probes-099.json'), names);
figures('probes 103', load('tests/fixtures/crisis/probes-103.json'), names);
figures('probes 112 (tune)', load('tests/fixtures/crisis/probes-112-tune.json'), names);
figures('probes 113 (tune)', load('tests/fixtures/crisis/probes-113-tune.json'), names);
// ADR 112 round 3's set keeps a third of its first round held out (every third entry, fixed before it was
// measured): its tune part may be named, its held-out part is counted only.
const probes114 = load('tests/fixtures/crisis/probes-114-tune.json');
figures(
  'probes 114 (tune)',
  probes114.filter((entry) => entry.split !== 'held-out'),
  names,
);
figures(
  'probes 114 (held-out, counts only)',
  probes114.filter((entry) => entry.split === 'held-out'),
);
// ADR 118's set keeps its own held-out third too (every third entry, fixed before it was measured).
const probes118 = load('tests/fixtures/crisis/probes-118-tune.json');
figures(
  'probes 118 (tune)',
  probes118.filter((entry) => entry.split !== 'held-out'),
  names,
);
figures(
  'probes 118 (held-out, counts only)',
  probes118.filter((entry) => entry.split === 'held-out'),
);

// ADR 120's set, written before any of its changes: the same fixed held-out third (every third
// entry of each kind); its tune part may be named, its held-out part is counted only.
const probes120 = load('tests/fixtures/crisis/probes-120-own.json');
figures(
  'probes 120 (tune)',
  probes120.filter((entry) => entry.split !== 'held-out'),
  names,
);
figures(
  'probes 120 (held-out, counts only)',
  probes120.filter((entry) => entry.split === 'held-out'),
);

const outsider = 'bench/crisis-probe-112.json';
if (process.argv.includes('--probe-112')) {
  // Counts only, whatever `--names` says: the probe measures, it is not tuned on.
  if (existsSync(projectPath(outsider))) figures('probe 112 (outsider)', load(outsider));
  else console.info(`probe 112: ${outsider} is not there`);
}

/** The whole detector's figures on one list, counts only (the sentence reader's scores batched). */
async function wholeFigures(label: string, entries: Entry[]): Promise<void> {
  await crisisSentenceScores(entries.map((entry) => entry.text));
  const verdicts = await Promise.all(
    entries.map(async (entry) => (await readCrisis(entry.text)).crisis),
  );
  const crisis = entries.filter((entry) => entry.crisis).length;
  const found = entries.filter((entry, at) => entry.crisis && verdicts[at]).length;
  const alarms = entries.filter((entry, at) => !entry.crisis && verdicts[at]).length;
  const rate = crisis > 0 ? ` (${((100 * found) / crisis).toFixed(1)} %)` : '';
  console.info(
    `${label}: found ${found}/${crisis}${rate}, false alarms ${alarms}/${entries.length - crisis}`,
  );
}

/** The fresh sets (probes-142 to probes-176) read by the sentence reader's training, in order. */
function freshSets(): string[] {
  return readdirSync(projectPath('tests/fixtures/crisis'))
    .filter((file) => {
      const number = Number(/^probes-(\d+)\.json$/.exec(file)?.[1] ?? 0);
      return number >= 142 && number <= 176;
    })
    .sort();
}

if (process.argv.includes('--whole')) {
  const heldOut = freshSets().flatMap((file) =>
    load(`tests/fixtures/crisis/${file}`).filter((entry) => entry.split === 'held-out'),
  );
  await wholeFigures('whole detector, fresh sets 142-176 held out', heldOut);
  const probes177 = load('tests/fixtures/crisis/probes-177.json');
  await wholeFigures('whole detector, probes-177 whole', probes177);
  await wholeFigures(
    'whole detector, probes-177 held out',
    probes177.filter((entry) => entry.split === 'held-out'),
  );
  const everyday = JSON.parse(
    readFileSync(projectPath('tests/fixtures/crisis/everyday-messages.json'), 'utf8'),
  ) as { text: string }[];
  await wholeFigures(
    'whole detector, everyday messages held out',
    everyday
      .filter((entry) => isHeldOut(entry.text))
      .map((entry) => ({ text: entry.text, crisis: false })),
  );
}
