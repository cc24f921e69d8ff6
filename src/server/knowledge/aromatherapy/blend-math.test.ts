/** The blend arithmetic against worked examples (ADR 029): 20 drops = 1 ml. */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '../load-knowledge-files';
import {
  checkBlendInput,
  dropsForPercent,
  dropsToMl,
  evaluateBlend,
  percentOfBlend,
  phototoxicLoad,
  skinMaximum,
} from './blend-math';

const oils = knowledgeFromFiles().oils;
const get = (id: string) => oils.get(id);
const oil = (id: string) => {
  const found = get(id);
  if (!found) throw new Error(`no oil ${id}`);
  return found;
};

describe('dilution arithmetic', () => {
  it('counts 20 drops to the millilitre', () => {
    expect(dropsToMl(20)).toBe(1);
    expect(dropsToMl(6)).toBeCloseTo(0.3, 10);
  });

  it('divides the oil by the whole blend, oils and carrier together', () => {
    // 12 drops = 0.6 ml in 30 ml of carrier: 0.6 / 30.6 = 1.96%.
    expect(percentOfBlend(0.6, 0.6, 30)).toBeCloseTo(1.9608, 4);
    // 1 ml in 99 ml: exactly 1%.
    expect(percentOfBlend(1, 1, 99)).toBe(1);
  });

  it('finds the drops for a target dilution (inverse of the formula)', () => {
    // 2% in 30 ml: ml = 2 × 30 / 98 = 0.612 ml = 12.2 drops.
    expect(dropsForPercent(2, 30)).toBeCloseTo(12.24, 2);
    const ml = dropsToMl(dropsForPercent(2, 30));
    expect(percentOfBlend(ml, ml, 30)).toBeCloseTo(2, 10);
  });
});

describe('each oil against its maximum', () => {
  it('takes the lower of the dermal and phototoxic maxima on the skin, none in the air', () => {
    expect(skinMaximum(oil('bergamot'), 'face')).toBe(0.4);
    expect(skinMaximum(oil('clove-bud'), 'massage')).toBe(0.5);
    expect(skinMaximum(oil('lavender'), 'massage')).toBeNull();
    expect(skinMaximum(oil('bergamot'), 'diffuser')).toBeNull();
    expect(skinMaximum(oil('pennyroyal'), 'diffuser')).toBe(0);
  });

  it('clove bud: 3 drops in 30 ml is within 0.5%, 4 drops is not', () => {
    const three = evaluateBlend(
      { oils: [{ id: 'clove-bud', drops: 3 }], carrier_ml: 30, application: 'massage' },
      get,
    );
    expect(three.per_oil[0]).toMatchObject({ percent: 0.5, max_percent: 0.5, within_limit: true });
    const four = evaluateBlend(
      { oils: [{ id: 'clove-bud', drops: 4 }], carrier_ml: 30, application: 'massage' },
      get,
    );
    expect(four.per_oil[0]).toMatchObject({ percent: 0.66, within_limit: false });
    expect(four.within_limits).toBe(false);
    expect(four.warnings.map((w) => w.kind)).toContain('max_dermal');
  });
});

describe('phototoxic load', () => {
  it('adds each phototoxic oil’s share of its own maximum', () => {
    // lemon (max 2%) at 1% and bergamot (max 0.4%) at 0.1%: 0.5 + 0.25 = 0.75.
    expect(
      phototoxicLoad([
        { oil: oil('lemon-expressed'), percent: 1 },
        { oil: oil('bergamot'), percent: 0.1 },
        { oil: oil('lavender'), percent: 2 },
      ]),
    ).toBeCloseTo(0.75, 10);
  });

  it('a face blend: 6 drops bergamot + 6 drops lavender in 30 ml ≈ 2%, load above 1', () => {
    const result = evaluateBlend(
      {
        oils: [
          { id: 'bergamot', drops: 6 },
          { id: 'lavender', drops: 6 },
        ],
        carrier_ml: 30,
        application: 'face',
      },
      get,
    );
    expect(result.dilution_percent).toBe(1.96);
    expect(result.per_oil).toEqual([
      {
        id: 'bergamot',
        name: 'Bergamot (expressed)',
        drops: 6,
        ml: 0.3,
        percent: 0.98,
        max_percent: 0.4,
        within_limit: false,
      },
      {
        id: 'lavender',
        name: 'Lavender',
        drops: 6,
        ml: 0.3,
        percent: 0.98,
        max_percent: null,
        within_limit: true,
      },
    ]);
    // 0.98039% / 0.4% = 2.45
    expect(result.phototoxic_load).toBe(2.45);
    expect(result.within_limits).toBe(false);
    const phototoxic = result.warnings.find((w) => w.kind === 'phototoxic');
    expect(phototoxic?.text).toMatch(/12 hours/);
    expect(phototoxic?.sources.length).toBeGreaterThan(0);
    // 1.96% is above the usual 1.5% for the face.
    expect(result.warnings.map((w) => w.kind)).toEqual(['max_dermal', 'phototoxic', 'dilution']);
  });

  it('stays at or below 1 for a sun-safe citrus blend, and adds up across oils', () => {
    // 2 drops bergamot in 30 ml: 0.1 / 30.1 = 0.332%, load 0.83.
    const safe = evaluateBlend(
      { oils: [{ id: 'bergamot', drops: 2 }], carrier_ml: 30, application: 'massage' },
      get,
    );
    expect(safe.phototoxic_load).toBe(0.83);
    expect(safe.within_limits).toBe(true);
    expect(safe.warnings).toEqual([]);
    // 6 drops lime (0.958% of 0.7%) + 20 drops grapefruit (3.19% of 4%) in 30 ml: each within, together 2.17.
    const both = evaluateBlend(
      {
        oils: [
          { id: 'lime-expressed', drops: 6 },
          { id: 'grapefruit', drops: 20 },
        ],
        carrier_ml: 30,
        application: 'massage',
      },
      get,
    );
    expect(both.per_oil.map((entry) => entry.percent)).toEqual([0.96, 3.19]);
    expect(both.per_oil[0]!.within_limit).toBe(false);
    expect(both.per_oil[1]!.within_limit).toBe(true);
    expect(both.phototoxic_load).toBe(2.17);
  });

  it('does not apply to a diffuser or inhalation', () => {
    const result = evaluateBlend(
      { oils: [{ id: 'bergamot', drops: 6 }], carrier_ml: 100, application: 'diffuser' },
      get,
    );
    expect(result.phototoxic_load).toBe(0);
    expect(result.per_oil[0]).toMatchObject({ max_percent: null, within_limit: true });
    expect(result.warnings.map((w) => w.kind)).toEqual(['application']);
  });
});

describe('blend input and edge cases', () => {
  it('adds the drops of an oil listed twice', () => {
    const result = evaluateBlend(
      {
        oils: [
          { id: 'lavender', drops: 5 },
          { id: 'lavender', drops: 5 },
        ],
        carrier_ml: 30,
        application: 'massage',
      },
      get,
    );
    expect(result.per_oil).toHaveLength(1);
    expect(result.per_oil[0]).toMatchObject({ drops: 10, ml: 0.5 });
  });

  it('never lets an oil that is not for home use through', () => {
    const result = evaluateBlend(
      { oils: [{ id: 'pennyroyal', drops: 1 }], carrier_ml: 100, application: 'diffuser' },
      get,
    );
    expect(result.per_oil[0]).toMatchObject({ max_percent: 0, within_limit: false });
    expect(result.within_limits).toBe(false);
    expect(result.warnings[0]?.kind).toBe('do_not_use');
  });

  it('names each bad input the API answers 400 for', () => {
    expect(
      checkBlendInput(
        { oils: [{ id: 'lavender', drops: 6 }], carrier_ml: 30, application: 'face' },
        get,
      ),
    ).toEqual([]);
    expect(
      checkBlendInput(
        { oils: [{ id: 'unicorn', drops: 6 }], carrier_ml: 30, application: 'face' },
        get,
      ),
    ).toEqual(['unknown oil: unicorn']);
    expect(
      checkBlendInput(
        { oils: [{ id: 'lavender', drops: 0 }], carrier_ml: 30, application: 'face' },
        get,
      ),
    ).toHaveLength(1);
    expect(
      checkBlendInput(
        { oils: [{ id: 'lavender', drops: 201 }], carrier_ml: 30, application: 'face' },
        get,
      ),
    ).toHaveLength(1);
    expect(
      checkBlendInput(
        { oils: [{ id: 'lavender', drops: 200 }], carrier_ml: 1000, application: 'face' },
        get,
      ),
    ).toEqual([]);
    expect(
      checkBlendInput(
        { oils: [{ id: 'lavender', drops: 6 }], carrier_ml: 0, application: 'face' },
        get,
      ),
    ).toHaveLength(1);
    expect(
      checkBlendInput(
        { oils: [{ id: 'lavender', drops: 6 }], carrier_ml: 1001, application: 'face' },
        get,
      ),
    ).toHaveLength(1);
    expect(checkBlendInput({ oils: [], carrier_ml: 30, application: 'face' }, get)).toEqual([
      'add at least one oil',
    ]);
    expect(() =>
      evaluateBlend(
        { oils: [{ id: 'unicorn', drops: 6 }], carrier_ml: 30, application: 'face' },
        get,
      ),
    ).toThrow(/unknown oil/);
  });
});
