/**
 * The files scripts/new-feature.ts writes, one template per file, in the shape ARCHITECTURE.md's
 * 'Adding a feature' and 'A client area, and adding a page' describe (the nutrition module's):
 * the contract, the module (in-memory repository, context, one file of plain operations, the
 * service factory, the routes, the registration), the access fixture, the client API hook, and a
 * signed-in page in an area folder of its own. Prettier formats them as they are written, so a
 * template's layout does not matter; its code must pass the type-aware lint as it stands.
 */

/** A feature's name in each spelling its files use ('sleep-diary', 'sleepDiary', ...). */
export interface FeatureNames {
  /** The folder and file name, and the URL: 'sleep-diary'. */
  kebab: string;
  camel: string;
  pascal: string;
  /** The routes and declarations exports: 'SLEEP_DIARY'. */
  constant: string;
  /** The page's heading: 'Sleep diary'. */
  title: string;
}

export function namesOf(feature: string): FeatureNames {
  const words = feature.split('-');
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    kebab: feature,
    camel: words[0]! + words.slice(1).map(capital).join(''),
    pascal: words.map(capital).join(''),
    constant: words.map((word) => word.toUpperCase()).join('_'),
    title: capital(words.join(' ')),
  };
}

function contract({ kebab, camel, pascal, constant, title }: FeatureNames): string {
  return `/**
 * ${title}: the signed-in member's entries, newest first (GET /api/${kebab}), and a new one
 * (POST /api/${kebab}). Both sides import these schemas: the routes validate and answer with them,
 * the client checks each answer against them.
 */
import { z } from 'zod';

/** The most characters an entry keeps. */
export const ${constant}_TEXT_MAX = 500;

export const ${camel}EntryInputSchema = z.strictObject({
  text: z.string().trim().min(1).max(${constant}_TEXT_MAX),
});
export type ${pascal}EntryInput = z.infer<typeof ${camel}EntryInputSchema>;

export const ${camel}EntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  /** When it was added (ISO 8601). */
  created_at: z.string(),
});
export type ${pascal}Entry = z.infer<typeof ${camel}EntrySchema>;

export const ${camel}Schema = z.object({
  /** The newest entries, newest first. */
  entries: z.array(${camel}EntrySchema),
  /** Every entry the member has kept, shown or not. */
  total: z.number().int().nonnegative(),
});
export type ${pascal} = z.infer<typeof ${camel}Schema>;
`;
}

function repository({ kebab, pascal, title }: FeatureNames): string {
  return `/**
 * ${title}'s entries, kept in memory for the app's life, in the shape a table's repository has
 * (rows by member; the service never sees how they are kept). When the entries must outlive a
 * restart or be shared by several instances, they move to \`${kebab}.table.ts\` (then
 * \`npm run db:generate\` writes its migration) and these functions become queries over \`(db)\`.
 */
import { randomUUID } from 'node:crypto';

export interface ${pascal}Row {
  id: string;
  userId: string;
  text: string;
  createdAt: Date;
}

/** The most entries kept per member: the oldest go first, so memory stays bounded. */
const KEPT_PER_MEMBER = 100;

export function create${pascal}Repository() {
  const rowsOf = new Map<string, ${pascal}Row[]>();
  return {
    /** The member's rows, newest first. */
    async listFor(userId: string): Promise<${pascal}Row[]> {
      return [...(rowsOf.get(userId) ?? [])];
    },

    async insert(values: Omit<${pascal}Row, 'id'>): Promise<${pascal}Row> {
      const row = { id: randomUUID(), ...values };
      rowsOf.set(values.userId, [row, ...(rowsOf.get(values.userId) ?? [])].slice(0, KEPT_PER_MEMBER));
      return row;
    },
  };
}
export type ${pascal}Repository = ReturnType<typeof create${pascal}Repository>;
`;
}

function context({ kebab, pascal, title }: FeatureNames): string {
  return `/** What every operation of ${title.toLowerCase()} shares: its repository and the clock. */
import type { ${pascal}Repository } from './${kebab}.repository';

export interface ${pascal}Context {
  repository: ${pascal}Repository;
  now: () => Date;
}
`;
}

function operations({ kebab, pascal }: FeatureNames): string {
  return `/** The member's entries: the newest of them with how many there are, and a new one. */
import type {
  ${pascal},
  ${pascal}Entry,
  ${pascal}EntryInput,
} from '#shared/contracts/${kebab}.contract';
import type { Actor } from '#server/plugins/actor';
import type { ${pascal}Context } from './${kebab}-context';
import type { ${pascal}Row } from './${kebab}.repository';

/** How many entries an answer shows; its \`total\` counts them all. */
const SHOWN = 20;

function entryOf(row: ${pascal}Row): ${pascal}Entry {
  return { id: row.id, text: row.text, created_at: row.createdAt.toISOString() };
}

export async function list${pascal}(ctx: ${pascal}Context, actor: Actor): Promise<${pascal}> {
  const rows = await ctx.repository.listFor(actor.id);
  return { entries: rows.slice(0, SHOWN).map(entryOf), total: rows.length };
}

export async function add${pascal}Entry(
  ctx: ${pascal}Context,
  actor: Actor,
  input: ${pascal}EntryInput,
): Promise<${pascal}Entry> {
  const row = await ctx.repository.insert({ userId: actor.id, text: input.text, createdAt: ctx.now() });
  return entryOf(row);
}
`;
}

function service({ kebab, pascal, title }: FeatureNames): string {
  return `/**
 * ${title}'s rules: one file per sub-resource of plain operations \`(ctx, actor, input)\`
 * (${kebab}-entries.ts); this factory builds their context once and only delegates.
 */
import type { ${pascal}EntryInput } from '#shared/contracts/${kebab}.contract';
import type { Actor } from '#server/plugins/actor';
import type { ${pascal}Context } from './${kebab}-context';
import { add${pascal}Entry, list${pascal} } from './${kebab}-entries';

export type ${pascal}ServiceDeps = Omit<${pascal}Context, 'now'> & { now?: () => Date };

export function create${pascal}Service(deps: ${pascal}ServiceDeps) {
  const context: ${pascal}Context = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    list: (actor: Actor) => list${pascal}(context, actor),
    addEntry: (actor: Actor, input: ${pascal}EntryInput) => add${pascal}Entry(context, actor, input),
  };
}
export type ${pascal}Service = ReturnType<typeof create${pascal}Service>;
`;
}

function routes({ kebab, camel, pascal, title }: FeatureNames): string {
  return `/**
 * The ${title.toLowerCase()} API: the member's own entries, read and added; a visitor gets 401. The
 * read is declared with \`member.read\`, so it is also the page's first answer (ADR 130).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  ${camel}EntryInputSchema,
  ${camel}EntrySchema,
  ${camel}Schema,
} from '#shared/contracts/${kebab}.contract';
import { memberRoutes, type MemberRoutes } from '#server/lib/member-routes';
import type { ${pascal}Service } from './${kebab}.service';

const TAGS = ['${kebab}'];
const PATH = '/api/${kebab}';

export interface ${pascal}RouteDeps {
  service: ${pascal}Service;
}

/** The caller's entries: the newest with their count, and a new one. */
function entryRoutes(member: MemberRoutes, { service }: ${pascal}RouteDeps): void {
  const config = { access: 'user' } as const;
  member.read(
    PATH,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The caller\\u2019s ${title.toLowerCase()} entries, newest first',
        response: { 200: ${camel}Schema, 401: apiErrorSchema },
      },
    },
    async (actor) => service.list(actor),
  );
  member.post(
    PATH,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Add an entry to the caller\\u2019s ${title.toLowerCase()}',
        body: ${camel}EntryInputSchema,
        response: { 201: ${camel}EntrySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (actor, request, reply) =>
      reply.status(201).send(await service.addEntry(actor, request.body)),
  );
}

export function ${camel}Routes(deps: ${pascal}RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    entryRoutes(memberRoutes(app), deps);
  };
}
`;
}

function registration({ kebab, camel, pascal, title }: FeatureNames): string {
  return `/** ${title}: the member's entries (kept in memory until the feature has a table). */
import type { FeatureModule } from '#server/modules/feature-module';
import { create${pascal}Repository } from './${kebab}.repository';
import { ${camel}Routes } from './${kebab}.routes';
import { create${pascal}Service } from './${kebab}.service';

export const register${pascal}Module: FeatureModule = async (app, context) => {
  const service = create${pascal}Service({ repository: create${pascal}Repository(), now: context.now });
  await app.register(${camel}Routes({ service }));
};
`;
}

function accessFixture({ camel, title }: FeatureNames): string {
  return `/**
 * Access-matrix fixtures for the ${title.toLowerCase()} module: its routes name no id (they answer the
 * caller's own entries), so there is nothing of another member's to ask for, and none is public.
 */
import type { ModuleAccess } from './access-fixture';

export const ${camel}Access: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [],
  notOwnedParams: {},
};
`;
}

function apiHook({ kebab, camel, pascal, constant, title }: FeatureNames): string {
  return `/** GET /api/${kebab}: the signed-in member's ${title.toLowerCase()} entries, newest first. */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ${pascal} } from '#shared/contracts/${kebab}.contract';

export const ${constant}_PATH = '/api/${kebab}';

/**
 * The feature's own root: no other feature's write changes its entries, so it is not in the write
 * map (QUERY_ROOTS); its own writes refresh it. It joins the map when another feature's write must.
 */
export const ${camel}QueryKey = ['${kebab}'] as const;

export async function get${pascal}(signal?: AbortSignal): Promise<${pascal}> {
  return getChecked(
    ${constant}_PATH,
    () => import('#shared/contracts/${kebab}.contract').then((c) => c.${camel}Schema),
    signal,
  );
}

/** The member's entries, cached under the feature's own root; asked once there is a session. */
export function use${pascal}() {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: [...${camel}QueryKey, userId],
    queryFn: ({ signal }) => get${pascal}(signal),
    enabled: userId !== null,
  });
}
`;
}

function areaRoutes({ kebab, camel, constant, title }: FeatureNames): string {
  return `/** The ${title.toLowerCase()} page; found by its folder and collected into APP_ROUTES (area-files.ts). */
import { protectedPage, type AppRoute } from '../../app-route';
import { lazyPage } from '../../lazy-page';
import type { ${constant}_DECLARATIONS } from './${kebab}-declarations';

const ${camel}Page = lazyPage('${title}', () => import('./${kebab}'));

export const ${constant}_ROUTES: AppRoute<keyof typeof ${constant}_DECLARATIONS>[] = [
  // Its link in the signed-in menu (ADR 104: a member's tool is one or two taps away). It starts
  // in Today; name the group it belongs to, and \`after\` a link there to place it.
  protectedPage('/${kebab}', '${title}', ${camel}Page, '${camel}', {
    group: 'today',
    label: '${title}',
  }),
];
`;
}

function areaDeclarations({ kebab, camel, constant, title }: FeatureNames): string {
  return `/**
 * The declaration (ADR 119: head tags, first data) of the ${title.toLowerCase()} page (signed in, never
 * indexed). It names no views: what it shows is under the feature's own root, which no write in
 * the write map refreshes.
 */
import { NOT_INDEXED } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';

export const ${constant}_DECLARATIONS = declarePages({
  ${camel}: {
    meta: {
      title: '${title} | Wellnest',
      description: 'Your ${title.toLowerCase()} entries, newest first.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => ['/api/${kebab}'] },
  },
});
`;
}

function page({ kebab, pascal, title }: FeatureNames): string {
  return `/** /${kebab}: the signed-in member's ${title.toLowerCase()} entries, newest first. */
import type { ReactElement } from 'react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Card } from '#client/components/ui/card';
import { use${pascal} } from '#client/features/${kebab}/api/get-${kebab}';
import { usePageMeta } from '#client/lib/use-page-meta';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The entries, or what stands in for them while they load, when none exist or on an error. */
function Entries(): ReactElement {
  const answer = use${pascal}();
  if (answer.isError) return <SectionErrorCard onRetry={() => void answer.refetch()} />;
  if (answer.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading your entries...
      </p>
    );
  if (answer.data.total === 0) return <p className="text-slate-700">No entries yet.</p>;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <p className="text-sm text-slate-600">
        {answer.data.total} {answer.data.total === 1 ? 'entry' : 'entries'}
      </p>
      <ul className="space-y-3">
        {answer.data.entries.map((entry) => (
          <li key={entry.id}>
            <p className="break-words text-slate-900">{entry.text}</p>
            <p className="text-xs text-slate-600">{dateFormat.format(new Date(entry.created_at))}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function ${pascal}Page(): ReactElement {
  usePageMeta('/${kebab}');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${title}</h1>
        <p className="mt-1 text-slate-700">Your entries, newest first.</p>
      </div>
      <Entries />
    </div>
  );
}
`;
}

/** Each new file: its path from the repository's root, with `<feature>` read as the name, and its text. */
export function featureFiles(names: FeatureNames): { path: string; text: string }[] {
  const f = names.kebab;
  const module = `src/server/modules/${f}`;
  const area = `src/client/app/routes/${f}`;
  return [
    { path: `src/shared/contracts/${f}.contract.ts`, text: contract(names) },
    { path: `${module}/${f}.repository.ts`, text: repository(names) },
    { path: `${module}/${f}-context.ts`, text: context(names) },
    { path: `${module}/${f}-entries.ts`, text: operations(names) },
    { path: `${module}/${f}.service.ts`, text: service(names) },
    { path: `${module}/${f}.routes.ts`, text: routes(names) },
    { path: `${module}/${f}.module.ts`, text: registration(names) },
    { path: `tests/setup/access/${f}.access.ts`, text: accessFixture(names) },
    { path: `src/client/features/${f}/api/get-${f}.ts`, text: apiHook(names) },
    { path: `${area}/${f}-routes.ts`, text: areaRoutes(names) },
    { path: `${area}/${f}-declarations.ts`, text: areaDeclarations(names) },
    { path: `${area}/${f}.tsx`, text: page(names) },
  ];
}
