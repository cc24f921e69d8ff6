/**
 * What a label-knowledge record cites (ADR 033): a public page from the hosts below, which add the
 * EU and UK regulators and FDA's inventory host to the knowledge base's usual ones. Every record
 * cites at least one; the text in the records is our own.
 */
import { z } from 'zod';
import { ALLOWED_SOURCE_HOSTS } from '../knowledge.schema';

export const LABEL_SOURCE_HOSTS = [
  ...ALLOWED_SOURCE_HOSTS,
  'www.efsa.europa.eu',
  'eur-lex.europa.eu',
  'www.food.gov.uk',
  'www.hfpappexternal.fda.gov',
  // The lexicon's laws outside EUR-Lex (ADR 076): Norway's food information regulation
  // (Lovdata), Switzerland's food information ordinance (Fedlex), Turkey's labelling regulation
  // (the Official Gazette).
  'lovdata.no',
  'www.fedlex.admin.ch',
  'www.resmigazete.gov.tr',
] as const;

export const labelSourceSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  url: z
    .url()
    .refine((url) => (LABEL_SOURCE_HOSTS as readonly string[]).includes(new URL(url).host), {
      message: `source host must be one of: ${LABEL_SOURCE_HOSTS.join(', ')}`,
    }),
});
export type LabelRecordSource = z.infer<typeof labelSourceSchema>;

export const labelSourcesSchema = (what: string) =>
  z.array(labelSourceSchema).min(1, `every ${what} cites at least one source`);

/** The sources this knowledge cites most, named once. */
export const LABEL_SOURCES = {
  unionList: {
    title: 'Regulation (EC) No 1333/2008 on food additives, Annex II (the Union list)',
    url: 'https://eur-lex.europa.eu/eli/reg/2008/1333/oj',
  },
  efsaAdditives: {
    title: 'EFSA: Food additives (re-evaluation programme under Regulation (EU) No 257/2010)',
    url: 'https://www.efsa.europa.eu/en/topics/topic/food-additives',
  },
  foodInformation: {
    title: 'Regulation (EU) No 1169/2011 on food information to consumers (Annex II allergens)',
    url: 'https://eur-lex.europa.eu/eli/reg/2011/1169/oj',
  },
} as const;
