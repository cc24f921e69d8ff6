/**
 * The sources label knowledge may cite (cosmetic ingredients, health claims; ADR 034): the hosts
 * every kind uses (ALLOWED_SOURCE_HOSTS) plus the public EU and review sources these two kinds
 * rest on: the Commission's CosIng database and food portal (EU Register of nutrition and health
 * claims), EUR-Lex (Regulation 1223/2009 and its amendments), EFSA, the SCCS opinions on
 * health.ec.europa.eu, the Cochrane Library and doi.org links to reviews, and WHO.
 */
import { z } from 'zod';
import { ALLOWED_SOURCE_HOSTS } from '../knowledge.schema';

export const LABEL_SOURCE_HOSTS = [
  ...ALLOWED_SOURCE_HOSTS,
  'ec.europa.eu',
  'health.ec.europa.eu',
  'food.ec.europa.eu',
  'eur-lex.europa.eu',
  'www.efsa.europa.eu',
  'www.cochranelibrary.com',
  'doi.org',
  'www.who.int',
] as const;

/** `{title, url}`: a page a reader can open, on one of LABEL_SOURCE_HOSTS (https only). */
export const labelSourceSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  url: z
    .url()
    .refine((url) => url.startsWith('https://'), { message: 'source url must be https' })
    .refine((url) => (LABEL_SOURCE_HOSTS as readonly string[]).includes(new URL(url).host), {
      message: `source host must be one of: ${LABEL_SOURCE_HOSTS.join(', ')}`,
    }),
});
export type LabelSourceRecord = z.infer<typeof labelSourceSchema>;

/** The CosIng database: the source of every INCI name and function, and of the Annexes as published. */
export const COSING: LabelSourceRecord = {
  title: 'CosIng, the European Commission database of cosmetic ingredients',
  url: 'https://ec.europa.eu/growth/tools-databases/cosing/',
};

/** Regulation (EC) No 1223/2009 on cosmetic products, as consolidated on EUR-Lex. */
export const REGULATION_1223_2009: LabelSourceRecord = {
  title: 'Regulation (EC) No 1223/2009 on cosmetic products (EUR-Lex)',
  url: 'https://eur-lex.europa.eu/eli/reg/2009/1223/oj',
};

/** An amending regulation on EUR-Lex, from CosIng's 'Regulation' column ('(EU) 2019/831'). */
export function amendingRegulation(year: number, number: number): LabelSourceRecord {
  if (year === 2009 && number === 1223) return REGULATION_1223_2009;
  return {
    title: `Regulation (EU) ${year}/${number} amending the cosmetics Annexes (EUR-Lex)`,
    url: `https://eur-lex.europa.eu/eli/reg/${year}/${number}/oj`,
  };
}
