/**
 * The 2024 and 2025 amendments to the Annexes of Regulation (EC) No 1223/2009, entry by entry, as
 * the Official Journal publishes them (EUR-Lex): which entries each regulation added, replaced or
 * deleted, and the INCI names a label prints for them. The Annex II and III entries come from
 * CosIng's export (annex-coverage.test.ts checks this table against the export's 'Regulation'
 * column, both ways); their INCI names join the entries' label names (annex-label-names.ts), so a
 * label's '(nano)' INCI name finds the entry even where the export prints several on one line.
 * The Annex V and VI changes are not in the export: their records are common INCI names
 * (common-inci.ts), and the test checks that each cites the regulation. ADR 034, ADR 051.
 */
import { amendingRegulation, type LabelSourceRecord } from '../label-source';

export interface AnnexChange {
  annex: 'II' | 'III' | 'V' | 'VI';
  /** The entry's reference number in its Annex ('1725', '372'). */
  entry: string;
  change: 'added' | 'replaced' | 'deleted';
  /** The INCI names a label uses for what the entry covers ([] for substances with none). */
  inci: string[];
}

export interface AnnexAmendment {
  regulation: [year: number, number: number];
  /** What the regulation is about, in a few words of ours. */
  about: string;
  changes: AnnexChange[];
}

const added = (annex: AnnexChange['annex'], entry: string, inci: string[] = []): AnnexChange => ({
  annex,
  entry,
  change: 'added',
  inci,
});

export const ANNEX_AMENDMENTS: AnnexAmendment[] = [
  {
    regulation: [2024, 858],
    about:
      'Nanomaterials: the nano forms of styrene/acrylates copolymers, copper, silver, gold and platinum are prohibited, nano hydroxyapatite is allowed only in toothpaste and mouthwash',
    changes: [
      added('II', '1725', [
        'Styrene/Acrylates Copolymer (nano)',
        'Sodium Styrene/Acrylates Copolymer (nano)',
      ]),
      added('II', '1726', ['Copper (nano)', 'Colloidal Copper (nano)']),
      added('II', '1727', ['Colloidal Silver (nano)']),
      added('II', '1728', [
        'Gold (nano)',
        'Colloidal Gold (nano)',
        'Gold Thioethylamino Hyaluronic Acid (nano)',
        'Acetyl Heptapeptide-9 Colloidal Gold (nano)',
      ]),
      added('II', '1729', [
        'Platinum (nano)',
        'Colloidal Platinum (nano)',
        'Acetyl Tetrapeptide-17 Colloidal Platinum (nano)',
      ]),
      added('III', '372', ['Hydroxyapatite (nano)']),
    ],
  },
  {
    regulation: [2024, 996],
    about:
      'Vitamin A, alpha-arbutin and arbutin, and substances with potential endocrine-disrupting properties: 4-methylbenzylidene camphor prohibited (and struck from the UV filters), limits for genistein, daidzein, kojic acid, vitamin A and the arbutins, triclosan and triclocarban re-restricted',
    changes: [
      added('II', '1730', ['4-Methylbenzylidene Camphor']),
      added('III', '373', ['Genistein']),
      added('III', '374', ['Daidzein']),
      added('III', '375', ['Kojic Acid']),
      added('III', '376', ['Retinol', 'Retinyl Acetate', 'Retinyl Palmitate']),
      added('III', '377', ['Alpha-Arbutin']),
      added('III', '378', ['Arbutin']),
      { annex: 'V', entry: '23', change: 'replaced', inci: ['Triclocarban'] },
      { annex: 'V', entry: '25', change: 'replaced', inci: ['Triclosan'] },
      { annex: 'VI', entry: '18', change: 'deleted', inci: ['4-Methylbenzylidene Camphor'] },
    ],
  },
  {
    regulation: [2025, 877],
    about:
      'Omnibus VII: substances newly classified as carcinogenic, mutagenic or toxic for reproduction (CMR) under Regulation (EU) 2024/197 are prohibited, among them the nail-gel ingredients TPO and N,N-dimethyl-p-toluidine',
    changes: [
      { annex: 'II', entry: '1580', change: 'replaced', inci: [] },
      added('II', '1731', ['Trimethylbenzoyl Diphenylphosphine Oxide']),
      ...[
        '1732',
        '1733',
        '1734',
        '1735',
        '1736',
        '1737',
        '1738',
        '1739',
        '1740',
        '1741',
        '1742',
        '1743',
        '1744',
      ].map((entry) => added('II', entry)),
      // CosIng's INCI name for N,N-dimethyl-p-toluidine (CAS 99-97-8).
      added('II', '1745', ['Dimethyltolylamine']),
      ...['1746', '1747', '1748', '1749', '1750', '1751'].map((entry) => added('II', entry)),
    ],
  },
];

/** The EUR-Lex page of an amendment (the source its records cite). */
export const amendmentSource = (amendment: AnnexAmendment): LabelSourceRecord =>
  amendingRegulation(...amendment.regulation);

/** The INCI names of the Annex II and III entries the amendments added, by reference ('II-1725'). */
export function amendmentLabelNames(): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  for (const { changes } of ANNEX_AMENDMENTS)
    for (const { annex, entry, inci, change } of changes)
      if ((annex === 'II' || annex === 'III') && change !== 'deleted' && inci.length > 0)
        names[`${annex}-${entry}`] = [...(names[`${annex}-${entry}`] ?? []), ...inci];
  return names;
}
