/**
 * `npx tsx bench/fhir-import-stall.ts`: how long the event loop stalls while the FHIR import
 * preview (POST /api/account/fhir) reads a bundle near its 20 MB limit (ADR 100). The app listens
 * on loopback (in-memory PGlite, or DATABASE_URL); the bundle is sent over HTTP as bytes made
 * beforehand, so the client adds almost nothing to the loop. During each import a 1 ms timer and
 * perf_hooks' event-loop delay histogram record the loop's longest stall, and the main thread's
 * own CPU time is read from /proc (Linux), which the machine's other load does not inflate. The
 * same probe then runs as long again with nothing to do: the stalls the machine's load alone causes
 * (a shared 2-core machine descheduled the loop for 100-700 ms at a load of 8-10).
 *
 * Env: FHIR_STALL_RUNS (3 imports), FHIR_STALL_MB (19.5, the bundle's size), FHIR_STALL_ENTRIES
 * (10,000, the import's limit), FHIR_STALL_WRITE (a file to keep the bundle in).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { makeSignature } from 'better-auth/crypto';
import { createAuth } from '#server/modules/auth/auth';
import { BENCH_ORIGIN, startBenchApp } from './bench-app';

const runs = Number(process.env.FHIR_STALL_RUNS ?? 3);
const targetBytes = Number(process.env.FHIR_STALL_MB ?? 19.5) * 1024 * 1024;
const entryCount = Number(process.env.FHIR_STALL_ENTRIES ?? 10_000);

/**
 * A patient portal's download: mostly Observations (vital signs and lab results, each with the
 * XHTML narrative portals send), some medicines, allergies and conditions; padded to the size.
 */
function portalBundle(): Buffer {
  const day = (i: number) => new Date(Date.UTC(2016, 0, 1) + i * 86_400_000).toISOString();
  const resources: Record<string, unknown>[] = [];
  const medicines = ['Warfarin', 'Ibuprofen', 'Metformin', 'Lisinopril', 'Atorvastatin'];
  for (let i = 0; i < entryCount; i += 1) {
    const id = `r${i}`;
    if (i < 50) {
      resources.push({
        resourceType: 'MedicationStatement',
        id,
        status: 'active',
        medicationCodeableConcept: { text: medicines[i % medicines.length] },
        dosage: [{ text: '1 tablet daily' }],
      });
    } else if (i < 80) {
      resources.push({
        resourceType: i % 2 ? 'Condition' : 'AllergyIntolerance',
        id,
        clinicalStatus: { coding: [{ code: 'active' }] },
        code: { text: `Item ${i}` },
      });
    } else if (i % 3 === 0) {
      resources.push({
        resourceType: 'Observation',
        id,
        status: 'final',
        category: [{ coding: [{ code: 'laboratory' }] }],
        code: { coding: [{ system: 'http://loinc.org', code: '2345-7', display: 'Glucose' }] },
        effectiveDateTime: day(i % 3000),
        valueQuantity: { value: 80 + (i % 40), unit: 'mg/dL', code: 'mg/dL' },
        referenceRange: [{ low: { value: 70 }, high: { value: 99 } }],
      });
    } else {
      resources.push({
        resourceType: 'Observation',
        id,
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] },
        effectiveDateTime: day(i % 3000),
        valueQuantity: { value: 70 + (i % 20) / 10, unit: 'kg', code: 'kg' },
      });
    }
  }
  const bare = JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] }).length;
  const body = resources.map((r) => JSON.stringify({ resource: r })).join(',').length;
  // The narrative fills each resource up to the size (the `"text":{"div":"..."}` wrapper aside).
  const pad = Math.max(0, Math.floor((targetBytes - bare - body) / resources.length) - 80);
  const narrative =
    `<div xmlns="http://www.w3.org/1999/xhtml">${'Reviewed. '.repeat(Math.ceil(pad / 10))}`.slice(
      0,
      pad,
    );
  for (const resource of resources)
    resource.text = { status: 'generated', div: `${narrative}</div>` };
  return Buffer.from(
    JSON.stringify({
      resourceType: 'Bundle',
      type: 'collection',
      entry: resources.map((resource) => ({
        fullUrl: `urn:uuid:${String(resource.id)}`,
        resource,
      })),
    }),
  );
}

function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  body?: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        headers: {
          origin: BENCH_ORIGIN,
          cookie,
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const { app, url, database, config } = await startBenchApp({ JOB_CONCURRENCY: '0' });
const auth = await createAuth({
  db: database.db,
  config,
  mailer: { kind: 'outbox', send: async () => undefined },
}).$context;
const user = await auth.internalAdapter.createUser(
  {
    email: 'fhir-stall@example.com',
    name: 'Stall Member',
    emailVerified: true,
    first_name: 'Stall',
    last_name: 'Member',
    selected_plan: 'wellness',
    billing_cycle: 'monthly',
  },
  { method: 'email-password' },
);
const session = await auth.internalAdapter.createSession(user.id);
const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;

const bundle = portalBundle();
// FHIR_STALL_WRITE=<file> keeps the bundle, to time its parts apart.
if (process.env.FHIR_STALL_WRITE) writeFileSync(process.env.FHIR_STALL_WRITE, bundle);
console.log(
  `bundle: ${(bundle.length / 1024 / 1024).toFixed(1)} MB, ${entryCount} entries; ${runs} imports`,
);

/** CPU time (ms) this process's main thread has used: Linux counts it per thread. */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The loop's longest stall (a 1 ms timer and the delay histogram) while `work` runs. */
async function watch<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; probeMs: number; histogramMs: number; cpuMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let probeMs = 0;
  const probe = setInterval(() => {
    const at = performance.now();
    probeMs = Math.max(probeMs, at - last);
    last = at;
  }, 1);
  histogram.enable();
  const cpuBefore = mainThreadCpuMs();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const cpuMs = mainThreadCpuMs() - cpuBefore;
  histogram.disable();
  clearInterval(probe);
  return { result, ms, probeMs, histogramMs: histogram.max / 1e6, cpuMs };
}

const rows: { ms: number; probeMs: number; idleProbeMs: number; cpuMs: number }[] = [];
for (let run = 0; run < runs + 1; run += 1) {
  const imported = await watch(() => send(url, 'POST', '/api/account/fhir', cookie, bundle));
  const answer = imported.result;
  if (answer.status !== 200) throw new Error(`preview answered ${answer.status}: ${answer.text}`);
  const preview = JSON.parse(answer.text) as { metrics: unknown[]; lab_reports: unknown[] };
  // The same time with nothing to do: the stalls the machine's own load causes.
  const idle = await watch(() => new Promise((resolve) => setTimeout(resolve, imported.ms)));
  // The first import warms up (the worker's code, the JIT): reported, not counted.
  console.log(
    `${run === 0 ? 'warm-up' : `import ${run}`}: ${imported.ms.toFixed(0)} ms in all, ${imported.cpuMs.toFixed(0)} ms of the main thread's CPU; longest stall ${imported.probeMs.toFixed(0)} ms (timer), ${imported.histogramMs.toFixed(0)} ms (histogram); idle for as long: ${idle.probeMs.toFixed(0)} ms; preview of ${preview.metrics.length} metrics, ${preview.lab_reports.length} lab reports`,
  );
  if (run > 0)
    rows.push({
      ms: imported.ms,
      probeMs: imported.probeMs,
      idleProbeMs: idle.probeMs,
      cpuMs: imported.cpuMs,
    });
}
const median = (pick: (row: (typeof rows)[number]) => number) => {
  const sorted = rows.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!.toFixed(0);
};
const worst = (pick: (row: (typeof rows)[number]) => number) =>
  Math.max(...rows.map(pick)).toFixed(0);
console.log(
  `${runs} imports: longest stall median ${median((r) => r.probeMs)} ms, worst ${worst((r) => r.probeMs)} ms (idle: median ${median((r) => r.idleProbeMs)} ms, worst ${worst((r) => r.idleProbeMs)} ms); main thread CPU median ${median((r) => r.cpuMs)} ms; import median ${median((r) => r.ms)} ms`,
);
await app.close();
await database.close();
