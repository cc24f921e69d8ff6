/**
 * The contract check: every JSON answer a route test receives is validated against the
 * response schema the OpenAPI document publishes for that route and status (/api/docs/json, built
 * by @fastify/swagger from the zod contracts). createTestApp wires it in: `contractOnRoute` adds a
 * route-level onSend hook to every route, the hook validates each JSON body as it leaves and
 * records any mismatch, and `close()` throws with every mismatch (route, status, JSON path,
 * problem), so a file whose answers do not match what the document promises fails.
 *
 * What is checked: answers of documented routes with a JSON body. A status the document does not
 * list for the route is a mismatch too (a client reading the document cannot know that answer).
 * Not checked: non-JSON bodies (PDF, ZIP, server-sent events, HTML), empty bodies, compressed
 * bodies, hidden routes (the docs themselves, the dev outbox) and requests no route matched.
 *
 * OpenAPI 3.0 has no `null` type: the document says `nullable: true`. Before Ajv compiles a schema
 * each `nullable: true` node becomes `anyOf: [node, {type: 'null'}]`, which is what the keyword
 * means, and a draft-4 `exclusiveMinimum: true` beside `minimum` becomes the number Ajv reads.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type JsonSchema = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
    >
  >;
}

export interface ContractMismatch {
  method: string;
  route: string;
  status: number;
  /** The JSON path in the body and what is wrong there, or why the answer has no schema. */
  problems: string[];
}

/** One checker per app: the routes it saw registered and the mismatches of its answers. */
interface AppContract {
  routes: Set<string>;
  mismatches: Map<string, { mismatch: ContractMismatch; count: number }>;
  checked: number;
}

const contracts = new WeakMap<FastifyInstance, AppContract>();

// The document is the same for the same routes (the schemas are module constants), so it is built
// and compiled once per worker for each set of routes: @fastify/swagger takes ~0.6 s to build it.
const compiledDocuments = new Map<string, CompiledDocument>();

interface CompiledDocument {
  document: OpenApiDocument | undefined;
  validators: Map<string, ValidateFunction | string>;
  ajv: Ajv;
}

/** ':id' → '{id}', the way @fastify/swagger writes a path parameter. */
function openApiPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The OpenAPI 3.0 schema as a JSON schema Ajv reads: `nullable: true` becomes a null branch. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const converted: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'nullable' && typeof value === 'boolean') continue;
    converted[key] = toJsonSchema(value);
  }
  // OpenAPI 3.0 (JSON schema draft 4) writes an exclusive bound as a flag beside the bound.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof converted[flag] !== 'boolean') continue;
    if (converted[flag] === true) {
      converted[flag] = converted[bound];
      delete converted[bound];
    } else delete converted[flag];
  }
  if ((schema as JsonSchema).nullable === true) {
    // A nullable enum lists its values; null is one more.
    if (Array.isArray(converted.enum) && !converted.enum.includes(null)) {
      converted.enum = [...(converted.enum as unknown[]), null];
    }
    return { anyOf: [converted, { type: 'null' }] };
  }
  return converted;
}

function compiledFor(app: FastifyInstance, contract: AppContract): CompiledDocument {
  const key = [...contract.routes].sort().join('\n');
  let compiled = compiledDocuments.get(key);
  if (!compiled) {
    const swagger = (app as FastifyInstance & { swagger?: () => unknown }).swagger;
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
    addFormats(ajv);
    compiled = {
      document: swagger ? (swagger.call(app) as OpenApiDocument) : undefined,
      validators: new Map(),
      ajv,
    };
    // Without docs (API_DOCS=off) nothing is checked and nothing is cached for these routes.
    if (compiled.document) compiledDocuments.set(key, compiled);
  }
  return compiled;
}

/** Which documented response answers `status`: the exact code, then '4XX', then 'default'. */
function documentedStatus(responses: Record<string, unknown>, status: number): string | undefined {
  const exact = String(status);
  const range = `${exact[0]}XX`;
  return [exact, range, range.toLowerCase(), 'default'].find((code) => code in responses);
}

/**
 * The validator for one answer, or a string saying why there is none to check against (an
 * undocumented status or no JSON schema), or undefined when the route is not in the document.
 */
function validatorFor(
  compiled: CompiledDocument,
  method: string,
  route: string,
  status: number,
): ValidateFunction | string | undefined {
  const key = `${method} ${route} ${status}`;
  const known = compiled.validators.get(key);
  if (known) return known;
  const operation = compiled.document?.paths[openApiPath(route)]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const responses = operation.responses ?? {};
  const code = documentedStatus(responses, status);
  let found: ValidateFunction | string;
  // 'default' documents the error answers; a success or a redirect must be listed itself.
  if (!code || (code === 'default' && status < 400)) {
    found = `status ${status} is not documented (documented: ${Object.keys(responses).join(', ') || 'none'})`;
  } else {
    const schema = responses[code]?.content?.['application/json']?.schema;
    found =
      schema === undefined
        ? `status ${code} has no application/json schema`
        : compiled.ajv.compile(toJsonSchema(schema) as JsonSchema);
  }
  compiled.validators.set(key, found);
  return found;
}

function record(contract: AppContract, mismatch: ContractMismatch): void {
  const key = `${mismatch.method} ${mismatch.route} ${mismatch.status} ${mismatch.problems.join('; ')}`;
  const seen = contract.mismatches.get(key);
  if (seen) seen.count += 1;
  else contract.mismatches.set(key, { mismatch, count: 1 });
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/.test(type);
}

function checkAnswer(
  app: FastifyInstance,
  contract: AppContract,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): void {
  const route = request.routeOptions.url;
  if (!route || !isJson(reply) || reply.getHeader('content-encoding')) return;
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString('utf8')
        : undefined;
  if (text === undefined || text === '') return;
  const method = request.method;
  const status = reply.statusCode;
  const validate = validatorFor(compiledFor(app, contract), method, route, status);
  if (validate === undefined) return;
  contract.checked += 1;
  if (typeof validate === 'string') {
    record(contract, {
      method,
      route,
      status,
      problems: [`${validate}; body ${text.slice(0, 80)}`],
    });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    record(contract, { method, route, status, problems: ['the body is not JSON'] });
    return;
  }
  if (validate(body)) return;
  const problems = (validate.errors ?? [])
    // The null branch of a nullable node adds "must be null" beside the real reason; anyOf repeats it.
    .filter(
      (error) =>
        error.keyword !== 'anyOf' && !(error.keyword === 'type' && error.params.type === 'null'),
    )
    .map((error) => {
      const extra =
        error.keyword === 'additionalProperties'
          ? ` '${String(error.params.additionalProperty)}'`
          : error.keyword === 'type' || error.keyword === 'enum'
            ? ` (got ${JSON.stringify(valueAt(body, error.instancePath))?.slice(0, 60)})`
            : '';
      return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
    });
  const reasons =
    problems.length > 0
      ? problems
      : (validate.errors ?? []).map(
          (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`,
        );
  record(contract, { method, route, status, problems: [...new Set(reasons)].sort() });
}

function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/**
 * The checker createTestApp gives buildApp: `onRoute` notes each route and appends the checking
 * onSend hook to it (route hooks run after the app's own onSend hooks, so the body is final);
 * `attach(app)` names the app once built, for its document and its mismatches.
 */
export function createContractCheck(): {
  onRoute: (route: RouteOptions) => void;
  attach: (app: FastifyInstance) => void;
} {
  const contract: AppContract = { routes: new Set(), mismatches: new Map(), checked: 0 };
  let app: FastifyInstance | undefined;
  const check: onSendHookHandler = function (request, reply, payload, done) {
    try {
      if (app) checkAnswer(app, contract, request, reply, payload);
    } catch (error) {
      record(contract, {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        problems: [`the check itself failed: ${(error as Error).message}`],
      });
    }
    done(null, payload);
  };
  return {
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) contract.routes.add(`${method} ${route.url}`);
      const existing = route.onSend;
      route.onSend = [
        ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
        check,
      ];
    },
    attach: (built) => {
      app = built;
      contracts.set(built, contract);
    },
  };
}

/** The mismatches recorded for an app so far, each with how many answers had it. */
export function contractMismatches(
  app: FastifyInstance,
): { mismatch: ContractMismatch; count: number }[] {
  return [...(contracts.get(app)?.mismatches.values() ?? [])];
}

/** Forgets the mismatches recorded so far (a test that sends a deliberately wrong answer). */
export function clearContractMismatches(app: FastifyInstance): void {
  contracts.get(app)?.mismatches.clear();
}

/** Throws, naming every route, status and JSON path, when an answer did not match the document. */
export function assertContract(app: FastifyInstance): void {
  const found = contractMismatches(app);
  if (found.length === 0) return;
  const total = found.reduce((sum, entry) => sum + entry.count, 0);
  const lines = found.map(
    ({ mismatch, count }) =>
      `  ${mismatch.method} ${mismatch.route} → ${mismatch.status} (${count}×): ${mismatch.problems.join('; ')}`,
  );
  throw new Error(
    `${total} response(s) do not match the published OpenAPI response schema (/api/docs/json):\n${lines.join('\n')}`,
  );
}
