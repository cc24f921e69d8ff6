// `npx tsx scripts/crisis-figures.ts`: the crisis detector's figures (ADR 106): the corpus's tune
// and held-out splits (counts only: the held-out sentences are not printed, so they are not tuned
// on) and the probe of ADR 106 (src/server/lib/text-safety/crisis-probe-106.json, never tuned on).
// `--names` names the probe's misses and false alarms; `--time` adds the time to check a
// 5,000-character post.
import { readFileSync } from 'node:fs';
import { projectPath } from '#server/lib/project-paths';
import { detectCrisis } from '#server/lib/text-safety/crisis';
import { isHeldOut, loadCrisisCorpus } from '#server/lib/text-safety/crisis-corpus.test-helpers';

interface Entry {
  text: string;
  crisis: boolean;
}

const probe = JSON.parse(
  readFileSync(projectPath('src/server/lib/text-safety/crisis-probe-106.json'), 'utf8'),
) as Entry[];
const corpus = loadCrisisCorpus();
const detect = (text: string) => detectCrisis(text).crisis;

function figures(label: string, entries: Entry[], name = false) {
  const crisis = entries.filter((entry) => entry.crisis);
  const ordinary = entries.filter((entry) => !entry.crisis);
  const missed = crisis.filter((entry) => !detect(entry.text));
  const alarms = ordinary.filter((entry) => detect(entry.text));
  const found = crisis.length - missed.length;
  console.info(
    `${label}: ${found}/${crisis.length} (${((100 * found) / crisis.length).toFixed(1)} %), false alarms ${alarms.length}/${ordinary.length}`,
  );
  if (name) {
    for (const entry of missed) console.info(`  missed: ${entry.text}`);
    for (const entry of alarms) console.info(`  false alarm: ${entry.text}`);
  }
}

figures(
  'tune',
  corpus.filter((entry) => !isHeldOut(entry.text)),
);
figures(
  'held-out',
  corpus.filter((entry) => isHeldOut(entry.text)),
);
figures('probe 106', probe, process.argv.includes('--names'));

if (process.argv.includes('--time')) {
  // The long ordinary post of crisis-context.test.ts: nothing in it is a sign, so every sentence
  // is read (a post the rules flag stops early).
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
