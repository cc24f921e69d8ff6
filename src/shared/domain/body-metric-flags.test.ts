import { describe, expect, it } from 'vitest';
import { classifyBloodPressure, classifyBmi, classifyRestingHeartRate } from './body-metric-flags';

describe('body measurement categories', () => {
  it.each([
    [18.4, 'Underweight', 'low'],
    [18.5, 'Healthy weight', 'normal'],
    [24.9, 'Healthy weight', 'normal'],
    [25, 'Overweight', 'high'],
    [29.9, 'Overweight', 'high'],
    [30, 'Obesity', 'high'],
  ] as const)('BMI %s is %s', (bmi, label, flag) => {
    expect(classifyBmi(bmi)).toMatchObject({ label, flag });
  });

  it.each([
    [119, 79, 'Normal'],
    [120, 79, 'Elevated'],
    [129, 79, 'Elevated'],
    [130, 70, 'High blood pressure, stage 1'],
    [118, 80, 'High blood pressure, stage 1'],
    [139, 89, 'High blood pressure, stage 1'],
    [140, 70, 'High blood pressure, stage 2'],
    [125, 90, 'High blood pressure, stage 2'],
    [180, 120, 'High blood pressure, stage 2'],
    [181, 100, 'Hypertensive crisis: contact a doctor now'],
    [150, 121, 'Hypertensive crisis: contact a doctor now'],
    [89, 70, 'Low blood pressure'],
    [100, 59, 'Low blood pressure'],
    // The higher category of the two numbers wins over a low one.
    [145, 55, 'High blood pressure, stage 2'],
  ] as const)('%s/%s mmHg is %s', (systolic, diastolic, label) => {
    expect(classifyBloodPressure(systolic, diastolic).label).toBe(label);
  });

  it('reads a crisis as urgent and stage 1 as high', () => {
    expect(classifyBloodPressure(190, 100).flag).toBe('urgent');
    expect(classifyBloodPressure(132, 70).flag).toBe('high');
  });

  it.each([
    [59, 'low'],
    [60, 'normal'],
    [100, 'normal'],
    [101, 'high'],
  ] as const)('a resting heart rate of %s is %s', (bpm, flag) => {
    expect(classifyRestingHeartRate(bpm).flag).toBe(flag);
  });
});
