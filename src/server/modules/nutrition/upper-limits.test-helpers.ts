/**
 * The National Academies' Tolerable Upper Intake Levels as the NIH ODS fact sheets print them,
 * typed here independently of upper-limits.ts, so the tests hold the data to the public tables.
 */
export type Value = number | 'ND';
/**
 * ULs by age band (1-3, 4-8, 9-13, 14-18, 19-30, 31-50, 51-70, 71+), then pregnancy and
 * lactation as [14-18, 19-50]. Sodium: the 2019 CDRR.
 */
export const PUBLIC_TABLES: Record<
  string,
  { unit: string; bands: Value[]; pregnancy: Value[]; lactation: Value[] }
> = {
  vitamin_a_ug: {
    unit: 'µg',
    bands: [600, 900, 1700, 2800, 3000, 3000, 3000, 3000],
    pregnancy: [2800, 3000],
    lactation: [2800, 3000],
  },
  vitamin_c_mg: {
    unit: 'mg',
    bands: [400, 650, 1200, 1800, 2000, 2000, 2000, 2000],
    pregnancy: [1800, 2000],
    lactation: [1800, 2000],
  },
  vitamin_d_ug: {
    unit: 'µg',
    bands: [63, 75, 100, 100, 100, 100, 100, 100],
    pregnancy: [100, 100],
    lactation: [100, 100],
  },
  vitamin_e_mg: {
    unit: 'mg',
    bands: [200, 300, 600, 800, 1000, 1000, 1000, 1000],
    pregnancy: [800, 1000],
    lactation: [800, 1000],
  },
  niacin_mg: {
    unit: 'mg',
    bands: [10, 15, 20, 30, 35, 35, 35, 35],
    pregnancy: [30, 35],
    lactation: [30, 35],
  },
  vitamin_b6_mg: {
    unit: 'mg',
    bands: [30, 40, 60, 80, 100, 100, 100, 100],
    pregnancy: [80, 100],
    lactation: [80, 100],
  },
  folic_acid_ug: {
    unit: 'µg',
    bands: [300, 400, 600, 800, 1000, 1000, 1000, 1000],
    pregnancy: [800, 1000],
    lactation: [800, 1000],
  },
  choline_mg: {
    unit: 'mg',
    bands: [1000, 1000, 2000, 3000, 3500, 3500, 3500, 3500],
    pregnancy: [3000, 3500],
    lactation: [3000, 3500],
  },
  calcium_mg: {
    unit: 'mg',
    bands: [2500, 2500, 3000, 3000, 2500, 2500, 2000, 2000],
    pregnancy: [3000, 2500],
    lactation: [3000, 2500],
  },
  iron_mg: {
    unit: 'mg',
    bands: [40, 40, 40, 45, 45, 45, 45, 45],
    pregnancy: [45, 45],
    lactation: [45, 45],
  },
  magnesium_mg: {
    unit: 'mg',
    bands: [65, 110, 350, 350, 350, 350, 350, 350],
    pregnancy: [350, 350],
    lactation: [350, 350],
  },
  zinc_mg: {
    unit: 'mg',
    bands: [7, 12, 23, 34, 40, 40, 40, 40],
    pregnancy: [34, 40],
    lactation: [34, 40],
  },
  selenium_ug: {
    unit: 'µg',
    bands: [90, 150, 280, 400, 400, 400, 400, 400],
    pregnancy: [400, 400],
    lactation: [400, 400],
  },
  iodine_ug: {
    unit: 'µg',
    bands: [200, 300, 600, 900, 1100, 1100, 1100, 1100],
    pregnancy: [900, 1100],
    lactation: [900, 1100],
  },
  copper_mg: {
    unit: 'mg',
    bands: [1, 3, 5, 8, 10, 10, 10, 10],
    pregnancy: [8, 10],
    lactation: [8, 10],
  },
  manganese_mg: {
    unit: 'mg',
    bands: [2, 3, 6, 9, 11, 11, 11, 11],
    pregnancy: [9, 11],
    lactation: [9, 11],
  },
  molybdenum_ug: {
    unit: 'µg',
    bands: [300, 600, 1100, 1700, 2000, 2000, 2000, 2000],
    pregnancy: [1700, 2000],
    lactation: [1700, 2000],
  },
  boron_mg: {
    unit: 'mg',
    bands: [3, 6, 11, 17, 20, 20, 20, 20],
    pregnancy: [17, 20],
    lactation: [17, 20],
  },
  nickel_mg: {
    unit: 'mg',
    bands: [0.2, 0.3, 0.6, 1, 1, 1, 1, 1],
    pregnancy: [1, 1],
    lactation: [1, 1],
  },
  vanadium_mg: {
    unit: 'mg',
    bands: ['ND', 'ND', 'ND', 'ND', 1.8, 1.8, 1.8, 1.8],
    pregnancy: ['ND', 'ND'],
    lactation: ['ND', 'ND'],
  },
  phosphorus_mg: {
    unit: 'mg',
    bands: [3000, 3000, 4000, 4000, 4000, 4000, 4000, 3000],
    pregnancy: [3500, 3500],
    lactation: [4000, 4000],
  },
  fluoride_mg: {
    unit: 'mg',
    bands: [1.3, 2.2, 10, 10, 10, 10, 10, 10],
    pregnancy: [10, 10],
    lactation: [10, 10],
  },
  chloride_mg: {
    unit: 'mg',
    bands: [2300, 2900, 3400, 3600, 3600, 3600, 3600, 3600],
    pregnancy: [3600, 3600],
    lactation: [3600, 3600],
  },
  sodium_mg: {
    unit: 'mg',
    bands: [1200, 1500, 1800, 2300, 2300, 2300, 2300, 2300],
    pregnancy: [2300, 2300],
    lactation: [2300, 2300],
  },
};

/** An age inside each band. */
export const BAND_AGES = [2, 6, 11, 16, 25, 40, 60, 75] as const;
