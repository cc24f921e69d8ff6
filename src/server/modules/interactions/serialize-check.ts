/**
 * The check response as JSON, fast: most of a response is the authored text of the interaction
 * records, which never changes while the process runs, so each record's part is stringified once
 * and reused. The result parses to exactly the CheckResponse object (see the test).
 */
import type {
  CheckResponse,
  InteractionResult,
  SubstanceRef,
} from '#shared/contracts/interactions.contract';

type RecordPart = Pick<
  InteractionResult,
  | 'severity'
  | 'summary'
  | 'mechanism'
  | 'management'
  | 'separate_hours'
  | 'evidence'
  | 'sources'
  | 'derived_from'
>;

/**
 * A record's JSON part for a pair, keyed by the pair's sources array: the index hands out one
 * frozen array per (record, pair sources), so the array's identity stands for that record with
 * those sources (see knowledge/pair-sources.ts). A WeakMap lookup costs less than building a key.
 */
const partCache = { basic: new WeakMap<object, string>(), full: new WeakMap<object, string>() };
const refCache = new Map<string, string>();

function refJson(ref: SubstanceRef): string {
  let json = refCache.get(ref.id);
  if (json === undefined) {
    json = JSON.stringify(ref);
    refCache.set(ref.id, json);
  }
  return json;
}

function recordPart(interaction: InteractionResult, detail: CheckResponse['detail']): string {
  const cache = partCache[detail];
  let part = cache.get(interaction.sources);
  if (part === undefined) {
    const fields: RecordPart = {
      severity: interaction.severity,
      summary: interaction.summary,
      mechanism: interaction.mechanism,
      management: interaction.management,
      separate_hours: interaction.separate_hours,
      evidence: interaction.evidence,
      sources: interaction.sources,
      // An answer derived from roles (ADR 082) has its own sources array, so it caches alike.
      ...(interaction.derived_from ? { derived_from: interaction.derived_from } : {}),
    };
    part = JSON.stringify(fields).slice(1, -1);
    cache.set(interaction.sources, part);
  }
  return part;
}

const itemCache = new Map<string, string>();
const ITEM_CACHE_LIMIT = 10_000;

/** An item's JSON depends only on what was typed (for one knowledge version), so it is kept. */
function itemJson(item: CheckResponse['items'][number], version: string): string {
  const key = `${version}|${item.query}`;
  let json = itemCache.get(key);
  if (json === undefined) {
    json = JSON.stringify(item);
    if (itemCache.size >= ITEM_CACHE_LIMIT) itemCache.clear();
    itemCache.set(key, json);
  }
  return json;
}

export function serializeCheck(result: CheckResponse): string {
  const interactions = result.interactions
    .map(
      (i) =>
        `{"id":${JSON.stringify(i.id)},"between":[${i.between[0]},${i.between[1]}],${i.substances ? `"substances":[${refJson(i.substances[0])},${refJson(i.substances[1])}],` : ''}${recordPart(i, result.detail)}}`,
    )
    .join(',');
  const items = result.items.map((item) => itemJson(item, result.knowledge_version)).join(',');
  const rest: Omit<CheckResponse, 'interactions' | 'items'> = {
    duplicates: result.duplicates,
    cautions: result.cautions,
    detail: result.detail,
    profile_used: result.profile_used,
    knowledge_version: result.knowledge_version,
  };
  return `{"interactions":[${interactions}],"items":[${items}],${JSON.stringify(rest).slice(1)}`;
}

/** For tests. */
export function clearSerializeCache(): void {
  partCache.basic = new WeakMap();
  partCache.full = new WeakMap();
  refCache.clear();
  itemCache.clear();
}
