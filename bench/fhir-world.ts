/**
 * `npm run bench:fhir-world`: the FHIR import against the generated world of bundles
 * (src/server/modules/fhir/fhir-world, ADR 096): each bundle previewed, confirmed as the preview
 * ticked it and read back from the cabinet, the profile and the body metrics on a fresh member,
 * in-process on PGlite (or DATABASE_URL). Prints per split: imported fully, partly, refused and
 * the count of each kind of error; by writer for the tune split.
 *
 * `--details` prints what went wrong in each TUNE bundle. The held-out third is only ever
 * reported in aggregate: tuning against it would make its figures meaningless.
 *
 * Env: FHIR_WORLD_COUNT (600), FHIR_WORLD_FIRST_SEED (1); BENCH_RESULTS_DIR gets the summary as
 * fhir-world.json.
 */
import { makeSignature } from 'better-auth/crypto';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/env';
import { openDatabase } from '#server/db/open-database';
import { createAuth } from '#server/modules/auth/auth';
import { generateWorld } from '../tests/fixtures/fhir/world/generate-world';
import {
  figuresOf,
  printFigures,
  scoreWorldBundle,
  type BundleScore,
} from '../tests/fixtures/fhir/world/world-score';
import { writeResults } from './results-file';

const ORIGIN = 'http://localhost:3000';
const UNLIMITED = '100000000';
const count = Number(process.env.FHIR_WORLD_COUNT ?? 600);
const firstSeed = Number(process.env.FHIR_WORLD_FIRST_SEED ?? 1);
const showDetails = process.argv.includes('--details');
const started = performance.now();

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: 'memory://',
});
const config = loadConfig({
  APP_ENV: 'test',
  APP_URL: ORIGIN,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: UNLIMITED,
  RATE_LIMIT_ADDRESS_PER_MINUTE: UNLIMITED,
  JOB_CONCURRENCY: '0',
});
const { app } = await buildApp(config, { database });
await app.ready();

// Members are written straight to the database (as tests/setup/test-app.ts does): one per bundle.
const auth = await createAuth({
  db: database.db,
  config,
  mailer: { kind: 'outbox', send: async () => undefined },
}).$context;
const passwordHash = await auth.password.hash('Calm-River-42!');
let members = 0;
async function newUser(): Promise<string> {
  members += 1;
  const user = await auth.internalAdapter.createUser(
    {
      email: `fhir-world-${members}@example.com`,
      name: 'World Member',
      emailVerified: true,
      first_name: 'World',
      last_name: 'Member',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
    },
    { method: 'email-password' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: passwordHash,
  });
  const session = await auth.internalAdapter.createSession(user.id);
  const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
  return `${auth.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

const world = generateWorld(count, firstSeed);
const scores: BundleScore[] = [];
for (const bundle of world)
  scores.push(await scoreWorldBundle(bundle, { app, origin: ORIGIN, newUser }));
await app.close();
await database.close();

const tune = scores.filter((s) => s.split === 'tune');
const heldOut = scores.filter((s) => s.split === 'held-out');
const figures = { tune: figuresOf(tune), heldOut: figuresOf(heldOut) };
console.log(printFigures('TUNE', figures.tune));
console.log(printFigures('HELD-OUT (aggregate only)', figures.heldOut));
console.log('\nTune by writer:');
for (const writer of [...new Set(tune.map((s) => s.writer))].sort()) {
  const of = tune.filter((s) => s.writer === writer);
  const f = figuresOf(of);
  console.log(
    `  ${writer.padEnd(14)} ${f.bundles} bundles, fully ${f.fully}, partly ${f.partly}, refused ${f.refused}`,
  );
}
if (showDetails)
  for (const score of tune.filter((s) => s.outcome !== 'fully')) {
    console.log(`\nseed ${score.seed} (${score.writer}) ${score.outcome}`);
    for (const line of score.details) console.log(`  ${line}`);
  }
console.log(`\n${scores.length} bundles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
writeResults('fhir-world', { count, firstSeed, ...figures });
