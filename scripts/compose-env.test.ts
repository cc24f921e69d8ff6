/**
 * The deployment files against the code ("every variable the code reads is in the
 * compose environment or documented as optional"). compose.yaml, deploy/.env.example,
 * deploy/Caddyfile and the Dockerfile are read as text and checked against the configuration
 * schema and the paths the server reads, so a variable added to env.ts, or a data folder moved,
 * fails here instead of in a deployment. Docker itself is not needed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/server/config/env';
import { MIGRATIONS_FOLDER } from '../src/server/db/client';
import { KNOWLEDGE_DATA_DIR } from '../src/server/knowledge/load-knowledge-files';
import { PROJECT_ROOT } from '../src/server/lib/project-paths';

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8');

type Environment = Record<string, string | number | boolean | null>;
interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Environment;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as ComposeFile;
const composeText = read('compose.yaml');
const envExample = read('deploy/.env.example');
const caddyfile = read('deploy/Caddyfile');
const dockerfile = read('Dockerfile');

const schemaKeys = Object.keys(envSchema.shape).sort();
const APP_SERVICES = ['app1', 'app2'];
/** Development defaults: left out of the production deployment on purpose, and said so. */
const NOT_PASSED = [
  'ALLOW_DEV_DEFAULTS_IN_PRODUCTION',
  'ALLOW_DEMO_CHECKOUT',
  'ALLOW_LOCAL_STORAGE_WITH_POSTGRES',
];
/** Refused when missing in production (env.ts), so compose must refuse to start without them. */
const REQUIRED_IN_PRODUCTION = ['APP_URL', 'BETTER_AUTH_SECRET', 'SMTP_URL', 'METRICS_TOKEN'];

/** Every NAME in deploy/.env.example, set (NAME=) or documented in a comment (# NAME=). */
const documented = new Set(
  [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!),
);
/** The names deploy/.env.example sets (uncommented lines). */
const exampleValues = new Map(
  [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [
    match[1]!,
    match[2]!.replace(/^"(.*)"$/, '$1'),
  ]),
);

function appEnvironment(service: string): Environment {
  const environment = compose.services[service]?.environment;
  if (!environment) throw new Error(`compose.yaml: ${service} has no environment`);
  return environment;
}

/**
 * The value compose would give, from a .env holding `dotenv`: ${VAR}, ${VAR:-default} and
 * ${VAR:?error}; undefined for a bare key whose variable is unset (compose leaves it unset).
 */
function interpolate(
  key: string,
  value: Environment[string],
  dotenv: Map<string, string>,
): string | undefined {
  if (value === null) return dotenv.get(key) || undefined;
  return String(value).replace(
    /\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g,
    (_, name: string, colon: string, kind: string, operand: string) => {
      const given = dotenv.get(name);
      const missing = given === undefined || (colon === ':' && given === '');
      if (!missing) return given;
      if (kind === '?') throw new Error(`compose would refuse to start: ${name} ${operand}`);
      return kind === '-' ? operand : '';
    },
  );
}

describe('compose.yaml and deploy/.env.example against the configuration schema', () => {
  it('gives each app replica every variable the schema reads, except the development defaults', () => {
    for (const service of APP_SERVICES) {
      const passed = Object.keys(appEnvironment(service)).sort();
      expect(passed, service).toEqual(schemaKeys.filter((key) => !NOT_PASSED.includes(key)));
    }
  });

  it('documents in deploy/.env.example every variable left to the operator, and the ones left out', () => {
    const environment = appEnvironment('app1');
    const bare = Object.keys(environment).filter((key) => environment[key] === null);
    expect(bare.length).toBeGreaterThan(10);
    for (const key of [...bare, ...NOT_PASSED]) expect(documented, key).toContain(key);
    for (const key of NOT_PASSED) expect(composeText, key).toContain(key);
  });

  it('defines in deploy/.env.example every variable compose.yaml interpolates', () => {
    const referenced = new Set(
      [...composeText.replace(/^\s*#.*$/gm, '').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(referenced.size).toBeGreaterThan(10);
    for (const name of referenced) expect(documented, name).toContain(name);
  });

  it('refuses to start without the variables production requires', () => {
    const environment = appEnvironment('app1');
    for (const key of REQUIRED_IN_PRODUCTION) {
      expect(String(environment[key]), key).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    }
    // Secrets are left empty in the example, so a copied .env cannot start with a published one.
    for (const key of ['BETTER_AUTH_SECRET', 'SMTP_URL', 'METRICS_TOKEN']) {
      expect(exampleValues.get(key), key).toBe('');
    }
    expect(() => interpolate('APP_URL', environment.APP_URL!, new Map())).toThrow(/APP_URL/);
  });

  it('runs the replicas in production behind the proxy on the shared stores', () => {
    for (const service of APP_SERVICES) {
      const environment = appEnvironment(service);
      expect(environment.APP_ENV).toBe('production');
      expect(environment.TRUST_PROXY).toBe('true');
      expect(String(environment.DATABASE_URL)).toMatch(/^postgres:\/\/wellnest:.*@postgres:5432\//);
      expect(String(environment.DATABASE_APP_URL)).toMatch(/^postgres:\/\/wellnest_web:/);
      expect(String(environment.REDIS_URL)).toMatch(/@redis:6379$/);
      expect(environment.S3_ENDPOINT).toBe('http://minio:9000');
      expect(compose.services[service]?.volumes).toEqual([`${service}-data:/data`]);
    }
    for (const store of ['postgres', 'redis', 'minio']) {
      expect(compose.services[store]?.healthcheck, store).toBeDefined();
    }
    expect(compose.services['minio-init']?.image).toMatch(/^minio\/mc/);
    // The proxy balances exactly the app replicas and asks each one's readiness.
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(APP_SERVICES.map((service) => `${service}:3000`));
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
  });

  it('gives a configuration the app accepts in production once the secrets are filled in', () => {
    const secret = () => randomBytes(24).toString('hex');
    const dotenv = new Map(exampleValues);
    for (const [key, value] of exampleValues) if (value === '') dotenv.set(key, secret());
    dotenv.set('SMTP_URL', 'smtp://mailer:password@smtp.example.com:587');
    dotenv.set('BETTER_AUTH_SECRET', randomBytes(32).toString('base64'));
    const environment = appEnvironment('app1');
    const resolved: Record<string, string> = {};
    for (const [key, value] of Object.entries(environment)) {
      const interpolated = interpolate(key, value, dotenv);
      if (interpolated !== undefined) resolved[key] = interpolated;
    }
    const parsed = envSchema.safeParse(resolved);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      APP_ENV: 'production',
      TRUST_PROXY: true,
      S3_BUCKET: 'wellnest',
      S3_FORCE_PATH_STYLE: true,
      PORT: 3000,
    });
    // Bare keys left unset keep the app's defaults rather than an empty value.
    expect(parsed.data?.JOB_CONCURRENCY).toBe(2);
    expect(parsed.data?.LOG_LEVEL).toBe('info');
  });
});

describe('the Dockerfile', () => {
  it('builds with dev dependencies and runs the built server with production ones, as node', () => {
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(22|24)[.\-\w]*$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/livez/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\/main\.js"\]$/m);
  });

  it('copies the data folders the server reads, where it looks for them', () => {
    for (const folder of [MIGRATIONS_FOLDER, KNOWLEDGE_DATA_DIR]) {
      const path = relative(PROJECT_ROOT, folder);
      expect(dockerfile, path).toContain(`COPY ${path} ./${path}`);
    }
  });
});
