/**
 * What a body measurement means for an adult, by the published cut-offs: BMI by the WHO and CDC
 * adult categories, blood pressure by the 2017 ACC/AHA guideline's categories (with the NHLBI's
 * "lower than 90/60" for low), resting heart rate by the usual adult range. The trends and profile
 * pages show these beside the imported values; they are general categories, not a diagnosis, and
 * the pages say so. Pure TypeScript.
 *
 * Sources:
 * - BMI: CDC, "Adult BMI Categories" (cdc.gov/bmi/adult-calculator/bmi-categories.html); WHO, "A
 *   healthy lifestyle - WHO recommendations" (who.int, 2010).
 * - Blood pressure: Whelton PK et al., 2017 ACC/AHA/AAPA/ABC/ACPM/AGS/APhA/ASH/ASPC/NMA/PCNA
 *   Guideline, Hypertension 2018;71:e13-e115 (Table 6); American Heart Association,
 *   "Understanding Blood Pressure Readings" (heart.org) for the hypertensive crisis line; NHLBI,
 *   "Low Blood Pressure" (nhlbi.nih.gov) for lower than 90/60 mm Hg.
 * - Heart rate: MedlinePlus, "Pulse" (medlineplus.gov/ency/article/003399.htm): 60 to 100 beats a
 *   minute at rest for adults.
 */

export type MeasureFlag = 'low' | 'normal' | 'high' | 'urgent';

export interface MeasureCategory {
  label: string;
  flag: MeasureFlag;
  source: string;
}

const BMI_SOURCE = 'CDC and WHO adult BMI categories';
const BP_SOURCE = '2017 ACC/AHA blood pressure categories';

/** The band the charts shade as the healthy or normal range (either end may be open). */
export const MEASURE_BANDS = {
  bmi: { low: 18.5, high: 24.9 },
  systolic: { low: 90, high: 119 },
  diastolic: { low: 60, high: 79 },
  heart_rate: { low: 60, high: 100 },
} as const;

export function classifyBmi(bmi: number): MeasureCategory {
  if (bmi < 18.5) return { label: 'Underweight', flag: 'low', source: BMI_SOURCE };
  if (bmi < 25) return { label: 'Healthy weight', flag: 'normal', source: BMI_SOURCE };
  if (bmi < 30) return { label: 'Overweight', flag: 'high', source: BMI_SOURCE };
  return { label: 'Obesity', flag: 'high', source: BMI_SOURCE };
}

/**
 * One reading's category. The higher of the two numbers' categories wins, as the guideline says
 * ("or"); a crisis is either number past its line.
 */
export function classifyBloodPressure(systolic: number, diastolic: number): MeasureCategory {
  if (systolic > 180 || diastolic > 120)
    return {
      label: 'Hypertensive crisis: contact a doctor now',
      flag: 'urgent',
      source: 'American Heart Association',
    };
  if (systolic >= 140 || diastolic >= 90)
    return { label: 'High blood pressure, stage 2', flag: 'high', source: BP_SOURCE };
  if (systolic >= 130 || diastolic >= 80)
    return { label: 'High blood pressure, stage 1', flag: 'high', source: BP_SOURCE };
  if (systolic < 90 || diastolic < 60)
    return { label: 'Low blood pressure', flag: 'low', source: 'NHLBI' };
  if (systolic >= 120) return { label: 'Elevated', flag: 'high', source: BP_SOURCE };
  return { label: 'Normal', flag: 'normal', source: BP_SOURCE };
}

export function classifyRestingHeartRate(beatsPerMinute: number): MeasureCategory {
  const source = 'MedlinePlus';
  if (beatsPerMinute < 60) return { label: 'Below the usual resting range', flag: 'low', source };
  if (beatsPerMinute > 100) return { label: 'Above the usual resting range', flag: 'high', source };
  return { label: 'Within the usual resting range', flag: 'normal', source };
}
