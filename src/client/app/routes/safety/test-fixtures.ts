/**
 * An in-memory medicine cabinet behind the shared fetch fake, for the safety pages' tests: the list,
 * add, edit, delete, a scripted sequence of background analyses, side effects and the check.
 */
import { fakeFetch, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type {
  AnalyzeMedicationsResponse,
  CabinetMedication,
  SafetyAnalysis,
} from '#shared/contracts/medications.contract';

let nextId = 1;

export function makeMedication(overrides: Partial<CabinetMedication> = {}): CabinetMedication {
  const id = overrides.id ?? `med-${nextId++}`;
  return {
    id,
    name: 'Ibuprofen',
    substance: { id: 'ibuprofen', name: 'Ibuprofen', kind: 'drug' },
    suggestions: [],
    type: 'Over-the-counter',
    dosage: null,
    strength: null,
    frequency: 'Once daily',
    indication: null,
    prescribing_doctor: null,
    start_date: null,
    active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const NO_ANALYSIS: SafetyAnalysis = {
  status: 'none',
  analyzed_at: null,
  medication_count: 0,
  result: null,
};

export function readyAnalysis(result: CheckResponse, count = result.items.length): SafetyAnalysis {
  return {
    status: 'ready',
    analyzed_at: '2026-11-21T09:30:00.000Z',
    medication_count: count,
    result,
  };
}

export function pendingAnalysis(count: number): SafetyAnalysis {
  return { status: 'pending', analyzed_at: null, medication_count: count, result: null };
}

export interface FakeCabinetOptions {
  medications?: CabinetMedication[];
  /** Answers to GET /api/medications/safety in turn; the last one repeats. */
  analyses?: SafetyAnalysis[];
  analyze?: AnalyzeMedicationsResponse;
  check?: CheckResponse;
}

export function fakeCabinetApi(options: FakeCabinetOptions = {}) {
  let cabinet = [...(options.medications ?? [])];
  const analyses = [...(options.analyses ?? [NO_ANALYSIS])];
  const api = fakeFetch((call): FakeAnswer | undefined => {
    const id = /^\/api\/medications\/([^/]+)$/.exec(call.path)?.[1];
    if (call.path === '/api/medications/safety')
      return { body: analyses.length > 1 ? analyses.shift() : analyses[0] };
    if (call.path === '/api/medications/analyze' && options.analyze)
      return { body: options.analyze };
    if (call.path === '/api/interactions/check' && options.check) return { body: options.check };
    if (call.path === '/api/medications' && call.method === 'GET')
      return { body: { medications: cabinet } };
    if (call.path === '/api/medications' && call.method === 'POST') {
      const added = makeMedication({
        ...(call.body as Partial<CabinetMedication>),
        substance: null,
      });
      cabinet = [added, ...cabinet];
      return { status: 201, body: added };
    }
    const existing = cabinet.find((medication) => medication.id === id);
    if (!existing) return undefined;
    if (call.method === 'PATCH') {
      const changed = { ...existing, ...(call.body as Partial<CabinetMedication>) };
      cabinet = cabinet.map((medication) => (medication.id === id ? changed : medication));
      return { body: changed };
    }
    if (call.method === 'DELETE') {
      cabinet = cabinet.filter((medication) => medication.id !== id);
      return { status: 200 }; // the real 204 has no body; a stubbed Response cannot carry 'null' with 204
    }
    return undefined;
  });
  return { ...api, cabinet: () => cabinet };
}
