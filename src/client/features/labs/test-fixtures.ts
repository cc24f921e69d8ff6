/** Lab test data for the lab components' and pages' tests (served through tests/setup/fake-fetch). */
import type {
  AnalyzedMarker,
  LabAnalysisResult,
  LabBiomarker,
  LabReportDetail,
  LabScore,
} from '#shared/contracts/labs.contract';

export function makeBiomarker(overrides: Partial<LabBiomarker> = {}): LabBiomarker {
  return {
    id: 'b1',
    name: 'Potassium',
    value: 4.2,
    unit: 'mmol/L',
    ref_low: 3.5,
    ref_high: 5.0,
    flag: 'normal',
    value_text: null,
    marker_id: 'potassium',
    printed_name: 'POTASSIUM',
    specimen: 'blood',
    system: 'electrolytes',
    system_label: 'Electrolytes and kidneys',
    lab_flag: null,
    reference_low: 3.5,
    reference_high: 5.1,
    critical_low: 2.5,
    critical_high: 6.5,
    normal_values: [],
    origin: 'extracted',
    ...overrides,
  };
}

export function makeMarker(overrides: Partial<AnalyzedMarker> = {}): AnalyzedMarker {
  return {
    ...makeBiomarker(),
    range: { low: 3.5, high: 5.0, source: 'lab' },
    is_critical: false,
    measures: 'Potassium helps nerves and muscles, including the heart, work.',
    causes: [],
    sources: [
      {
        title: 'MedlinePlus: Potassium blood test',
        url: 'https://medlineplus.gov/lab-tests/potassium-blood-test/',
      },
    ],
    ...overrides,
  };
}

function score(label: string, value: number | null, markers: string[]): LabScore {
  return {
    label,
    value,
    based_on: value === null ? 0 : markers.length,
    markers: value === null ? [] : markers,
  };
}

export function makeAnalysisResult(overrides: Partial<LabAnalysisResult> = {}): LabAnalysisResult {
  const markers: AnalyzedMarker[] = [
    makeMarker(),
    makeMarker({
      id: 'b2',
      name: 'Ferritin',
      value: 8,
      unit: 'ng/mL',
      flag: 'low',
      marker_id: 'ferritin',
      system: 'iron',
      system_label: 'Iron and blood',
      range: { low: 15, high: 150, source: 'reference' },
      measures: 'Ferritin shows how much iron your body has stored.',
      causes: ['Iron deficiency', 'Blood loss'],
      sources: [
        {
          title: 'MedlinePlus: Ferritin blood test',
          url: 'https://medlineplus.gov/lab-tests/ferritin-blood-test/',
        },
      ],
    }),
    makeMarker({
      id: 'b3',
      name: 'Glucose',
      value: 28,
      unit: 'mmol/L',
      flag: 'critical_high',
      is_critical: true,
      marker_id: 'glucose',
      system: 'metabolic',
      system_label: 'Metabolism',
      range: { low: 3.9, high: 5.5, source: 'lab' },
      measures: 'Glucose is the sugar in your blood.',
      causes: ['Diabetes'],
      sources: [
        {
          title: 'MedlinePlus: Blood glucose test',
          url: 'https://medlineplus.gov/lab-tests/blood-glucose-test/',
        },
      ],
    }),
  ];
  return {
    immuneScore: null,
    scores: {
      immuneScore: score('Immune score', null, []),
      metabolicScore: score('Metabolic score', 40, ['Glucose']),
      organFunctionScore: score('Organ function score', 100, ['Potassium']),
      overall: score('Overall score', 67, ['Potassium', 'Ferritin', 'Glucose']),
    },
    person: { sex: null, age: null },
    markers,
    systems: [
      {
        system: 'electrolytes',
        label: 'Electrolytes and kidneys',
        marker_indexes: [0],
        flagged_count: 0,
      },
      { system: 'iron', label: 'Iron and blood', marker_indexes: [1], flagged_count: 1 },
      { system: 'metabolic', label: 'Metabolism', marker_indexes: [2], flagged_count: 1 },
    ],
    correlations: [
      {
        id: 'glucose-glucosuria',
        title: 'Sugar in blood and urine',
        message:
          'A high blood glucose with glucose in the urine fits blood sugar above the kidney threshold.',
        blood_markers: ['Glucose'],
        urine_markers: ['Urine glucose'],
        sources: [
          {
            title: 'MedlinePlus: Glucose in urine test',
            url: 'https://medlineplus.gov/lab-tests/glucose-in-urine-test/',
          },
        ],
      },
    ],
    counts: { total: 3, normal: 1, low: 1, high: 0, critical: 1, abnormal: 0, unknown: 0 },
    narrative: {
      text: 'One value needs prompt attention.\n\nFerritin is low.',
      written_by: 'rules',
      provider: null,
    },
    disclaimer: 'Educational information from Wellnest, not a diagnosis.',
    ...overrides,
  };
}

export function makeReport(overrides: Partial<LabReportDetail> = {}): LabReportDetail {
  return {
    id: 'r1',
    status: 'review',
    biomarkers: [makeBiomarker()],
    test_type: 'blood',
    source: 'upload',
    method: 'text',
    file: { kind: 'pdf', size: 2048, display_name: 'labs.pdf' },
    warnings: [],
    collected_on: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    analysis: null,
    ...overrides,
  };
}
