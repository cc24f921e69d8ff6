/**
 * The common INCI names a cosmetic label lists, with their functions (as CosIng gives them, in
 * plain words), and the EU limits that are not in the Annex II/III exports: Annex V
 * (preservatives), Annex VI (UV filters), Annex IV (colourants), and the amendments that set
 * them. Read only by scripts/author-cosmetic-ingredients.ts, which merges a name that is also an
 * Annex II/III entry into that entry (`annex`: the references, or found by name). ADR 034.
 */
import type { FlagLevel } from '#shared/contracts/ingredients.contract';
import type { CosmeticRestriction } from '../../label-indexes';
import type { CosmeticFunction } from '../cosmetic.schema';
import { amendingRegulation, REGULATION_1223_2009, type LabelSourceRecord } from '../label-source';

export interface CommonInci {
  /** The INCI name as a label writes it, in title case. */
  name: string;
  /** The id when it is not the name's slug (only for names that are not Annex entries). */
  id?: string;
  functions: CosmeticFunction[];
  synonyms?: string[];
  cas?: string;
  /** The Annex entries it is ('II-1374', 'III-98'); [] when it must not be merged by name. */
  annex?: string[];
  restrictions?: CosmeticRestriction[];
  flags?: { level: FlagLevel; text: string; sources: LabelSourceRecord[] }[];
  /** The flags above replace the Annex entries' flags (when ours say it better). */
  replace_flags?: boolean;
  fragrance_allergen?: boolean;
  sources?: LabelSourceRecord[];
}

type Fn = CosmeticFunction;
const reg = amendingRegulation;
const R1223 = REGULATION_1223_2009;

const c = (name: string, functions: Fn[], extra: Partial<CommonInci> = {}): CommonInci => ({
  name,
  functions,
  ...extra,
});

/** A limit from Annex V (preservatives) or VI (UV filters), with the flag that states it. */
function limit(
  annex: 'V' | 'VI' | 'IV',
  max: string,
  sources: LabelSourceRecord[],
  more: {
    types?: string;
    conditions?: string;
    warnings?: string;
    level?: FlagLevel;
    say?: string;
  } = {},
): Pick<CommonInci, 'restrictions' | 'flags' | 'sources'> {
  const role = annex === 'V' ? 'a preservative' : annex === 'VI' ? 'a UV filter' : 'a colourant';
  return {
    restrictions: [
      {
        product_types: more.types ?? 'All cosmetic products',
        max_concentration: max,
        conditions: more.conditions ?? null,
        warnings: more.warnings ?? null,
      },
    ],
    flags: [
      {
        level: more.level ?? 'info',
        text:
          more.say ??
          `Allowed in EU cosmetics as ${role} up to ${max}${more.types ? ` (${more.types})` : ''} (Regulation 1223/2009 Annex ${annex})`,
        sources: [R1223, ...sources],
      },
    ],
    sources: [R1223, ...sources],
  };
}

const RELEASES_FORMALDEHYDE = {
  level: 'caution' as const,
  text: "Releases formaldehyde, a skin sensitiser: since Regulation (EU) 2022/1181 the label must say 'releases formaldehyde' when the formaldehyde released reaches 0.001%",
  sources: [R1223, reg(2022, 1181)],
};

const annexIV = (ci: string, name: string, extra: Partial<CommonInci> = {}): CommonInci => ({
  name: ci,
  functions: ['colourant'],
  synonyms: [name, ...(extra.synonyms ?? [])],
  annex: [],
  sources: [R1223],
  flags: [
    {
      level: 'info',
      text: `A colourant allowed in EU cosmetics (Regulation 1223/2009 Annex IV): ${name}`,
      sources: [R1223],
    },
    ...(extra.flags ?? []),
  ],
  ...Object.fromEntries(
    Object.entries(extra).filter(([key]) => key !== 'synonyms' && key !== 'flags'),
  ),
});

export const COMMON_INCI: CommonInci[] = [
  // ── Solvents and humectants ─────────────────────────────────────────────────────────────
  c('Aqua', ['solvent'], {
    synonyms: ['Water', 'Eau', 'Purified Water', 'Aqua Purificata'],
    cas: '7732-18-5',
  }),
  c('Glycerin', ['humectant', 'skin conditioning', 'solvent'], {
    synonyms: ['Glycerol', 'Glycerine'],
    cas: '56-81-5',
  }),
  c('Propylene Glycol', ['humectant', 'solvent', 'skin conditioning'], { cas: '57-55-6' }),
  c('Butylene Glycol', ['humectant', 'solvent'], { cas: '107-88-0' }),
  c('Pentylene Glycol', ['humectant', 'solvent', 'skin conditioning'], { cas: '5343-92-0' }),
  c('Caprylyl Glycol', ['humectant', 'skin conditioning', 'emollient'], { cas: '1117-86-8' }),
  c('1,2-Hexanediol', ['solvent', 'humectant'], { cas: '6920-22-5' }),
  c('Propanediol', ['solvent', 'humectant'], { cas: '504-63-2' }),
  c('Dipropylene Glycol', ['solvent'], { cas: '25265-71-8' }),
  c('Methylpropanediol', ['solvent'], { cas: '2163-42-0' }),
  c('Hexylene Glycol', ['solvent', 'emulsifier'], { cas: '107-41-5' }),
  c('Sorbitol', ['humectant', 'skin conditioning'], { cas: '50-70-4' }),
  c('Sodium PCA', ['humectant', 'skin conditioning'], { cas: '28874-51-3' }),
  c('Urea', ['humectant', 'skin conditioning', 'buffering'], { cas: '57-13-6' }),
  c('Panthenol', ['humectant', 'hair conditioning', 'skin conditioning'], {
    synonyms: ['D-Panthenol', 'Dexpanthenol', 'Provitamin B5'],
    cas: '81-13-0',
  }),
  c('Sodium Lactate', ['humectant', 'buffering', 'skin conditioning'], { cas: '72-17-3' }),
  c('Betaine', ['humectant', 'skin conditioning', 'antistatic'], { cas: '107-43-7' }),
  c('Trehalose', ['humectant', 'skin conditioning'], { cas: '99-20-7' }),
  c('Hyaluronic Acid', ['humectant', 'skin conditioning'], { cas: '9004-61-9' }),
  c('Sodium Hyaluronate', ['humectant', 'skin conditioning'], { cas: '9067-32-7' }),
  c('Hydrolyzed Hyaluronic Acid', ['humectant', 'skin conditioning']),
  c('Sodium Acetylated Hyaluronate', ['humectant', 'skin conditioning']),
  c('Glycereth-26', ['humectant', 'skin conditioning'], { cas: '31694-55-0' }),
  c('Alcohol', ['solvent'], { synonyms: ['Ethanol', 'Ethyl Alcohol'], cas: '64-17-5' }),
  c('Alcohol Denat.', ['solvent', 'denaturant'], { synonyms: ['Denatured Alcohol', 'SD Alcohol'] }),
  c('Isopropyl Alcohol', ['solvent'], { synonyms: ['Isopropanol'], cas: '67-63-0' }),
  c('Mel', ['humectant', 'skin conditioning'], { synonyms: ['Honey'], cas: '8028-66-8' }),
  c('Aloe Barbadensis Leaf Juice', ['skin conditioning', 'soothing'], {
    synonyms: ['Aloe Vera Leaf Juice'],
  }),
  c('Aloe Barbadensis Leaf Extract', ['skin conditioning', 'soothing'], {
    synonyms: ['Aloe Vera Extract'],
  }),
  c('Ethylhexylglycerin', ['skin conditioning', 'deodorant'], { cas: '70445-33-9' }),
  c('Glycine', ['buffering', 'hair conditioning'], { cas: '56-40-6' }),
  c('Hamamelis Virginiana Water', ['astringent', 'skin conditioning'], {
    synonyms: ['Witch Hazel Water'],
  }),
  c('Rosa Damascena Flower Water', ['fragrance', 'skin conditioning'], {
    synonyms: ['Rose Water'],
  }),

  // ── Surfactants and cleansers ───────────────────────────────────────────────────────────
  c('Sodium Laureth Sulfate', ['surfactant', 'cleansing', 'emulsifier'], {
    synonyms: ['SLES', 'Sodium Lauryl Ether Sulfate'],
    cas: '9004-82-4',
  }),
  c('Sodium Lauryl Sulfate', ['surfactant', 'cleansing', 'emulsifier'], {
    synonyms: ['SLS', 'Sodium Dodecyl Sulfate'],
    cas: '151-21-3',
    flags: [
      {
        level: 'info',
        text: 'A strong cleanser that can irritate sensitive skin, especially in leave-on use or at higher concentrations',
        sources: [
          {
            title: 'Sodium lauryl sulfate skin irritation studies (PubMed search)',
            url: 'https://pubmed.ncbi.nlm.nih.gov/?term=sodium+lauryl+sulfate+irritant+contact+dermatitis',
          },
        ],
      },
    ],
  }),
  c('Ammonium Lauryl Sulfate', ['surfactant', 'cleansing'], { cas: '2235-54-3' }),
  c('Ammonium Laureth Sulfate', ['surfactant', 'cleansing'], { cas: '32612-48-9' }),
  c('Sodium Myreth Sulfate', ['surfactant', 'cleansing'], { cas: '25446-80-4' }),
  c('TEA-Lauryl Sulfate', ['surfactant', 'cleansing'], { cas: '139-96-8' }),
  c('Sodium Coco-Sulfate', ['surfactant', 'cleansing']),
  c('Cocamidopropyl Betaine', ['surfactant', 'cleansing', 'foam booster', 'hair conditioning'], {
    cas: '61789-40-0',
  }),
  c('Lauramidopropyl Betaine', ['surfactant', 'cleansing', 'foam booster'], { cas: '4292-10-8' }),
  c('Coco-Betaine', ['surfactant', 'cleansing'], { cas: '68424-94-2' }),
  c('Lauryl Betaine', ['surfactant', 'cleansing'], { cas: '683-10-3' }),
  c('Coco-Glucoside', ['surfactant', 'cleansing'], { cas: '141464-42-8' }),
  c('Decyl Glucoside', ['surfactant', 'cleansing'], { cas: '68515-73-1' }),
  c('Lauryl Glucoside', ['surfactant', 'cleansing'], { cas: '110615-47-9' }),
  c('Sodium Cocoyl Isethionate', ['surfactant', 'cleansing'], { cas: '61789-32-0' }),
  c('Sodium Lauroyl Methyl Isethionate', ['surfactant', 'cleansing']),
  c('Sodium Lauroyl Sarcosinate', ['surfactant', 'cleansing', 'foam booster'], { cas: '137-16-6' }),
  c('Sodium Cocoamphoacetate', ['surfactant', 'cleansing'], { cas: '68334-21-4' }),
  c('Sodium Lauroamphoacetate', ['surfactant', 'cleansing'], { cas: '156028-14-7' }),
  c('Disodium Laureth Sulfosuccinate', ['surfactant', 'cleansing'], { cas: '39354-45-5' }),
  c('Sodium C14-16 Olefin Sulfonate', ['surfactant', 'cleansing'], { cas: '68439-57-6' }),
  c('Sodium Methyl Cocoyl Taurate', ['surfactant', 'cleansing'], { cas: '61791-42-2' }),
  c('Sodium Cocoyl Glutamate', ['surfactant', 'cleansing'], { cas: '68187-32-6' }),
  c('Sodium Lauroyl Glutamate', ['surfactant', 'cleansing'], { cas: '29923-31-7' }),
  c('Cocamide MEA', ['surfactant', 'foam booster', 'thickener'], { cas: '68140-00-1' }),
  c('Cocamide DEA', ['surfactant', 'foam booster', 'thickener'], {
    cas: '68603-42-9',
    flags: [
      {
        level: 'info',
        text: 'A fatty acid diethanolamide: EU rules cap its secondary amine content at 0.5% and forbid nitrosating systems (Regulation 1223/2009 Annex III, entry 60)',
        sources: [R1223],
      },
    ],
  }),
  c('Polysorbate 20', ['surfactant', 'emulsifier'], { cas: '9005-64-5' }),
  c('Polysorbate 60', ['surfactant', 'emulsifier'], { cas: '9005-67-8' }),
  c('Polysorbate 80', ['surfactant', 'emulsifier'], { cas: '9005-65-6' }),
  c('Sodium Stearate', ['surfactant', 'cleansing', 'emulsifier', 'thickener'], { cas: '822-16-2' }),
  c('Sodium Palmate', ['surfactant', 'cleansing'], { cas: '61790-79-2' }),
  c('Sodium Cocoate', ['surfactant', 'cleansing'], { cas: '61789-31-9' }),
  c('Potassium Cocoate', ['surfactant', 'cleansing'], { cas: '61789-30-8' }),
  c('Sodium Olivate', ['surfactant', 'cleansing']),
  c('PEG-7 Glyceryl Cocoate', ['emollient', 'emulsifier', 'surfactant'], { cas: '68201-46-7' }),
  c('PEG-40 Hydrogenated Castor Oil', ['emulsifier', 'surfactant', 'solvent'], {
    cas: '61788-85-0',
  }),
  c('Poloxamer 407', ['surfactant', 'cleansing', 'emulsifier'], { cas: '9003-11-6' }),

  // ── Emollients, emulsifiers, silicones ─────────────────────────────────────────────────
  c('Cetearyl Alcohol', ['emollient', 'emulsifier', 'thickener', 'opacifier'], {
    synonyms: ['Cetostearyl Alcohol'],
    cas: '67762-27-0',
  }),
  c('Cetyl Alcohol', ['emollient', 'emulsifier', 'thickener', 'opacifier'], { cas: '36653-82-4' }),
  c('Stearyl Alcohol', ['emollient', 'emulsifier', 'thickener'], { cas: '112-92-5' }),
  c('Behenyl Alcohol', ['emollient', 'emulsifier', 'thickener'], { cas: '661-19-8' }),
  c('Glyceryl Stearate', ['emollient', 'emulsifier'], { cas: '31566-31-1' }),
  c('Glyceryl Stearate SE', ['emulsifier', 'emollient']),
  c('PEG-100 Stearate', ['emulsifier', 'surfactant'], { cas: '9004-99-3' }),
  c('Ceteareth-20', ['emulsifier', 'surfactant'], { cas: '68439-49-6' }),
  c('Steareth-2', ['emulsifier'], { cas: '9005-00-9' }),
  c('Steareth-21', ['emulsifier'], { cas: '9005-00-9' }),
  c('Cetearyl Glucoside', ['emulsifier'], { cas: '246159-33-1' }),
  c('Polyglyceryl-3 Diisostearate', ['emulsifier'], { cas: '85666-92-8' }),
  c('Polyglyceryl-4 Caprate', ['emulsifier', 'surfactant']),
  c('Sorbitan Stearate', ['emulsifier'], { cas: '1338-41-6' }),
  c('Sorbitan Olivate', ['emulsifier']),
  c('Cetearyl Olivate', ['emulsifier', 'skin conditioning']),
  c('Glyceryl Oleate', ['emollient', 'emulsifier'], { cas: '25496-72-4' }),
  c('Lecithin', ['emollient', 'emulsifier', 'skin conditioning'], { cas: '8002-43-5' }),
  c('Caprylic/Capric Triglyceride', ['emollient', 'solvent', 'skin conditioning'], {
    synonyms: ['Caprylic Capric Triglyceride'],
    cas: '73398-61-5',
  }),
  c('Isopropyl Myristate', ['emollient', 'solvent'], { cas: '110-27-0' }),
  c('Isopropyl Palmitate', ['emollient', 'antistatic'], { cas: '142-91-6' }),
  c('Ethylhexyl Palmitate', ['emollient', 'solvent'], { cas: '29806-73-3' }),
  c('Cetyl Palmitate', ['emollient', 'opacifier'], { cas: '540-10-3' }),
  c('Myristyl Myristate', ['emollient', 'opacifier'], { cas: '3234-85-3' }),
  c('C12-15 Alkyl Benzoate', ['emollient', 'skin conditioning'], { cas: '68411-27-8' }),
  c('Coco-Caprylate/Caprate', ['emollient']),
  c('Isononyl Isononanoate', ['emollient'], { cas: '42131-25-9' }),
  c('Dicaprylyl Carbonate', ['emollient'], { cas: '1680-31-5' }),
  c('Dicaprylyl Ether', ['emollient', 'solvent'], { cas: '629-82-3' }),
  c('Octyldodecanol', ['emollient', 'solvent'], { cas: '5333-42-6' }),
  c('Squalane', ['emollient', 'skin conditioning'], { cas: '111-01-3' }),
  c('Isododecane', ['solvent', 'emollient'], { cas: '31807-55-3' }),
  c('Hydrogenated Polyisobutene', ['emollient', 'film former'], { cas: '68937-10-0' }),
  c('Stearic Acid', ['emulsifier', 'cleansing', 'opacifier'], { cas: '57-11-4' }),
  c('Palmitic Acid', ['emulsifier', 'emollient', 'opacifier'], { cas: '57-10-3' }),
  c('Lauric Acid', ['cleansing', 'emulsifier'], { cas: '143-07-7' }),
  c('Myristic Acid', ['cleansing', 'emulsifier', 'opacifier'], { cas: '544-63-8' }),
  c('Dimethicone', ['emollient', 'skin protecting', 'antistatic', 'film former'], {
    synonyms: ['Polydimethylsiloxane'],
    cas: '9006-65-9',
  }),
  c('Dimethiconol', ['emollient', 'film former']),
  c('Amodimethicone', ['hair conditioning', 'antistatic']),
  c('Phenyl Trimethicone', ['emollient', 'hair conditioning', 'antistatic'], { cas: '2116-84-9' }),
  c('Dimethicone Crosspolymer', ['thickener', 'emollient']),
  c('Trimethylsiloxysilicate', ['film former', 'emollient'], { cas: '56275-01-5' }),
  c('Cyclopentasiloxane', ['emollient', 'solvent', 'hair conditioning'], {
    synonyms: ['D5', 'Decamethylcyclopentasiloxane'],
    cas: '541-02-6',
    flags: [
      {
        level: 'info',
        text: 'EU chemicals law (REACH, Regulation (EU) 2018/35) has limited it to under 0.1% in wash-off cosmetics since 2020, as it persists in the environment',
        sources: [reg(2018, 35)],
      },
    ],
  }),
  c('Cyclohexasiloxane', ['emollient', 'solvent'], { synonyms: ['D6'], cas: '540-97-6' }),
  c('Cyclotetrasiloxane', ['emollient', 'solvent'], {
    annex: ['II-1388'],
    synonyms: ['D4', 'Octamethylcyclotetrasiloxane'],
  }),

  // ── Plant oils, butters, waxes and mineral oils ────────────────────────────────────────
  c('Butyrospermum Parkii Butter', ['emollient', 'skin conditioning'], {
    synonyms: ['Shea Butter', 'Vitellaria Paradoxa Butter'],
    cas: '194043-92-0',
  }),
  c('Cocos Nucifera Oil', ['emollient', 'skin conditioning', 'fragrance'], {
    synonyms: ['Coconut Oil'],
    cas: '8001-31-8',
  }),
  c('Simmondsia Chinensis Seed Oil', ['emollient', 'hair conditioning'], {
    synonyms: ['Jojoba Oil'],
    cas: '61789-91-1',
  }),
  c('Argania Spinosa Kernel Oil', ['emollient', 'hair conditioning', 'skin conditioning'], {
    synonyms: ['Argan Oil'],
    cas: '223747-87-1',
  }),
  c('Prunus Amygdalus Dulcis Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Sweet Almond Oil', 'Almond Oil'],
    cas: '8007-69-0',
    flags: [
      {
        level: 'info',
        text: 'Made from almonds (a tree nut): refined oil carries little protein, but people with a nut allergy may prefer to avoid it',
        sources: [
          {
            title: 'Food allergy (MedlinePlus)',
            url: 'https://medlineplus.gov/foodallergy.html',
          },
        ],
      },
    ],
  }),
  c('Olea Europaea Fruit Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Olive Oil'],
    cas: '8001-25-0',
  }),
  c('Helianthus Annuus Seed Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Sunflower Seed Oil', 'Sunflower Oil'],
    cas: '8001-21-6',
  }),
  c('Ricinus Communis Seed Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Castor Oil'],
    cas: '8001-79-4',
  }),
  c('Theobroma Cacao Seed Butter', ['emollient', 'skin conditioning'], {
    synonyms: ['Cocoa Butter', 'Cacao Butter'],
    cas: '8002-31-1',
  }),
  c('Persea Gratissima Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Avocado Oil'],
    cas: '8024-32-6',
  }),
  c('Rosa Canina Fruit Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Rosehip Oil', 'Rose Hip Oil'],
  }),
  c('Vitis Vinifera Seed Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Grape Seed Oil', 'Grapeseed Oil'],
    cas: '8024-22-4',
  }),
  c('Macadamia Ternifolia Seed Oil', ['emollient'], {
    synonyms: ['Macadamia Oil'],
    cas: '128497-20-0',
  }),
  c('Oenothera Biennis Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Evening Primrose Oil'],
    cas: '90028-66-3',
  }),
  c('Cannabis Sativa Seed Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Hemp Seed Oil'],
  }),
  c('Glycine Soja Oil', ['emollient', 'skin conditioning'], {
    synonyms: ['Soybean Oil'],
    cas: '8001-22-7',
  }),
  c('Mangifera Indica Seed Butter', ['emollient', 'skin conditioning'], {
    synonyms: ['Mango Butter'],
  }),
  c('Hydrogenated Vegetable Oil', ['emollient', 'skin conditioning'], { cas: '68334-00-9' }),
  c('Lanolin', ['emollient', 'hair conditioning', 'skin conditioning'], {
    synonyms: ['Wool Fat', 'Wool Wax', 'Adeps Lanae'],
    cas: '8006-54-0',
    flags: [
      {
        level: 'info',
        text: 'From sheep wool: not vegan, and a known if uncommon cause of contact allergy',
        sources: [
          {
            title: 'Lanolin contact allergy studies (PubMed search)',
            url: 'https://pubmed.ncbi.nlm.nih.gov/?term=lanolin+contact+allergy',
          },
        ],
      },
    ],
  }),
  c('Cera Alba', ['emollient', 'emulsifier', 'film former'], {
    synonyms: ['Beeswax', 'Cera Flava', 'White Beeswax'],
    cas: '8012-89-3',
    flags: [{ level: 'info', text: 'Made by bees: not vegan', sources: [R1223] }],
  }),
  c('Copernicia Cerifera Cera', ['film former', 'thickener', 'emollient'], {
    synonyms: ['Carnauba Wax'],
    cas: '8015-86-9',
  }),
  c('Euphorbia Cerifera Cera', ['film former', 'thickener'], {
    synonyms: ['Candelilla Wax', 'Candelilla Cera'],
    cas: '8006-44-8',
  }),
  c('Paraffinum Liquidum', ['emollient', 'solvent', 'skin protecting'], {
    synonyms: ['Mineral Oil', 'Liquid Paraffin', 'Paraffin Oil'],
    cas: '8042-47-5',
    flags: [
      {
        level: 'info',
        text: 'Cosmetic grades are highly refined: EU law allows petroleum oils only when their full refining history is known and they are not carcinogenic (Regulation 1223/2009 Annex II, petroleum entries)',
        sources: [R1223],
      },
    ],
  }),
  c('Petrolatum', ['emollient', 'skin protecting', 'occlusive'], {
    synonyms: ['Petroleum Jelly', 'White Petrolatum', 'Vaseline', 'Soft Paraffin'],
    cas: '8009-03-8',
    flags: [
      {
        level: 'info',
        text: 'Allowed in EU cosmetics only when the full refining history is known and the material it is made from is not carcinogenic (Regulation 1223/2009 Annex II, note on petrolatum)',
        sources: [R1223],
      },
    ],
  }),
  c('Paraffin', ['emollient', 'thickener'], { synonyms: ['Paraffin Wax'], cas: '8002-74-2' }),
  c('Microcrystalline Wax', ['thickener', 'emollient'], {
    synonyms: ['Cera Microcristallina'],
    cas: '63231-60-7',
  }),
  c('Ozokerite', ['thickener', 'emollient'], { cas: '8021-55-4' }),
  c('Polyethylene', ['abrasive', 'film former', 'thickener'], { cas: '9002-88-4' }),

  // ── Thickeners, film formers, minerals ─────────────────────────────────────────────────
  c('Xanthan Gum', ['thickener', 'emulsifier', 'gel former'], { cas: '11138-66-2' }),
  c('Carbomer', ['thickener', 'gel former'], { cas: '9003-01-4' }),
  c('Acrylates/C10-30 Alkyl Acrylate Crosspolymer', ['thickener', 'film former', 'emulsifier']),
  c('Acrylates Copolymer', ['film former', 'antistatic', 'binder']),
  c('Sodium Polyacrylate', ['thickener', 'absorbent', 'film former'], { cas: '9003-04-7' }),
  c('Ammonium Acryloyldimethyltaurate/VP Copolymer', ['thickener', 'gel former']),
  c('Hydroxyethylcellulose', ['thickener', 'film former', 'binder'], { cas: '9004-62-0' }),
  c('Hydroxypropyl Methylcellulose', ['thickener', 'film former', 'binder'], { cas: '9004-65-3' }),
  c('Cellulose Gum', ['thickener', 'binder', 'film former'], {
    synonyms: ['Sodium Carboxymethylcellulose'],
    cas: '9004-32-4',
  }),
  c('Cyamopsis Tetragonoloba Gum', ['thickener', 'binder'], {
    synonyms: ['Guar Gum'],
    cas: '9000-30-0',
  }),
  c('Guar Hydroxypropyltrimonium Chloride', ['hair conditioning', 'antistatic', 'thickener'], {
    cas: '65497-29-2',
  }),
  c('Sclerotium Gum', ['thickener', 'skin conditioning'], { cas: '39464-87-4' }),
  c('Gellan Gum', ['thickener', 'gel former'], { cas: '71010-52-1' }),
  c('Algin', ['thickener', 'binder'], { synonyms: ['Sodium Alginate'], cas: '9005-38-3' }),
  c('Sodium Chloride', ['thickener', 'bulking agent'], {
    synonyms: ['Salt', 'Sea Salt', 'Maris Sal'],
    cas: '7647-14-5',
  }),
  c('Magnesium Aluminum Silicate', ['thickener', 'absorbent', 'opacifier'], { cas: '12199-37-0' }),
  c('Bentonite', ['absorbent', 'thickener', 'bulking agent'], { cas: '1302-78-9' }),
  c('Kaolin', ['absorbent', 'bulking agent', 'opacifier'], {
    synonyms: ['China Clay', 'White Clay'],
    cas: '1332-58-7',
  }),
  c('Silica', ['absorbent', 'abrasive', 'bulking agent', 'opacifier'], { cas: '7631-86-9' }),
  c('Hydrated Silica', ['abrasive', 'absorbent', 'opacifier'], { cas: '112926-00-8' }),
  c('Mica', ['colourant', 'opacifier', 'bulking agent'], {
    synonyms: ['CI 77019'],
    cas: '12001-26-2',
  }),
  c('Calcium Carbonate', ['abrasive', 'bulking agent', 'opacifier', 'buffering'], {
    synonyms: ['CI 77220'],
    cas: '471-34-1',
  }),
  c('Sodium Bicarbonate', ['abrasive', 'buffering', 'deodorant', 'oral care'], {
    synonyms: ['Baking Soda'],
    cas: '144-55-8',
  }),
  c('Zea Mays Starch', ['absorbent', 'bulking agent', 'thickener'], {
    synonyms: ['Corn Starch', 'Cornstarch'],
    cas: '9005-25-8',
  }),
  c('Oryza Sativa Starch', ['absorbent', 'bulking agent'], { synonyms: ['Rice Starch'] }),
  c('Nylon-12', ['bulking agent', 'opacifier', 'thickener'], { cas: '24937-16-4' }),
  c('Polymethyl Methacrylate', ['film former', 'bulking agent'], { cas: '9011-14-7' }),
  c('VP/VA Copolymer', ['film former', 'binder', 'hair conditioning'], { cas: '25086-89-9' }),
  c('PVP', ['film former', 'binder', 'antistatic'], {
    synonyms: ['Polyvinylpyrrolidone', 'Povidone'],
    cas: '9003-39-8',
  }),
  c('Polyquaternium-7', ['film former', 'antistatic', 'hair conditioning'], { cas: '26590-05-6' }),
  c('Polyquaternium-10', ['film former', 'antistatic', 'hair conditioning'], { cas: '68610-92-4' }),
  c('Behentrimonium Methosulfate', ['antistatic', 'hair conditioning', 'emulsifier'], {
    cas: '81646-13-1',
  }),
  c('Stearamidopropyl Dimethylamine', ['antistatic', 'emulsifier', 'hair conditioning'], {
    cas: '7651-02-7',
  }),
  c('Charcoal Powder', ['absorbent', 'colourant', 'abrasive'], {
    synonyms: ['Activated Charcoal', 'Activated Carbon'],
    cas: '7440-44-0',
  }),

  // ── Chelating agents and pH adjusters ──────────────────────────────────────────────────
  c('Disodium EDTA', ['chelating agent'], { cas: '139-33-3' }),
  c('Tetrasodium EDTA', ['chelating agent'], { cas: '64-02-8' }),
  c('Tetrasodium Glutamate Diacetate', ['chelating agent'], { cas: '51981-21-6' }),
  c('Trisodium Ethylenediamine Disuccinate', ['chelating agent'], { cas: '178949-82-1' }),
  c('Sodium Phytate', ['chelating agent'], { cas: '14306-25-3' }),
  c('Sodium Gluconate', ['chelating agent', 'skin conditioning'], { cas: '527-07-1' }),
  c('Citric Acid', ['pH adjuster', 'chelating agent', 'buffering'], { cas: '77-92-9' }),
  c('Sodium Citrate', ['buffering', 'chelating agent'], { cas: '6132-04-3' }),
  c('Aminomethyl Propanol', ['pH adjuster', 'buffering'], { cas: '124-68-5' }),
  c('Arginine', ['buffering', 'skin conditioning', 'hair conditioning'], { cas: '74-79-3' }),
  c('Triethyl Citrate', ['deodorant', 'plasticiser', 'solvent'], { cas: '77-93-0' }),

  // ── Exfoliants and skin actives ────────────────────────────────────────────────────────
  c('Glycolic Acid', ['exfoliant', 'pH adjuster', 'buffering'], {
    cas: '79-14-1',
    flags: [
      {
        level: 'info',
        text: 'An alpha hydroxy acid: it can make skin more sensitive to the sun, so use sun protection while using it (FDA guidance on AHAs)',
        sources: [
          {
            title: 'Alpha hydroxy acids (FDA)',
            url: 'https://www.fda.gov/cosmetics/cosmetic-ingredients/alpha-hydroxy-acids',
          },
        ],
      },
    ],
  }),
  c('Lactic Acid', ['exfoliant', 'pH adjuster', 'humectant', 'buffering'], {
    cas: '50-21-5',
    flags: [
      {
        level: 'info',
        text: 'An alpha hydroxy acid: it can make skin more sensitive to the sun, so use sun protection while using it (FDA guidance on AHAs)',
        sources: [
          {
            title: 'Alpha hydroxy acids (FDA)',
            url: 'https://www.fda.gov/cosmetics/cosmetic-ingredients/alpha-hydroxy-acids',
          },
        ],
      },
    ],
  }),
  c('Mandelic Acid', ['exfoliant', 'pH adjuster'], { cas: '90-64-2' }),
  c('Gluconolactone', ['chelating agent', 'skin conditioning', 'exfoliant'], { cas: '90-80-2' }),
  c('Salicylic Acid', ['exfoliant', 'preservative', 'antidandruff', 'skin conditioning'], {
    annex: ['III-98'],
    synonyms: ['Beta Hydroxy Acid'],
    restrictions: [
      {
        product_types: 'As a preservative (Annex V)',
        max_concentration: '0.5% (as acid)',
        conditions: 'Not to be used in products for children under 3, except shampoos',
        warnings:
          'Not to be used for children under 3 years of age (where it could be used on them)',
      },
    ],
  }),
  c('Niacinamide', ['skin conditioning', 'smoothing', 'hair conditioning'], {
    synonyms: ['Nicotinamide', 'Vitamin B3'],
    cas: '98-92-0',
  }),
  c('Retinol', ['skin conditioning'], {
    annex: ['III-376'],
    synonyms: ['Vitamin A'],
    flags: [
      {
        level: 'caution',
        text: "Vitamin A: EU limits since Regulation (EU) 2024/996 are 0.05% retinol equivalent in body lotions and 0.3% in other products, and the label must say 'Contains vitamin A. Consider your daily intake before use.' High vitamin A intake is a concern in pregnancy",
        sources: [
          reg(2024, 996),
          {
            title: 'Vitamin A fact sheet for health professionals (NIH ODS)',
            url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
          },
        ],
      },
    ],
  }),
  c('Retinal', ['skin conditioning'], { synonyms: ['Retinaldehyde'], cas: '116-31-4' }),
  c('Bakuchiol', ['skin conditioning', 'antioxidant'], { cas: '10309-37-2' }),
  c('Tocopherol', ['antioxidant', 'skin conditioning'], {
    synonyms: ['Vitamin E', 'Mixed Tocopherols'],
    cas: '59-02-9',
  }),
  c('Tocopheryl Acetate', ['antioxidant', 'skin conditioning'], {
    synonyms: ['Vitamin E Acetate'],
    cas: '7695-91-2',
  }),
  c('Ascorbic Acid', ['antioxidant', 'skin conditioning', 'pH adjuster'], {
    synonyms: ['Vitamin C', 'L-Ascorbic Acid'],
    cas: '50-81-7',
  }),
  c('Sodium Ascorbyl Phosphate', ['antioxidant', 'skin conditioning'], { cas: '66170-10-3' }),
  c('Magnesium Ascorbyl Phosphate', ['antioxidant', 'skin conditioning'], { cas: '113170-55-1' }),
  c('Ascorbyl Glucoside', ['antioxidant', 'skin conditioning'], { cas: '129499-78-1' }),
  c('Ascorbyl Palmitate', ['antioxidant', 'skin conditioning'], { cas: '137-66-6' }),
  c('Ferulic Acid', ['antioxidant', 'skin conditioning'], { cas: '1135-24-6' }),
  c('Butylated Hydroxyanisole', ['antioxidant'], { synonyms: ['BHA'], cas: '25013-16-5' }),
  c('Butylated Hydroxytoluene', ['antioxidant'], { synonyms: ['BHT'] }),
  c('Allantoin', ['skin conditioning', 'soothing', 'skin protecting'], { cas: '97-59-6' }),
  c('Bisabolol', ['skin conditioning', 'soothing'], {
    synonyms: ['Alpha-Bisabolol'],
    cas: '23089-26-1',
  }),
  c('Ceramide NP', ['skin conditioning', 'hair conditioning'], { synonyms: ['Ceramide 3'] }),
  c('Ceramide AP', ['skin conditioning', 'hair conditioning'], { synonyms: ['Ceramide 6 II'] }),
  c('Ceramide EOP', ['skin conditioning'], { synonyms: ['Ceramide 1'] }),
  c('Phytosphingosine', ['skin conditioning'], { cas: '554-62-1' }),
  c('Cholesterol', ['emollient', 'emulsifier', 'skin conditioning'], { cas: '57-88-5' }),
  c('Adenosine', ['skin conditioning'], { cas: '58-61-7' }),
  c('Caffeine', ['skin conditioning'], { cas: '58-08-2' }),
  c('Azelaic Acid', ['skin conditioning', 'buffering'], { cas: '123-99-9' }),
  c('Centella Asiatica Extract', ['skin conditioning', 'soothing'], {
    synonyms: ['Cica', 'Gotu Kola Extract'],
  }),
  c('Madecassoside', ['skin conditioning', 'antioxidant'], { cas: '34540-22-2' }),
  c('Camellia Sinensis Leaf Extract', ['antioxidant', 'skin conditioning'], {
    synonyms: ['Green Tea Extract'],
  }),
  c('Glycyrrhiza Glabra Root Extract', ['skin conditioning', 'soothing'], {
    synonyms: ['Licorice Root Extract', 'Liquorice Root Extract'],
  }),
  c('Chamomilla Recutita Flower Extract', ['skin conditioning', 'soothing', 'fragrance'], {
    synonyms: ['Chamomile Extract', 'Matricaria Flower Extract'],
    flags: [
      {
        level: 'info',
        text: 'Chamomile is in the daisy family: people allergic to ragweed or daisies can react to it',
        sources: [
          { title: 'Chamomile (NCCIH)', url: 'https://www.nccih.nih.gov/health/chamomile' },
        ],
      },
    ],
  }),
  c('Calendula Officinalis Flower Extract', ['skin conditioning', 'soothing'], {
    synonyms: ['Calendula Extract', 'Marigold Extract'],
  }),
  c('Colloidal Oatmeal', ['skin protecting', 'soothing', 'absorbent'], {
    synonyms: ['Avena Sativa Kernel Flour'],
  }),
  c('Hydrolyzed Collagen', ['skin conditioning', 'hair conditioning', 'film former'], {
    synonyms: ['Collagen'],
  }),
  c('Hydrolyzed Keratin', ['hair conditioning', 'film former'], { synonyms: ['Keratin'] }),
  c('Hydrolyzed Wheat Protein', ['hair conditioning', 'skin conditioning', 'film former'], {
    flags: [
      {
        level: 'info',
        text: 'From wheat: hydrolysed wheat protein in cosmetics has caused wheat allergy in some users',
        sources: [
          { title: 'Food allergy (MedlinePlus)', url: 'https://medlineplus.gov/foodallergy.html' },
        ],
      },
    ],
  }),
  c('Hydrolyzed Silk', ['hair conditioning', 'skin conditioning']),
  c('Snail Secretion Filtrate', ['skin conditioning']),
  c('Propolis Extract', ['skin conditioning'], {
    flags: [
      {
        level: 'info',
        text: 'From bees: not vegan, and a known cause of contact allergy, especially in people allergic to balsam of Peru',
        sources: [
          {
            title: 'Propolis contact allergy studies (PubMed search)',
            url: 'https://pubmed.ncbi.nlm.nih.gov/?term=propolis+contact+allergy',
          },
        ],
      },
    ],
  }),
  c('Biotin', ['hair conditioning', 'skin conditioning'], {
    synonyms: ['Vitamin B7', 'Vitamin H'],
    cas: '58-85-5',
  }),
  c('Potassium or Sodium Hydroxide', ['pH adjuster', 'buffering'], {
    annex: ['III-15a'],
    synonyms: ['Sodium Hydroxide', 'Potassium Hydroxide', 'Lye', 'Caustic Soda', 'Caustic Potash'],
  }),

  // ── Preservatives (Annex V) ────────────────────────────────────────────────────────────
  c('Phenoxyethanol', ['preservative'], { cas: '122-99-6', ...limit('V', '1%', []) }),
  c('Methylparaben', ['preservative'], {
    cas: '99-76-3',
    synonyms: ['Methyl 4-Hydroxybenzoate', 'Methyl Paraben', 'Sodium Methylparaben'],
    ...limit('V', '0.4% (as acid) for one ester, 0.8% for mixtures of esters', [reg(2014, 1004)]),
  }),
  c('Ethylparaben', ['preservative'], {
    cas: '120-47-8',
    synonyms: ['Ethyl 4-Hydroxybenzoate', 'Ethyl Paraben', 'Sodium Ethylparaben'],
    ...limit('V', '0.4% (as acid) for one ester, 0.8% for mixtures of esters', [reg(2014, 1004)]),
  }),
  c('Propylparaben', ['preservative'], {
    cas: '94-13-3',
    synonyms: ['Propyl 4-Hydroxybenzoate', 'Propyl Paraben', 'Sodium Propylparaben'],
    ...limit('V', '0.14% (as acid) for propyl- and butylparaben together', [reg(2014, 1004)], {
      conditions: 'Not in leave-on products for the nappy area of children under 3',
      warnings: 'For leave-on products for children under 3: do not use on the nappy area',
      say: 'Allowed in EU cosmetics as a preservative up to 0.14% (with butylparaben), but not in leave-on products for the nappy area of children under 3 (Regulation (EU) No 1004/2014, Annex V)',
    }),
  }),
  c('Butylparaben', ['preservative'], {
    cas: '94-26-8',
    synonyms: ['Butyl 4-Hydroxybenzoate', 'Butyl Paraben', 'Sodium Butylparaben'],
    ...limit('V', '0.14% (as acid) for propyl- and butylparaben together', [reg(2014, 1004)], {
      conditions: 'Not in leave-on products for the nappy area of children under 3',
      warnings: 'For leave-on products for children under 3: do not use on the nappy area',
      say: 'Allowed in EU cosmetics as a preservative up to 0.14% (with propylparaben), but not in leave-on products for the nappy area of children under 3 (Regulation (EU) No 1004/2014, Annex V)',
    }),
  }),
  c('Isopropylparaben', ['preservative'], {
    annex: ['II-1374'],
    synonyms: ['Isopropyl Paraben'],
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Prohibited in cosmetics in the EU since 2014-2015 (Regulation 1223/2009 Annex II, entry 1374; Regulation (EU) No 358/2014): too little data to show it is safe',
        sources: [reg(2014, 358)],
      },
    ],
  }),
  c('Isobutylparaben', ['preservative'], {
    annex: ['II-1375'],
    synonyms: ['Isobutyl Paraben'],
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Prohibited in cosmetics in the EU since 2014-2015 (Regulation 1223/2009 Annex II, entry 1375; Regulation (EU) No 358/2014): too little data to show it is safe',
        sources: [reg(2014, 358)],
      },
    ],
  }),
  c('Phenylparaben', ['preservative'], {
    annex: ['II-1376'],
    synonyms: ['Phenyl Paraben'],
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Prohibited in cosmetics in the EU since 2014-2015 (Regulation 1223/2009 Annex II, entry 1376; Regulation (EU) No 358/2014): too little data to show it is safe',
        sources: [reg(2014, 358)],
      },
    ],
  }),
  c('Benzylparaben', ['preservative'], {
    annex: ['II-1377'],
    synonyms: ['Benzyl Paraben'],
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Prohibited in cosmetics in the EU since 2014-2015 (Regulation 1223/2009 Annex II, entry 1377; Regulation (EU) No 358/2014): too little data to show it is safe',
        sources: [reg(2014, 358)],
      },
    ],
  }),
  c('Pentylparaben', ['preservative'], {
    annex: ['II-1378'],
    synonyms: ['Pentyl Paraben'],
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Prohibited in cosmetics in the EU since 2014-2015 (Regulation 1223/2009 Annex II, entry 1378; Regulation (EU) No 358/2014): too little data to show it is safe',
        sources: [reg(2014, 358)],
      },
    ],
  }),
  c('Methylisothiazolinone', ['preservative'], {
    cas: '2682-20-4',
    synonyms: ['MI', 'MIT', '2-Methyl-4-Isothiazolin-3-One'],
    ...limit('V', '0.0015% in rinse-off products', [reg(2016, 1198), reg(2017, 1224)], {
      types: 'Rinse-off products only',
      level: 'caution',
      say: 'A common cause of contact allergy: prohibited in leave-on cosmetics in the EU since 2017 (Regulation (EU) 2016/1198) and allowed at most at 0.0015% in rinse-off products (Regulation (EU) 2017/1224)',
    }),
  }),
  c('Methylchloroisothiazolinone', ['preservative'], {
    cas: '26172-55-4',
    synonyms: ['MCI', 'CMIT', 'Methylchloroisothiazolinone/Methylisothiazolinone', 'Kathon CG'],
    ...limit(
      'V',
      '0.0015% of the 3:1 mixture with methylisothiazolinone, in rinse-off products',
      [reg(2014, 1003)],
      {
        types: 'Rinse-off products only',
        level: 'caution',
        say: 'A strong skin sensitiser: in the EU only in rinse-off products, at most 0.0015% of its 3:1 mixture with methylisothiazolinone (Regulation (EU) No 1003/2014)',
      },
    ),
  }),
  c('DMDM Hydantoin', ['preservative'], {
    cas: '6440-58-0',
    restrictions: limit('V', '0.6%', []).restrictions,
    flags: [limit('V', '0.6%', [])!.flags![0]!, RELEASES_FORMALDEHYDE],
    sources: [R1223, reg(2022, 1181)],
  }),
  c('Imidazolidinyl Urea', ['preservative'], {
    cas: '39236-46-9',
    restrictions: limit('V', '0.6%', []).restrictions,
    flags: [limit('V', '0.6%', [])!.flags![0]!, RELEASES_FORMALDEHYDE],
    sources: [R1223, reg(2022, 1181)],
  }),
  c('Diazolidinyl Urea', ['preservative'], {
    cas: '78491-02-8',
    restrictions: limit('V', '0.5%', []).restrictions,
    flags: [limit('V', '0.5%', [])!.flags![0]!, RELEASES_FORMALDEHYDE],
    sources: [R1223, reg(2022, 1181)],
  }),
  c('2-Bromo-2-Nitropropane-1,3-Diol', ['preservative'], {
    synonyms: ['Bronopol'],
    cas: '52-51-7',
    restrictions: limit('V', '0.1%', [], { conditions: 'Avoid formation of nitrosamines' })
      .restrictions,
    flags: [limit('V', '0.1%', [])!.flags![0]!, RELEASES_FORMALDEHYDE],
    sources: [R1223, reg(2022, 1181)],
  }),
  c('Quaternium-15', ['preservative'], {
    annex: ['II-1386'],
    synonyms: ['cis-CTAC'],
    flags: [
      {
        ...RELEASES_FORMALDEHYDE,
        text: 'A formaldehyde releaser, prohibited in EU cosmetics since Regulation (EU) 2019/831',
      },
    ],
  }),
  c('Sodium Hydroxymethylglycinate', ['preservative'], {
    annex: ['II-1669'],
    flags: [
      {
        ...RELEASES_FORMALDEHYDE,
        text: 'A formaldehyde releaser, prohibited in EU cosmetics above the limit its Annex II entry sets (Regulation (EU) 2021/1902)',
      },
    ],
  }),
  c('Formaldehyde', ['preservative'], { annex: ['II-1577'], synonyms: ['Formalin', 'Methanal'] }),
  c('Sodium Benzoate', ['preservative'], {
    cas: '532-32-1',
    ...limit('V', '2.5% in rinse-off, 1.7% in oral products, 0.5% in leave-on (as acid)', []),
  }),
  c('Benzoic Acid', ['preservative'], {
    cas: '65-85-0',
    ...limit('V', '2.5% in rinse-off, 1.7% in oral products, 0.5% in leave-on', []),
  }),
  c('Potassium Sorbate', ['preservative'], {
    cas: '24634-61-5',
    ...limit('V', '0.6% (as acid)', []),
  }),
  c('Sorbic Acid', ['preservative'], { cas: '110-44-1', ...limit('V', '0.6%', []) }),
  c('Dehydroacetic Acid', ['preservative'], {
    cas: '520-45-6',
    ...limit('V', '0.6% (as acid)', [], { conditions: 'Not in aerosol sprays' }),
  }),
  c('Sodium Dehydroacetate', ['preservative'], {
    cas: '4418-26-2',
    ...limit('V', '0.6% (as acid)', [], { conditions: 'Not in aerosol sprays' }),
  }),
  c('Benzyl Alcohol', ['preservative', 'solvent', 'fragrance'], {
    annex: ['III-45'],
    restrictions: limit('V', '1%', []).restrictions,
    sources: [R1223],
  }),
  c('Chlorphenesin', ['preservative'], { cas: '104-29-0', ...limit('V', '0.3%', []) }),
  c('Chloroxylenol', ['preservative'], {
    synonyms: ['PCMX'],
    cas: '88-04-0',
    ...limit('V', '0.5%', []),
  }),
  c('Iodopropynyl Butylcarbamate', ['preservative'], {
    synonyms: ['IPBC'],
    cas: '55406-53-6',
    ...limit(
      'V',
      '0.02% in rinse-off, 0.01% in leave-on, 0.0075% in deodorants and antiperspirants',
      [],
      {
        conditions:
          'Not in oral or lip products; not in body lotions and creams; not for children under 3 except in bath products, shower gels and shampoos',
        warnings: 'Not to be used for children under 3 years of age (where relevant)',
      },
    ),
  }),
  c('Benzalkonium Chloride', ['preservative', 'antistatic', 'surfactant'], {
    annex: ['III-65'],
    cas: '8001-54-5',
    ...limit('V', '0.1% (as benzalkonium chloride)', [], {
      warnings: 'Avoid contact with the eyes',
    }),
  }),
  c('Chlorhexidine Digluconate', ['preservative', 'oral care'], {
    cas: '18472-51-0',
    ...limit('V', '0.3% (as chlorhexidine)', []),
  }),
  c('Cetylpyridinium Chloride', ['preservative', 'oral care', 'antistatic'], { cas: '123-03-5' }),
  // Annex V entry 25 as Regulation (EU) 2024/996 replaced it: mouthwash struck out, toothpaste
  // not for children under 3 (from 31 December 2024 for products placed on the market).
  c('Triclosan', ['preservative', 'deodorant'], {
    cas: '3380-34-5',
    ...limit(
      'V',
      '0.3% in toothpastes, hand soaps, body soaps and shower gels, non-spray deodorants, face powders, blemish concealers and nail products for cleaning the nails before artificial nails are applied',
      [reg(2024, 996)],
      {
        types: 'Only the product types listed (not mouthwash)',
        conditions: 'Not to be used in toothpaste intended for children under 3 years of age',
        warnings: "Toothpaste: 'Not to be used for children under 3 years of age'",
        level: 'caution',
        say: 'Allowed in EU cosmetics only in a few product types, at most 0.3%; since Regulation (EU) 2024/996 not in mouthwash, and a toothpaste with it must say it is not for children under 3 (Annex V, entry 25). FDA removed it from consumer antiseptic washes in 2016',
      },
    ),
    sources: [
      R1223,
      reg(2024, 996),
      {
        title: 'Antibacterial soap? You can skip it, use plain soap and water (FDA)',
        url: 'https://www.fda.gov/consumers/consumer-updates/antibacterial-soap-you-can-skip-it-use-plain-soap-and-water',
      },
    ],
  }),
  // Annex V entry 23, replaced by Regulation (EU) 2024/996 after the SCCS review of its possible
  // endocrine effects; as a preservative it stays at 0.2% (other uses: Annex III entry 100).
  c('Triclocarban', ['preservative', 'deodorant'], {
    ...limit('V', '0.2% (as a preservative)', [reg(2024, 996)], {
      say: 'Allowed in EU cosmetics as a preservative up to 0.2% (Annex V, entry 23, as replaced by Regulation (EU) 2024/996); for other uses only in rinse-off products (Annex III, entry 100)',
    }),
  }),
  c('Piroctone Olamine', ['preservative', 'antidandruff'], {
    cas: '68890-66-4',
    ...limit('V', '1% in rinse-off products, 0.5% in other products', []),
  }),
  c('Climbazole', ['preservative', 'antidandruff'], { cas: '38083-17-9' }),
  c('Zinc Pyrithione', ['antidandruff', 'preservative'], {
    annex: ['II-1670'],
    synonyms: ['Pyrithione Zinc', 'ZPT'],
  }),
  c('Caprylhydroxamic Acid', ['chelating agent'], { cas: '7377-03-9' }),
  c('Glyceryl Caprylate', ['emollient', 'emulsifier'], { cas: '26402-26-6' }),
  c('Levulinic Acid', ['fragrance', 'skin conditioning'], { cas: '123-76-2' }),
  c('Sodium Anisate', ['fragrance', 'skin conditioning'], { cas: '536-45-8' }),

  // ── UV filters (Annex VI) ──────────────────────────────────────────────────────────────
  c('Titanium Dioxide', ['UV filter', 'colourant', 'opacifier'], {
    annex: ['III-321'],
    synonyms: ['CI 77891', 'Titanium Dioxide (nano)'],
    cas: '13463-67-7',
    restrictions: limit('VI', '25% (as a UV filter)', []).restrictions,
    flags: [
      {
        level: 'info',
        text: 'Allowed in EU cosmetics as a UV filter up to 25% and as a colourant (Regulation 1223/2009 Annexes IV and VI); powders that could be breathed in are restricted',
        sources: [R1223, reg(2021, 850)],
      },
    ],
  }),
  c('Zinc Oxide', ['UV filter', 'colourant', 'skin protecting', 'absorbent'], {
    synonyms: ['CI 77947', 'Zinc Oxide (nano)'],
    cas: '1314-13-2',
    ...limit('VI', '25% (as a UV filter)', [], {
      conditions: 'Not in applications that may lead to exposure of the lungs by inhalation',
      say: 'Allowed in EU cosmetics as a UV filter up to 25% and as a colourant, but not in products that could be breathed in, such as sprays (Regulation 1223/2009 Annexes IV and VI)',
    }),
  }),
  c('Butyl Methoxydibenzoylmethane', ['UV filter'], {
    synonyms: ['Avobenzone'],
    cas: '70356-09-1',
    ...limit('VI', '5%', []),
  }),
  c('Octocrylene', ['UV filter'], {
    cas: '6197-30-4',
    ...limit('VI', '10% (9% in propellant sprays)', [reg(2022, 1176)]),
  }),
  c('Homosalate', ['UV filter'], {
    cas: '118-56-9',
    ...limit('VI', '7.34% in face products (not propellant sprays)', [reg(2022, 1176)], {
      types: 'Face products, except propellant sprays',
      say: 'Since Regulation (EU) 2022/1176 allowed in EU cosmetics as a UV filter only in face products (not propellant sprays), up to 7.34%',
    }),
  }),
  c('Ethylhexyl Methoxycinnamate', ['UV filter'], {
    synonyms: ['Octinoxate', 'Octyl Methoxycinnamate', 'OMC'],
    cas: '5466-77-3',
    ...limit('VI', '10%', []),
  }),
  c('Benzophenone-3', ['UV filter'], {
    synonyms: ['Oxybenzone'],
    cas: '131-57-7',
    ...limit(
      'VI',
      '6% in face, hand and body products (2.2% in body propellant sprays); 0.5% in other products to protect them',
      [reg(2022, 1176)],
      {
        say: 'Since Regulation (EU) 2022/1176 allowed in EU cosmetics as a UV filter up to 6% (2.2% in body sprays) and 0.5% to protect other products',
      },
    ),
  }),
  c('Benzophenone-4', ['UV filter', 'UV absorber'], {
    synonyms: ['Sulisobenzone'],
    cas: '4065-45-6',
    ...limit('VI', '5% (as acid)', []),
  }),
  c('Ethylhexyl Salicylate', ['UV filter'], {
    synonyms: ['Octisalate', 'Octyl Salicylate'],
    cas: '118-60-5',
    ...limit('VI', '5%', []),
  }),
  c('Ethylhexyl Triazone', ['UV filter'], {
    synonyms: ['Octyl Triazone'],
    cas: '88122-99-0',
    ...limit('VI', '5%', []),
  }),
  c('Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', ['UV filter'], {
    synonyms: ['Bemotrizinol', 'Tinosorb S'],
    cas: '187393-00-6',
    ...limit('VI', '10%', []),
  }),
  c('Diethylamino Hydroxybenzoyl Hexyl Benzoate', ['UV filter'], {
    synonyms: ['Uvinul A Plus', 'DHHB'],
    cas: '302776-68-7',
    ...limit('VI', '10%', []),
  }),
  c('Methylene Bis-Benzotriazolyl Tetramethylbutylphenol', ['UV filter'], {
    synonyms: ['Bisoctrizole', 'Tinosorb M', 'MBBT'],
    cas: '103597-45-1',
    ...limit('VI', '10%', []),
  }),
  c('Drometrizole Trisiloxane', ['UV filter'], {
    synonyms: ['Mexoryl XL'],
    cas: '155633-54-8',
    ...limit('VI', '15%', []),
  }),
  c('Phenylbenzimidazole Sulfonic Acid', ['UV filter'], {
    synonyms: ['Ensulizole'],
    cas: '27503-81-7',
    ...limit('VI', '8% (as acid)', []),
  }),
  c('Terephthalylidene Dicamphor Sulfonic Acid', ['UV filter'], {
    synonyms: ['Ecamsule', 'Mexoryl SX'],
    cas: '92761-26-7',
    ...limit('VI', '10% (as acid)', []),
  }),
  c('Diethylhexyl Butamido Triazone', ['UV filter'], {
    synonyms: ['Iscotrizinol'],
    cas: '154702-15-5',
    ...limit('VI', '10%', []),
  }),
  c('Polysilicone-15', ['UV filter'], { cas: '207574-74-1', ...limit('VI', '10%', []) }),
  c('Isoamyl p-Methoxycinnamate', ['UV filter'], {
    synonyms: ['Amiloxate'],
    cas: '71617-10-2',
    ...limit('VI', '10%', []),
  }),
  c('4-Methylbenzylidene Camphor', ['UV filter'], {
    annex: ['II-1730'],
    synonyms: ['Enzacamene', '4-MBC'],
    flags: [
      {
        level: 'avoid',
        text: 'A former UV filter: prohibited in EU cosmetics by Regulation (EU) 2024/996 over endocrine-disrupting properties',
        sources: [reg(2024, 996)],
      },
    ],
  }),
  c('Butyloctyl Salicylate', ['emollient', 'solvent'], { cas: '190085-41-7' }),

  // ── Skin lightening, hair colouring and waving, other restricted actives ──────────────
  c('Hydroquinone', ['skin lightening'], {
    annex: ['II-1339', 'III-14'],
    synonyms: ['1,4-Dihydroxybenzene'],
    cas: '123-31-9',
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Prohibited in cosmetics in the EU (Regulation 1223/2009 Annex II, entry 1339), except in professional artificial nail systems at up to 0.02% (Annex III, entry 14)',
        sources: [R1223, reg(2013, 344)],
      },
    ],
  }),
  c('Alpha-Arbutin', ['skin lightening', 'antioxidant'], {}),
  c('Arbutin', ['skin lightening', 'antioxidant'], {}),
  c('Kojic Acid', ['skin lightening', 'antioxidant'], {}),
  c('Benzoyl Peroxide', ['nail care'], { annex: ['III-94'] }),
  c('Resorcinol', ['hair dye'], { annex: ['III-22'] }),
  c('Dihydroxyacetone', ['skin conditioning', 'colourant'], {
    annex: ['III-322'],
    synonyms: ['DHA'],
  }),
  c('p-Phenylenediamine', ['hair dye'], {
    annex: ['III-8a'],
    synonyms: ['PPD', 'Para-Phenylenediamine', 'Paraphenylenediamine'],
  }),
  c('Toluene-2,5-Diamine', ['hair dye'], {
    annex: ['III-9a'],
    synonyms: ['PTD', 'Toluene-2,5-Diamine Sulfate'],
  }),
  c('Hydrogen Peroxide', ['oral care', 'hair dye', 'nail care'], { annex: ['III-12'] }),
  c('Talc', ['absorbent', 'bulking agent', 'opacifier'], {
    annex: ['III-59'],
    synonyms: ['Talcum', 'Talcum Powder', 'CI 77718'],
  }),
  c('Sodium Fluoride', ['oral care'], { annex: ['III-31'] }),
  c('Stannous Fluoride', ['oral care'], { annex: ['III-35'], synonyms: ['Tin Fluoride'] }),
  c('Selenium Sulfide', ['antidandruff'], { annex: ['III-49'], synonyms: ['Selenium Disulfide'] }),
  c('Colloidal Silver', ['preservative'], {
    annex: ['II-1727'],
    synonyms: ['Colloidal Silver (nano)'],
  }),
  c('Aluminum Chlorohydrate', ['antiperspirant', 'astringent', 'deodorant'], {
    synonyms: ['Aluminium Chlorohydrate'],
    cas: '12042-91-0',
  }),
  c('Potassium Alum', ['antiperspirant', 'astringent', 'deodorant'], {
    synonyms: ['Alum', 'Potassium Aluminum Sulfate'],
    cas: '10043-67-1',
  }),
  c('Zinc Ricinoleate', ['deodorant'], { cas: '13040-19-2' }),
  c('Menthol', ['fragrance', 'soothing']),
  c('Camphor', ['fragrance']),
  c('Hydroxyapatite', ['oral care', 'abrasive'], { cas: '1306-06-5' }),
  c('Sodium Monofluorophosphate', ['oral care'], { cas: '10163-15-2' }),
  c('Sodium Saccharin', ['oral care'], { synonyms: ['Saccharin'], cas: '128-44-9' }),
  c('Xylitol', ['humectant', 'oral care', 'skin conditioning'], { cas: '87-99-0' }),
  c('Potassium Nitrate', ['oral care'], { cas: '7757-79-1' }),
  c('Lawsonia Inermis Leaf Powder', ['hair dye'], { synonyms: ['Henna'] }),

  // ── Fragrance ──────────────────────────────────────────────────────────────────────────
  c('Parfum', ['fragrance'], {
    synonyms: ['Fragrance', 'Perfume', 'Parfum/Fragrance'],
    flags: [
      {
        level: 'info',
        text: 'A mixture that may contain allergens: EU labels must name the listed fragrance allergens in it above 0.001% (leave-on) or 0.01% (rinse-off)',
        sources: [R1223, reg(2023, 1545)],
      },
    ],
  }),
  c('Aroma', ['fragrance', 'oral care'], { synonyms: ['Flavor', 'Flavour'] }),
  c('Butylphenyl Methylpropional', ['fragrance'], {
    annex: ['II-1666'],
    synonyms: ['Lilial'],
    fragrance_allergen: true,
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Once one of the 26 labelled fragrance allergens; prohibited in EU cosmetics since 2022 as toxic for reproduction (Regulation 1223/2009 Annex II, entry 1666; Regulation (EU) 2021/1902)',
        sources: [reg(2021, 1902)],
      },
    ],
  }),
  c('Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde', ['fragrance'], {
    annex: ['II-1380'],
    synonyms: ['HICC', 'Lyral'],
    fragrance_allergen: true,
    replace_flags: true,
    flags: [
      {
        level: 'avoid',
        text: 'Once one of the 26 labelled fragrance allergens; prohibited in EU cosmetics since 2021 as a frequent cause of contact allergy (Regulation 1223/2009 Annex II, entry 1380; Regulation (EU) 2017/1410)',
        sources: [reg(2017, 1410)],
      },
    ],
  }),
  c('Lavandula Angustifolia Oil', ['fragrance', 'skin conditioning'], {
    synonyms: ['Lavender Oil'],
    flags: [
      {
        level: 'info',
        text: 'An essential oil: a mixture whose linalool and linalyl acetate can cause skin allergy once oxidised',
        sources: [{ title: 'Lavender (NCCIH)', url: 'https://www.nccih.nih.gov/health/lavender' }],
      },
    ],
  }),
  c('Melaleuca Alternifolia Leaf Oil', ['fragrance', 'skin conditioning'], {
    synonyms: ['Tea Tree Oil'],
    flags: [
      {
        level: 'info',
        text: 'An essential oil that can cause skin irritation and allergy, more so when oxidised',
        sources: [
          { title: 'Tea tree oil (NCCIH)', url: 'https://www.nccih.nih.gov/health/tea-tree-oil' },
        ],
      },
    ],
  }),

  // ── Colourants (Annex IV) ──────────────────────────────────────────────────────────────
  annexIV('CI 75470', 'Carmine', {
    synonyms: ['Cochineal', 'Carminic Acid', 'Natural Red 4', 'E120'],
    cas: '1390-65-4',
    flags: [
      {
        level: 'info',
        text: 'Made from cochineal insects: not vegan or vegetarian, and a rare cause of severe allergy',
        sources: [
          {
            title: 'Summary of color additives for use in the United States (FDA)',
            url: 'https://www.fda.gov/industry/color-additives/summary-color-additives-use-united-states-foods-drugs-cosmetics-and-medical-devices',
          },
        ],
      },
    ],
  }),
  annexIV('CI 77491', 'Iron oxides (red)', {
    synonyms: ['Iron Oxide Red', 'Red Iron Oxide'],
    cas: '1309-37-1',
  }),
  annexIV('CI 77492', 'Iron oxides (yellow)', {
    synonyms: ['Iron Oxide Yellow', 'Yellow Iron Oxide'],
    cas: '51274-00-1',
  }),
  annexIV('CI 77499', 'Iron oxides (black)', {
    synonyms: ['Iron Oxide Black', 'Black Iron Oxide'],
    cas: '1317-61-9',
  }),
  annexIV('CI 77007', 'Ultramarines', { synonyms: ['Ultramarine Blue'], cas: '57455-37-5' }),
  annexIV('CI 77288', 'Chromium oxide greens', {
    synonyms: ['Chromium Oxide Green'],
    cas: '1308-38-9',
  }),
  annexIV('CI 77289', 'Chromium hydroxide green', { cas: '12001-99-9' }),
  annexIV('CI 77742', 'Manganese violet', { cas: '10101-66-3' }),
  annexIV('CI 77510', 'Ferric ferrocyanide', { synonyms: ['Prussian Blue'], cas: '14038-43-8' }),
  annexIV('CI 77266', 'Carbon black', { synonyms: ['Carbon Black'], cas: '1333-86-4' }),
  annexIV('CI 77163', 'Bismuth oxychloride', {
    synonyms: ['Bismuth Oxychloride'],
    cas: '7787-59-9',
  }),
  annexIV('CI 77400', 'Copper powder', { synonyms: ['Bronze Powder'], cas: '7440-50-8' }),
  annexIV('CI 77480', 'Gold', { synonyms: ['Gold'], cas: '7440-57-5' }),
  annexIV('CI 77000', 'Aluminum powder', { synonyms: ['Aluminum Powder'], cas: '7429-90-5' }),
  annexIV('CI 19140', 'Tartrazine', {
    annex: ['III-189'],
    synonyms: ['FD&C Yellow No. 5', 'Yellow 5', 'E102'],
    cas: '1934-21-0',
  }),
  annexIV('CI 42090', 'Brilliant Blue FCF', {
    synonyms: ['FD&C Blue No. 1', 'Blue 1', 'E133'],
    cas: '3844-45-9',
  }),
  annexIV('CI 15985', 'Sunset Yellow FCF', {
    synonyms: ['FD&C Yellow No. 6', 'Yellow 6', 'E110'],
    cas: '2783-94-0',
  }),
  annexIV('CI 16035', 'Allura Red AC', {
    synonyms: ['FD&C Red No. 40', 'Red 40', 'E129'],
    cas: '25956-17-6',
  }),
  annexIV('CI 17200', 'D&C Red No. 33', { synonyms: ['Red 33', 'Acid Red 33'], cas: '3567-66-6' }),
  annexIV('CI 15850', 'D&C Red No. 6 and No. 7', {
    synonyms: ['Red 6', 'Red 7', 'Red 7 Lake'],
    cas: '5858-81-1',
  }),
  annexIV('CI 45410', 'D&C Red No. 27 and No. 28', {
    synonyms: ['Red 27', 'Red 28'],
    cas: '18472-87-2',
  }),
  annexIV('CI 47005', 'Quinoline Yellow', {
    synonyms: ['D&C Yellow No. 10', 'Yellow 10', 'E104'],
    cas: '8004-92-0',
  }),
  annexIV('CI 60730', 'D&C Violet No. 2', { synonyms: ['Violet 2'], cas: '4430-18-6' }),
  annexIV('CI 61570', 'D&C Green No. 5', {
    synonyms: ['Green 5', 'Acid Green 25'],
    cas: '4403-90-1',
  }),
  annexIV('CI 73360', 'D&C Red No. 30', { synonyms: ['Red 30'], cas: '2379-74-0' }),
  annexIV('CI 75300', 'Curcumin', { synonyms: ['Curcumin'], cas: '458-37-7' }),
  annexIV('CI 75120', 'Annatto', { synonyms: ['Annatto', 'Bixin', 'Norbixin'], cas: '1393-63-1' }),
  annexIV('CI 75810', 'Chlorophyllin-copper complex', {
    synonyms: ['Chlorophyllin'],
    cas: '11006-34-1',
  }),
  annexIV('CI 40800', 'Beta-carotene', { synonyms: ['Beta-Carotene'], cas: '7235-40-7' }),
];
