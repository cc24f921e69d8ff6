/**
 * `npm run bench:interactions`: the interaction check in process (p50/p99 of a 10-item and a
 * 50-item check) and over HTTP (autocannon, 50 connections), with the HTTP throughput as a ratio
 * to a bare Fastify route measured in the same process. Targets: a 10-item check under
 * 5 ms p99 in process; over HTTP at least 25% of the bare route's throughput.
 */
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { checkInteractions } from '#server/modules/interactions/check-interactions';
import { TEN_ITEMS } from '../tests/fixtures/ten-typed-items';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function timeInProcess(run: () => void, iterations: number): { p50: number; p99: number } {
  for (let i = 0; i < 200; i++) run(); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

function measure(url: string, options: Partial<autocannon.Options> = {}): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    ...options,
  });
}

async function main(): Promise<void> {
  const index = knowledgeFromFiles().interactions;
  const fifty = [
    ...TEN_ITEMS,
    ...[...index.substances.values()]
      .filter((s) => s.kind === 'drug')
      .slice(0, 40)
      .map((s) => s.name),
  ];
  const options = { detail: 'full' as const, profile: null };
  const ten = timeInProcess(() => checkInteractions(index, TEN_ITEMS, options), 2000);
  const fiftyItems = timeInProcess(() => checkInteractions(index, fifty, options), 500);

  console.log(
    `Knowledge base ${index.version}: ${index.substances.size} substances, ${index.records.length} records, ${index.pairCount} pairs.\n`,
  );
  console.log('| in process | p50 ms | p99 ms | target |');
  console.log('|---|---|---|---|');
  console.log(
    `| 10-item check | ${ten.p50.toFixed(3)} | ${ten.p99.toFixed(3)} | p99 < 5 ms: ${ten.p99 < 5 ? 'met' : 'NOT met'} |`,
  );
  console.log(`| 50-item check | ${fiftyItems.p50.toFixed(3)} | ${fiftyItems.p99.toFixed(3)} | |`);

  const bare = Fastify();
  bare.post('/check', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const { app, url: appUrl, database } = await startBenchApp();

  const post = (items: string[]) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ items }),
  });
  const baseline = await measure(`${bareUrl}/check`, post(TEN_ITEMS));
  const http10 = await measure(`${appUrl}/api/interactions/check`, post(TEN_ITEMS));
  const http50 = await measure(`${appUrl}/api/interactions/check`, post(fifty));
  const row = (name: string, r: Result) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.requests.average / baseline.requests.average).toFixed(2)} | ${r.errors + r.non2xx} |`;
  console.log(
    `\nOver HTTP: ${CONNECTIONS} connections, ${DURATION_S} s each, database ${database.kind}.\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | ratio to bare route | errors + non-2xx |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('bare Fastify POST (baseline)', baseline));
  console.log(row('POST /api/interactions/check, 10 items (visitor)', http10));
  console.log(row('POST /api/interactions/check, 50 items (visitor)', http50));
  const ratio = http10.requests.average / baseline.requests.average;
  console.log(
    `\n10-item check over HTTP: ${(ratio * 100).toFixed(0)}% of the bare route (target at least 25%): ${ratio >= 0.25 ? 'met' : 'NOT met'}`,
  );

  await app.close();
  await database.close();
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
