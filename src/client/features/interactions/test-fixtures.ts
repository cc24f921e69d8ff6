/** Answers for the interactions API in client tests (served through tests/setup/fake-fetch). */
import type { CheckResponse, KnowledgeStats } from '#shared/contracts/interactions.contract';

const acetaminophen = { id: 'acetaminophen', name: 'Acetaminophen', kind: 'drug' } as const;
const warfarin = { id: 'warfarin', name: 'Warfarin', kind: 'drug' } as const;
const nyquil = { id: 'nyquil', name: 'NyQuil', kind: 'drug' } as const;
const iron = { id: 'iron', name: 'Iron', kind: 'supplement' } as const;
const levothyroxine = { id: 'levothyroxine', name: 'Levothyroxine', kind: 'drug' } as const;

/** Six items: a brand (Tylenol), a combination product (NyQuil), a spacing pair and an unknown name. */
export const CHECK_RESULT: CheckResponse = {
  items: [
    { query: 'Tylenol', resolved: acetaminophen, matched: 'Tylenol', suggestions: [] },
    { query: 'Warfarin', resolved: warfarin, matched: null, suggestions: [] },
    { query: 'NyQuil', resolved: nyquil, matched: null, suggestions: [] },
    { query: 'Iron', resolved: iron, matched: null, suggestions: [] },
    { query: 'Levothyroxine', resolved: levothyroxine, matched: null, suggestions: [] },
    {
      query: 'Zzyzx',
      resolved: null,
      matched: null,
      suggestions: [{ id: 'zinc', name: 'Zinc', kind: 'supplement' }],
    },
  ],
  interactions: [
    {
      id: 'iron-levothyroxine',
      between: [3, 4],
      substances: [iron, levothyroxine],
      severity: 'minor',
      summary: 'Iron can reduce how much levothyroxine the body absorbs.',
      mechanism: null,
      management: 'Take levothyroxine first thing in the morning and iron later in the day.',
      separate_hours: 4,
      evidence: null,
      sources: [
        {
          title: 'MedlinePlus: Levothyroxine',
          url: 'https://medlineplus.gov/druginfo/meds/a682461.html',
        },
      ],
    },
    {
      id: 'acetaminophen-warfarin',
      between: [0, 1],
      substances: [acetaminophen, warfarin],
      severity: 'major',
      summary: 'Regular acetaminophen can raise the effect of warfarin and the risk of bleeding.',
      mechanism: null,
      management:
        'Ask your prescriber before taking acetaminophen regularly; your INR may need checking.',
      separate_hours: null,
      evidence: null,
      sources: [
        { title: 'FDA label: Coumadin', url: 'https://www.accessdata.fda.gov/coumadin.pdf' },
      ],
    },
    {
      // The server reuses a record's id for every pair it applies to.
      id: 'acetaminophen-warfarin',
      between: [2, 1],
      substances: [acetaminophen, warfarin],
      severity: 'moderate',
      summary: 'NyQuil contains acetaminophen, which can raise the effect of warfarin.',
      mechanism: null,
      management: 'Choose a cold medicine without acetaminophen, or ask your pharmacist.',
      separate_hours: null,
      evidence: null,
      sources: [{ title: 'NIH DailyMed: NyQuil', url: 'https://dailymed.nlm.nih.gov/nyquil' }],
    },
  ],
  duplicates: [
    {
      between: [0, 2],
      reason: 'same_ingredient',
      shared: { id: 'acetaminophen', label: 'Acetaminophen' },
      message: 'Both contain acetaminophen: taking them together can add up to too much.',
    },
  ],
  cautions: [
    {
      item: 0,
      reason: 'condition',
      because: 'Liver disease',
      severity: 'major',
      message: 'Acetaminophen can harm the liver; people with liver disease need a lower limit.',
      sources: [
        {
          title: 'MedlinePlus: Acetaminophen',
          url: 'https://medlineplus.gov/druginfo/meds/a681004.html',
        },
      ],
    },
  ],
  detail: 'basic',
  profile_used: true,
  knowledge_version: '2026.11.1',
};

/** The same result with the paid detail. */
export const FULL_CHECK_RESULT: CheckResponse = {
  ...CHECK_RESULT,
  detail: 'full',
  interactions: CHECK_RESULT.interactions.map((interaction) =>
    interaction.between[0] === 0 && interaction.between[1] === 1
      ? {
          ...interaction,
          mechanism:
            'Acetaminophen metabolites interfere with vitamin K-dependent clotting factors.',
          evidence: 'probable' as const,
        }
      : interaction,
  ),
};

export const NO_INTERACTIONS_RESULT: CheckResponse = {
  ...CHECK_RESULT,
  items: CHECK_RESULT.items.slice(3, 5),
  interactions: [],
  duplicates: [],
  cautions: [],
  profile_used: false,
};

export const KNOWLEDGE_STATS: KnowledgeStats = {
  checks_run: 1234,
  substances: 412,
  interaction_records: 1876,
  interacting_pairs: 1500,
  by_kind: { drug: 200, supplement: 120, herb: 60, food: 25, essential_oil: 7 },
  knowledge_version: '2026.11.1',
};
