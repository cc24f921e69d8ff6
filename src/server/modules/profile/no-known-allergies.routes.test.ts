/**
 * 'No known allergies' as its own answer, apart from 'No conditions' (ADR 093), on a real
 * database: it is
 * stored (earning no completeness points: the spec's row counts listed allergies), goes out in
 * the FHIR export as SNOMED 716186003, and an allergy added later (here by a records import)
 * ends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETENESS_POINTS } from '#shared/domain/profile-scores';
import { createTestApp, get, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON is read field by field
type Resource = Record<string, any>;

async function allergyResources(cookie: string): Promise<Resource[]> {
  const response = await get(t.app, '/api/account/fhir', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().entry as { resource: Resource }[])
    .map((entry) => entry.resource)
    .filter((resource) => resource.resourceType === 'AllergyIntolerance');
}

const codesOf = (resources: Resource[]) =>
  resources.map((r) => r.code.coding?.[0]?.code ?? r.code.text);

async function saveMedicalHistory(cookie: string, data: unknown) {
  const response = await put(t.app, '/api/profile/sections/medical_history', data, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profile as {
    medical_history: Record<string, unknown>;
    data_completeness_score: number;
  };
}

async function importHistory(
  cookie: string,
  body: { allergies?: string[]; conditions?: string[] },
) {
  const response = await post(t.app, '/api/account/fhir/confirm', body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const profile = await get(t.app, '/api/profile', cookie);
  return profile.json().profile as {
    medical_history: Record<string, unknown>;
    data_completeness_score: number;
  };
}

describe('no known allergies', () => {
  it('is stored, is exported as SNOMED 716186003, and an imported allergy ends it', async () => {
    const user = await newUserWithId(t.app, 'nka');
    const saved = await saveMedicalHistory(user.cookie, { noKnownAllergies: true });
    expect(saved.medical_history).toEqual({ noKnownAllergies: true });
    // The spec's allergies row counts listed allergies (ADR 093).
    expect(saved.data_completeness_score).toBe(0);
    expect(codesOf(await allergyResources(user.cookie))).toEqual(['716186003']);

    const after = await importHistory(user.cookie, { allergies: ['Penicillin'] });
    expect(after.medical_history).toMatchObject({
      allergies: ['Penicillin'],
      noKnownAllergies: false,
    });
    expect(after.data_completeness_score).toBe(COMPLETENESS_POINTS.allergies);
    expect(codesOf(await allergyResources(user.cookie))).toEqual(['Penicillin']);
  });

  it("'No conditions' says it too: exported, and a later condition keeps the allergy part", async () => {
    const user = await newUserWithId(t.app, 'nka-none');
    const saved = await saveMedicalHistory(user.cookie, { noConditions: true });
    expect(saved.data_completeness_score).toBe(0);
    expect(codesOf(await allergyResources(user.cookie))).toEqual(['716186003']);

    const after = await importHistory(user.cookie, { conditions: ['Hypertension'] });
    expect(after.medical_history).toMatchObject({
      currentConditions: ['Hypertension'],
      noConditions: false,
      noKnownAllergies: true,
    });
    expect(codesOf(await allergyResources(user.cookie))).toEqual(['716186003']);
  });

  it('a stale flag beside a listed allergy says nothing: no 716186003, and the integrity check names it', async () => {
    const user = await newUserWithId(t.app, 'nka-stale');
    const saved = await saveMedicalHistory(user.cookie, {
      noKnownAllergies: true,
      allergies: ['Peanuts'],
    });
    expect(saved.data_completeness_score).toBe(COMPLETENESS_POINTS.allergies);
    expect(codesOf(await allergyResources(user.cookie))).toEqual(['Peanuts']);
    const integrity = await post(t.app, '/api/profile/integrity-check', {}, user.cookie);
    expect(integrity.statusCode, integrity.body).toBe(200);
    expect(integrity.json().issues).toContain(
      'Allergies are listed although "no known allergies" is checked',
    );
  });
});
