/**
 * EFSA's evaluations of the additives, in our words, for scripts/author-additives.ts. A figure is
 * here only where we are sure of it; otherwise the summary says what we know and the ADI is null
 * ('not set here' is not 'safe'). ADIs are in mg per kg of body weight per day. The EFSA Journal
 * links are only those we are sure of; the rest cite EFSA's food additives page.
 */

export interface Citation {
  title: string;
  url: string;
}

export interface Evaluation {
  evaluated: string | null;
  adi: number | null;
  summary: string;
  source?: Citation;
}

export const journal = (title: string, pub: number): Citation => ({
  title: `EFSA Journal: ${title}`,
  url: `https://www.efsa.europa.eu/en/efsajournal/pub/${pub}`,
});

/** An ADI EFSA (or its predecessor) set, with any words worth adding. */
export const adi = (
  evaluated: string,
  value: number,
  extra = '',
  source?: Citation,
): Evaluation => ({
  evaluated,
  adi: value,
  summary: `EFSA re-evaluation (${evaluated}): acceptable daily intake (ADI) ${value} mg/kg body weight per day${extra ? `; ${extra}` : ''}.`,
  source,
});

/** Re-evaluated, no numerical ADI needed. */
export const noAdi = (evaluated: string, extra = '', source?: Citation): Evaluation => ({
  evaluated,
  adi: null,
  summary: `EFSA re-evaluation (${evaluated}): no need for a numerical ADI; no safety concern at the reported uses${extra ? `; ${extra}` : ''}.`,
  source,
});

/** Re-evaluated, with a summary of our own. */
export const said = (evaluated: string | null, summary: string, source?: Citation): Evaluation => ({
  evaluated,
  adi: null,
  summary,
  source,
});

/** What we say when we have not recorded EFSA's outcome: honest, not reassuring. */
export const NOT_RECORDED: Evaluation = {
  evaluated: null,
  adi: null,
  summary:
    "Authorised on the EU Union list. We have not recorded the outcome of EFSA's re-evaluation for it here: see EFSA's food additives page.",
};

export const inert = (what: string): Evaluation => ({
  evaluated: null,
  adi: null,
  summary: `Authorised on the EU Union list (${what}); no numerical ADI has been set for it.`,
});

// ── Shared group evaluations ─────────────────────────────────────────────────────────────────
export const CARAMELS = (adiValue: number) =>
  adi(
    '2011',
    adiValue,
    'group ADI 300 mg/kg for the caramel colours (E150a-d), within which E150c alone is limited to 100 mg/kg',
    journal('re-evaluation of caramel colours (E 150a, b, c, d), 2011', 2004),
  );
export const SORBATES = adi(
  '2019',
  11,
  'group ADI for sorbic acid and potassium sorbate, expressed as sorbic acid',
);
export const BENZOATES = adi(
  '2016',
  5,
  'group ADI for benzoic acid and its salts (E210-E213), expressed as benzoic acid',
  journal('re-evaluation of benzoic acid and its salts (E210-E213), 2016', 4433),
);
export const PARABENS = adi(
  '2004',
  10,
  'group ADI for the methyl and ethyl p-hydroxybenzoates and their sodium salts',
);
export const SULPHITES: Evaluation = {
  evaluated: '2022',
  adi: null,
  summary:
    "EFSA re-evaluated the sulphites (E220-E228) in 2016 and set a temporary group ADI of 0.7 mg/kg body weight per day as SO2; its 2022 follow-up withdrew that ADI because the data remained inadequate, and found that high consumers' intakes leave too small a margin of exposure (for effects on the nervous system), which may be a safety concern.",
  source: journal(
    'follow-up of the re-evaluation of sulfur dioxide and sulfites (E 220-E 228), 2022',
    7594,
  ),
};
export const NITRITES = adi(
  '2017',
  0.07,
  'expressed as nitrite ion; intake from additives is within the ADI for most people',
  journal('re-evaluation of potassium and sodium nitrite (E249-E250), 2017', 4786),
);
export const NITRATES = adi(
  '2017',
  3.7,
  'expressed as nitrate ion; EFSA kept the ADI set by the Scientific Committee on Food',
  journal('re-evaluation of sodium and potassium nitrate (E251-E252), 2017', 4787),
);
export const ASCORBATES = noAdi('2015');
export const TOCOPHEROLS = noAdi('2015');
export const TARTRATES = adi(
  '2020',
  240,
  'group ADI for L(+)-tartaric acid and its salts, expressed as tartaric acid (raised from 30)',
  journal('re-evaluation of L(+)-tartaric acid and the tartrates (E 334-E 337, E 354), 2020', 6030),
);
export const PHOSPHATES = adi(
  '2019',
  40,
  "group ADI for the phosphates (E338-E341, E343, E450-E452), expressed as phosphorus from all sources; children's intakes can exceed it, and it does not protect people with impaired kidney function",
  journal(
    're-evaluation of phosphoric acid and phosphates (E338-E341, E343, E450-E452), 2019',
    5674,
  ),
);
export const ALGINATES = noAdi('2017');
export const GUMS = noAdi('2017');
export const CARRAGEENAN = adi(
  '2018',
  75,
  'a temporary group ADI for carrageenan and processed eucheuma seaweed, pending more data',
  journal('re-evaluation of carrageenan (E407) and processed Eucheuma seaweed (E407a), 2018', 5238),
);
export const POLYSORBATES = adi(
  '2015',
  25,
  'group ADI for the polysorbates (E432-E436)',
  journal('re-evaluation of polyoxyethylene sorbitans (E 432-E 436), 2015', 4152),
);
export const CELLULOSES = noAdi('2018');
export const STEAROYL_LACTYLATES = adi(
  '2013',
  22,
  'group ADI for sodium and calcium stearoyl-2-lactylate',
);
export const GLUTAMATES = adi(
  '2017',
  30,
  'group ADI for glutamic acid and the glutamates (E620-E625), expressed as glutamic acid; intake in some population groups exceeds it',
  journal('re-evaluation of glutamic acid and glutamates (E620-E625), 2017', 4910),
);
export const MODIFIED_STARCHES = noAdi('2017');
export const ASPARTAME = adi(
  '2013',
  40,
  'EFSA found no safety concern at this intake for the general population; not for people with phenylketonuria',
  journal('scientific opinion on the re-evaluation of aspartame (E951), 2013', 3496),
);
export const TITANIUM_DIOXIDE = said(
  '2021',
  'EFSA (2021): titanium dioxide can no longer be considered safe as a food additive, because a concern for genotoxicity could not be ruled out; no ADI could be set. No longer authorised in the EU since 2022.',
  journal('safety assessment of titanium dioxide (E171) as a food additive, 2021', 6585),
);
export const TARTRAZINE = adi(
  '2009',
  7.5,
  '',
  journal('re-evaluation of tartrazine (E102), 2009', 1331),
);
export const SORBITAN_ESTERS = adi(
  '2017',
  10,
  'group ADI for the sorbitan esters (E491-E495), expressed as sorbitan',
  journal('re-evaluation of the sorbitan esters (E 491-E 495), 2017', 4788),
);
export const FERROCYANIDES = adi(
  '2018',
  0.03,
  'group ADI for the ferrocyanides, expressed as ferrocyanide ion; in the EU they are used only in salt and salt substitutes',
  journal(
    're-evaluation of sodium, potassium and calcium ferrocyanide (E 535, E 536, E 538), 2018',
    5374,
  ),
);
export const SUCROSE_ESTERS = adi(
  '2004',
  40,
  'group ADI for sucrose esters of fatty acids and sucroglycerides; EFSA noted that high consumers, children especially, may exceed it, and followed it up in 2023',
);
const E472_OPINION = journal(
  're-evaluation of the acetic, lactic, citric, tartaric and diacetyltartaric acid esters of mono- and diglycerides (E 472a-f), 2020',
  6032,
);
export const NO_NUMERICAL_ESTERS = noAdi('2020', '', E472_OPINION);
export const TARTARIC_ESTERS = (value: number) =>
  adi('2020', value, 'based on the tartaric acid it releases', E472_OPINION);
export const ALUMINIUM_SALT = said(
  '2008',
  "Contains aluminium. We have not recorded EFSA's re-evaluation of this additive itself; EFSA (2008) set a tolerable weekly intake of 1 mg aluminium per kg body weight from all foods and found it likely to be exceeded by a significant part of the European population, after which the EU restricted the aluminium-containing additives (Regulation (EU) No 380/2012).",
  journal('safety of aluminium from dietary intake, 2008', 754),
);
