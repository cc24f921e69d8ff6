/**
 * `npx tsx scripts/author-additives.ts`: writes data/additives/*.json (one file per E-number range)
 * from the compact table in scripts/food-labels/additive-table.ts and the EFSA evaluations in
 * scripts/food-labels/additive-evaluations.ts. An authoring tool only: the app and the tests read
 * the committed JSON. Every additive cites the Union list and EFSA (a journal opinion where we
 * are sure of its address, else EFSA's food additives page); every flag cites its own source.
 * ADR 033.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Additive, AdditiveClass } from '#server/knowledge/food-labels/additive.schema';
import { additiveSchema } from '#server/knowledge/food-labels/additive.schema';
import { foldLabelName } from '#server/knowledge/food-labels/label-names';
import { LABEL_SOURCES } from '#server/knowledge/food-labels/label-source';
import { validateAdditives } from '#server/knowledge/food-labels/validate-additives';
import { ADDITIVE_ROWS, type DietKey, type FlagKey } from './food-labels/additive-table';

const OUT = join(import.meta.dirname, '../src/server/knowledge/data/additives');
const VERSION = '2026.11.1';

const EFSA_E171 = {
  title: 'EFSA Journal: safety assessment of titanium dioxide (E171) as a food additive, 2021',
  url: 'https://www.efsa.europa.eu/en/efsajournal/pub/6585',
};
const E171_BAN = {
  title: 'Commission Regulation (EU) 2022/63 removing titanium dioxide (E171) from the Union list',
  url: 'https://eur-lex.europa.eu/eli/reg/2022/63/oj',
};

const FLAGS: Record<FlagKey, Additive['flags'][number]> = {
  southampton: {
    level: 'caution',
    text: "One of the six 'Southampton' colours: in the EU a food containing it must carry the warning 'may have an adverse effect on activity and attention in children' (Regulation 1333/2008, Annex V), following a 2007 study of children's behaviour.",
    sources: [LABEL_SOURCES.unionList],
  },
  sulphites: {
    level: 'caution',
    text: 'A sulphite: sulphur dioxide and sulphites above 10 mg per kg or litre (as SO2) must be declared as an allergen in the EU. They can trigger asthma attacks and other reactions in sensitive people, especially people with asthma.',
    sources: [
      LABEL_SOURCES.foodInformation,
      {
        title: 'EFSA Journal: re-evaluation of sulfur dioxide and sulfites (E 220-E 228), 2016',
        url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4438',
      },
    ],
  },
  phenylalanine: {
    level: 'caution',
    text: 'Contains a source of phenylalanine: harmful for people with phenylketonuria (PKU). EU law requires the label to say so (Regulation 1169/2011, Annex III).',
    sources: [LABEL_SOURCES.foodInformation],
  },
  polyols: {
    level: 'info',
    text: "A polyol (sugar alcohol): foods with more than 10% added polyols must state 'excessive consumption may produce laxative effects' (Regulation 1169/2011, Annex III).",
    sources: [LABEL_SOURCES.foodInformation],
  },
  titanium_dioxide: {
    level: 'caution',
    text: 'Not authorised in the EU since 2022: EFSA concluded in 2021 that titanium dioxide can no longer be considered safe as a food additive, because a concern for genotoxicity could not be ruled out. Other countries, including the US, still permit it.',
    sources: [EFSA_E171, E171_BAN],
  },
  carrageenan_infants: {
    level: 'info',
    text: "EFSA's 2018 re-evaluation set only a temporary ADI and could not conclude on its use in formula for infants under 16 weeks, for lack of data.",
    sources: [
      {
        title:
          'EFSA Journal: re-evaluation of carrageenan (E407) and processed Eucheuma seaweed (E407a), 2018',
        url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5238',
      },
    ],
  },
  egg_lysozyme: {
    level: 'info',
    text: "Made from hen's egg white: it is declared as egg on EU labels, and people allergic to egg should avoid it.",
    sources: [LABEL_SOURCES.foodInformation],
  },
  lecithin_origin: {
    level: 'info',
    text: 'Usually made from soya or sunflower, sometimes from egg; a soya or egg source must be named on the label as an allergen.',
    sources: [LABEL_SOURCES.foodInformation],
  },
  nitrosamines: {
    level: 'info',
    text: 'Nitrites added to cured meats can form nitrosamines, which EFSA (2023) concluded raise a health concern at current dietary exposure.',
    sources: [LABEL_SOURCES.efsaAdditives],
  },
  carmine_allergy: {
    level: 'info',
    text: 'Made from cochineal insects; carmine can cause allergic reactions in a few people. EFSA (2015) advised removing the proteins that trigger them.',
    sources: [
      {
        title: 'EFSA Journal: re-evaluation of cochineal, carminic acid, carmines (E 120), 2015',
        url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4288',
      },
    ],
  },
  phosphates_kidney: {
    level: 'info',
    text: "A phosphate: EFSA's 2019 group ADI (40 mg phosphorus per kg a day, from all sources) does not protect people with impaired kidney function, and children's intakes can exceed it.",
    sources: [
      {
        title:
          'EFSA Journal: re-evaluation of phosphoric acid and phosphates (E 338-E 341, E 343, E 450-E 452), 2019',
        url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5674',
      },
    ],
  },
  aluminium: {
    level: 'info',
    text: 'Contains aluminium. EFSA (2008) found that many people in Europe may exceed its tolerable weekly intake for aluminium from all foods (1 mg per kg body weight), and the EU has since restricted aluminium-containing additives.',
    sources: [
      {
        title: 'EFSA Journal: safety of aluminium from dietary intake, 2008',
        url: 'https://www.efsa.europa.eu/en/efsajournal/pub/754',
      },
    ],
  },
  milk_lactitol: {
    level: 'info',
    text: 'Made from lactose (milk sugar), so not vegan.',
    sources: [LABEL_SOURCES.unionList],
  },
};

const DIETS: Record<DietKey, Pick<Additive, 'vegan' | 'vegetarian'>> = {
  insect: { vegan: 'no', vegetarian: 'no' },
  animal_product: { vegan: 'no', vegetarian: 'yes' },
  fat: { vegan: 'depends', vegetarian: 'depends' },
  egg_or_plant: { vegan: 'depends', vegetarian: 'yes' },
  may_be_animal: { vegan: 'depends', vegetarian: 'depends' },
};

const FILES: [file: string, from: number, to: number][] = [
  ['colours.json', 100, 199],
  ['preservatives.json', 200, 299],
  ['antioxidants-acids.json', 300, 399],
  ['thickeners-emulsifiers.json', 400, 499],
  ['acidity-regulators-anti-caking.json', 500, 599],
  ['flavour-enhancers.json', 600, 699],
  ['glazing-gases-sweeteners.json', 900, 999],
  ['other-additives.json', 1000, 1999],
];

function toAdditive(row: (typeof ADDITIVE_ROWS)[number]): Additive {
  const [e, name, cls, synonymText, evaluation, options = {}] = row;
  const ins = `INS ${e.slice(1)}`;
  // Spellings that fold to the same name ('sulphite', 'sulfite') are one synonym.
  const seen = new Set([foldLabelName(name)]);
  const synonyms = [...synonymText.split('|').filter(Boolean), ins].filter((synonym) => {
    const key = foldLabelName(synonym);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const functions = [cls, ...(options.fn ?? [])] as AdditiveClass[];
  const efsaSource = evaluation.source ?? LABEL_SOURCES.efsaAdditives;
  return {
    id: e.toLowerCase(),
    e_number: e,
    name,
    synonyms,
    class: cls as AdditiveClass,
    functions: [...new Set(functions)],
    efsa: {
      eu_status: options.notAuthorised ? 'not authorised in the EU' : 'authorised',
      evaluated: evaluation.evaluated,
      adi_mg_per_kg: evaluation.adi,
      summary: evaluation.summary,
    },
    flags: (options.flags ?? []).map((key) => FLAGS[key]),
    ...(options.diet ? DIETS[options.diet] : { vegan: 'yes', vegetarian: 'yes' }),
    sources: [LABEL_SOURCES.unionList, efsaSource],
  };
}

const additives = ADDITIVE_ROWS.map(toAdditive).map((additive) => additiveSchema.parse(additive));
const problems = validateAdditives(additives);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
const numberOf = (additive: Additive) => Number(/\d+/.exec(additive.e_number)![0]);
for (const [file, from, to] of FILES) {
  const inRange = additives.filter((a) => numberOf(a) >= from && numberOf(a) <= to);
  // Written as Prettier writes it, so the format check passes on the generated files.
  const text = await format(JSON.stringify({ version: VERSION, additives: inRange }), {
    ...(await resolveConfig(join(OUT, file))),
    parser: 'json',
  });
  writeFileSync(join(OUT, file), text);
  console.log(`${file}: ${inRange.length}`);
}
console.log(`additives: ${additives.length}`);
