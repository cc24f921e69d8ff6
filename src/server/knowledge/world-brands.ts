/**
 * Brand names of other markets (data/world-brands.json): India, Japan, China, South Korea, Brazil,
 * Mexico, Argentina, Turkey, Russia and the Gulf states. Each name is one substance's brand in that
 * market, checked against the market's public medicines register, which each market cites. The
 * resolver reads them as brands of their substance (ADR 078); AUTHORING.md says how to add one.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectPath } from '../lib/project-paths';
import type { ExtraName } from './substance-search';

/** The public registers of medicines a market's names are checked against. */
export const REGISTER_HOSTS = [
  'cdsco.gov.in',
  'www.pmda.go.jp',
  'www.nmpa.gov.cn',
  'nedrug.mfds.go.kr',
  'consultas.anvisa.gov.br',
  'www.gob.mx',
  'www.argentina.gob.ar',
  'www.titck.gov.tr',
  'grls.rosminzdrav.ru',
  'www.sfda.gov.sa',
  'mohap.gov.ae',
  'www.ema.europa.eu',
] as const;

const registerSource = z.strictObject({
  title: z.string().trim().min(1).max(200),
  url: z.url().refine((url) => (REGISTER_HOSTS as readonly string[]).includes(new URL(url).host), {
    message: `a register source's host must be one of: ${REGISTER_HOSTS.join(', ')}`,
  }),
});

const worldBrandsFileSchema = z.strictObject({
  description: z.string().min(1),
  markets: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
        name: z.string().min(1),
        sources: z.array(registerSource).min(1),
      }),
    )
    .min(1),
  names: z.array(
    z.strictObject({
      name: z.string().trim().min(2).max(80),
      /** The substance the brand contains (a combination product's id for a combination). */
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      market: z.string().min(1),
    }),
  ),
});
export type WorldBrandsFile = z.infer<typeof worldBrandsFileSchema>;

export const WORLD_BRANDS_FILE = projectPath('src/server/knowledge/data/world-brands.json');

export function readWorldBrands(path = WORLD_BRANDS_FILE): WorldBrandsFile {
  return worldBrandsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

let shipped: readonly ExtraName[] | null = null;

/** Every market's brand names as extra names of their substances (the shipped file's, read once). */
export function worldBrandNames(file?: WorldBrandsFile): readonly ExtraName[] {
  const build = (from: WorldBrandsFile) =>
    from.names.map((entry) => ({ name: entry.name, substanceId: entry.id }));
  if (file) return build(file);
  shipped ??= build(readWorldBrands());
  return shipped;
}
