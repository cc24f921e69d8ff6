import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../../tests/setup/fake-fetch';
import { createTestQueryClient } from '../../../../../../tests/setup/render-with-providers';
import type {
  HealthGoals,
  MedicalHistory,
  Medications,
  Symptoms,
} from '#shared/contracts/profile.contract';
import {
  DietFields,
  HealthGoalsFields,
  LifestyleFields,
  MedicalHistoryFields,
  MedicationsFields,
  PersonalInfoFields,
  SECTION_EDITORS,
  SymptomsFields,
  type SectionFieldsProps,
} from './index';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Renders an editor the way its screens do: the value lives in the parent and comes back down.
 * Signed out unless a query client is given, so the account's units (metric) are the default.
 */
function renderEditor<T>(
  Component: ComponentType<SectionFieldsProps<T>>,
  initial: NoInfer<T>,
  queryClient: QueryClient = createTestQueryClient('signed-out'),
) {
  const onChange = vi.fn<(next: T) => void>();
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <Component
        value={value}
        idPrefix="test"
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Host />
    </QueryClientProvider>,
  );
  const last = () => onChange.mock.calls.at(-1)?.[0] as T;
  return { onChange, last };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('SECTION_EDITORS', () => {
  it('lists the seven sections in the dialog order', () => {
    expect(SECTION_EDITORS.map((entry) => entry.title)).toEqual([
      'Personal Information',
      'Medical History',
      'Current Symptoms',
      'Medications',
      'Lifestyle',
      'Diet & Nutrition',
      'Health Goals',
    ]);
  });
});

describe('PersonalInfoFields', () => {
  it('starts in lbs and in for an imperial account, and converts a number when its unit changes', async () => {
    fakeFetch({
      'GET /api/profile': { body: { profile: { preferences: { units: 'imperial' } } } },
    });
    const user = userEvent.setup();
    const { last } = renderEditor(PersonalInfoFields, {}, createTestQueryClient('signed-in'));
    await user.type(await screen.findByLabelText('Weight (lbs)'), '154.3');
    expect(last()).toMatchObject({ weight: 154.3, weightUnit: 'lbs' });
    await user.type(screen.getByLabelText('Height (in)'), '69');
    expect(last()).toMatchObject({ height: 69, heightUnit: 'in' });
    // 154.3 lbs is 70 kg, not 154.3 kg; 69 in is 175.3 cm.
    await user.selectOptions(screen.getByLabelText('Weight unit'), 'kg');
    expect(last()).toMatchObject({ weight: 70, weightUnit: 'kg' });
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue(70);
    await user.selectOptions(screen.getByLabelText('Height unit'), 'cm');
    expect(last()).toMatchObject({ height: 175.3, heightUnit: 'cm' });
  });

  it('reports a valid age, refuses one outside 1-120, and offers the four gender choices', async () => {
    const user = userEvent.setup();
    const { onChange, last } = renderEditor(PersonalInfoFields, {});
    await user.type(screen.getByLabelText('Age'), '42');
    expect(last().age).toBe(42);
    onChange.mockClear();
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '121');
    expect(screen.getByText('Age must be a whole number from 1 to 120')).toBeInTheDocument();
    expect(onChange.mock.calls.some(([next]) => next.age === 121)).toBe(false);

    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', 'Male', 'Female', 'Non-binary', 'Prefer not to say']);
    await user.selectOptions(gender, 'non-binary');
    expect(last().gender).toBe('non-binary');
  });

  it('saves weight with its unit, in steps of 0.1', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(PersonalInfoFields, {});
    await user.selectOptions(screen.getByLabelText('Weight unit'), 'lbs');
    await user.type(screen.getByLabelText('Weight (lbs)'), '150.5');
    expect(last()).toMatchObject({ weight: 150.5, weightUnit: 'lbs' });
    expect(screen.getByLabelText('Height unit')).toHaveValue('cm');
    expect(
      within(screen.getByLabelText('Height unit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unit', 'cm', 'ft', 'in']);
  });
});

describe('MedicalHistoryFields', () => {
  it("'No conditions' clears conditions, chronic conditions, allergies and family history", async () => {
    const user = userEvent.setup();
    const initial: MedicalHistory = {
      currentConditions: ['Asthma'],
      chronicConditions: ['Migraine'],
      allergies: ['Penicillin'],
      familyHistory: ['Stroke'],
    };
    const { last } = renderEditor(MedicalHistoryFields, initial);
    await user.click(screen.getByLabelText('No conditions'));
    expect(last()).toEqual({
      noConditions: true,
      currentConditions: [],
      chronicConditions: [],
      allergies: [],
      familyHistory: [],
    });
    expect(screen.queryByRole('button', { name: 'Remove Asthma' })).not.toBeInTheDocument();
  });

  it('adding anything unticks it', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(MedicalHistoryFields, { noConditions: true } as MedicalHistory);
    expect(screen.getByLabelText('No conditions')).toBeChecked();
    const allergies = screen.getByRole('group', { name: 'Suggestions: Allergies' });
    await user.click(within(allergies).getByRole('button', { name: 'Add Peanuts' }));
    expect(last()).toMatchObject({ noConditions: false, allergies: ['Peanuts'] });
    expect(screen.getByLabelText('No conditions')).not.toBeChecked();
  });

  it("'No known allergies' is its own choice: it clears the allergies, and adding one unticks it", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(MedicalHistoryFields, {
      currentConditions: ['Asthma'],
      allergies: ['Penicillin'],
    } as MedicalHistory);
    const noAllergies = screen.getByLabelText('No known allergies');
    expect(noAllergies).not.toBeChecked();
    await user.click(noAllergies);
    expect(last()).toEqual({
      currentConditions: ['Asthma'],
      allergies: [],
      noKnownAllergies: true,
    });
    expect(screen.getByLabelText('No known allergies')).toBeChecked();
    // The conditions stay: this answers allergies only.
    expect(screen.getByLabelText('No conditions')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Asthma' })).toBeInTheDocument();
    const allergies = screen.getByRole('group', { name: 'Suggestions: Allergies' });
    await user.click(within(allergies).getByRole('button', { name: 'Add Peanuts' }));
    expect(last()).toMatchObject({ allergies: ['Peanuts'], noKnownAllergies: false });
    expect(screen.getByLabelText('No known allergies')).not.toBeChecked();
  });

  it("'No conditions' says no known allergies too; unticking that unticks both, and a later condition keeps it", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(MedicalHistoryFields, {} as MedicalHistory);
    await user.click(screen.getByLabelText('No conditions'));
    expect(screen.getByLabelText('No known allergies')).toBeChecked();
    await user.click(screen.getByLabelText('No known allergies'));
    expect(last()).toMatchObject({ noConditions: false, noKnownAllergies: false });
    expect(screen.getByLabelText('No conditions')).not.toBeChecked();
    expect(screen.getByLabelText('No known allergies')).not.toBeChecked();

    await user.click(screen.getByLabelText('No conditions'));
    const conditions = screen.getByRole('group', { name: 'Suggestions: Current conditions' });
    await user.click(within(conditions).getAllByRole('button')[0]!);
    expect(last()).toMatchObject({ noConditions: false, noKnownAllergies: true });
    expect(screen.getByLabelText('No conditions')).not.toBeChecked();
    expect(screen.getByLabelText('No known allergies')).toBeChecked();
  });

  it('trims free text, ignores blanks and does not add duplicates', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(MedicalHistoryFields, {});
    const input = screen.getByLabelText('Other condition');
    const add = screen.getByRole('button', { name: 'Add other condition' });
    expect(add).toBeDisabled();
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  Lupus  {Enter}');
    expect(last().currentConditions).toEqual(['Lupus']);
    await user.type(input, 'lupus');
    await user.click(add);
    expect(last().currentConditions).toEqual(['Lupus']);
    expect(screen.getByText('“lupus” is already in the list.')).toBeInTheDocument();
  });
});

describe('SymptomsFields', () => {
  it('adds a severity (1-10) and a frequency per symptom, and removing the symptom removes both', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(SymptomsFields, {} as Symptoms);
    await user.click(screen.getByRole('button', { name: 'Add Headache' }));
    await user.click(screen.getByRole('button', { name: 'Add Fatigue' }));
    const severity = screen.getByLabelText('Severity of Headache');
    expect(severity).toHaveAttribute('min', '1');
    expect(severity).toHaveAttribute('max', '10');
    expect(severity).toHaveAttribute('step', '1');
    fireEvent.change(severity, { target: { value: '8' } });
    await user.selectOptions(screen.getByLabelText('How often: Headache'), 'weekly');
    expect(
      within(screen.getByLabelText('How often: Headache'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', 'Daily', 'Weekly', 'Monthly', 'Occasionally', 'Rarely']);
    expect(last()).toMatchObject({
      currentSymptoms: ['Headache', 'Fatigue'],
      severity: { Headache: 8, Fatigue: 5 },
      frequency: { Headache: 'weekly' },
      completed: true,
    });

    await user.click(screen.getByRole('button', { name: 'Remove Headache' }));
    expect(last().currentSymptoms).toEqual(['Fatigue']);
    expect(last().severity).toEqual({ Fatigue: 5 });
    expect(last().frequency).toEqual({});
    expect(screen.queryByLabelText('Severity of Headache')).not.toBeInTheDocument();
  });

  it("'No symptoms' clears everything and marks completed; unticking sets completed false", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(SymptomsFields, {
      currentSymptoms: ['Nausea'],
      severity: { Nausea: 3 },
      frequency: { Nausea: 'daily' },
    } as Symptoms);
    await user.click(screen.getByLabelText('No symptoms'));
    expect(last()).toEqual({
      noSymptoms: true,
      currentSymptoms: [],
      severity: {},
      frequency: {},
      completed: true,
    });
    await user.click(screen.getByLabelText('No symptoms'));
    expect(last()).toMatchObject({ noSymptoms: false, completed: false });
  });
});

describe('MedicationsFields', () => {
  it('disables Add while the name is blank and adds name, dosage, frequency and type', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(MedicationsFields, {} as Medications);
    const add = screen.getByRole('button', { name: 'Add medication' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Dosage'), '500 mg');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Medication name (required)'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Medication name (required)'), 'Metformin');
    await user.type(screen.getByLabelText('How often'), 'twice a day');
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', 'Prescription', 'Over-the-counter', 'Supplement', 'Vitamin', 'Herbal']);
    await user.selectOptions(screen.getByLabelText('Type'), 'Prescription');
    await user.click(add);
    expect(last().current).toEqual([
      expect.objectContaining({
        name: 'Metformin',
        dosage: '500 mg',
        frequency: 'twice a day',
        type: 'Prescription',
        active: true,
      }),
    ]);
    expect(screen.getByLabelText('Medication name (required)')).toHaveValue('');

    // The same medicine at the same dose is not added twice.
    await user.type(screen.getByLabelText('Medication name (required)'), 'metformin');
    await user.type(screen.getByLabelText('Dosage'), '500 mg');
    await user.click(add);
    expect(last().current).toHaveLength(1);
  });

  it("'I don't take any medications' clears the list", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(MedicationsFields, {
      current: [{ id: 'a', name: 'Ibuprofen', active: true }],
    } as Medications);
    await user.click(screen.getByLabelText("I don't take any medications"));
    expect(last()).toMatchObject({ none: true, current: [] });
    expect(screen.queryByText('Ibuprofen')).not.toBeInTheDocument();
  });
});

describe('LifestyleFields', () => {
  it('shows sleep 3-12 in half hours (default 8) and stress 1-10 (default 5)', () => {
    const { last } = renderEditor(LifestyleFields, {});
    const sleep = screen.getByLabelText('Sleep per night');
    expect(sleep).toHaveValue('8');
    expect(sleep).toHaveAttribute('min', '3');
    expect(sleep).toHaveAttribute('max', '12');
    expect(sleep).toHaveAttribute('step', '0.5');
    expect(screen.getByLabelText('Stress level')).toHaveValue('5');
    fireEvent.change(sleep, { target: { value: '7.5' } });
    expect(last().sleepHours).toBe(7.5);
  });
});

describe('DietFields', () => {
  it('writes the diet type and restrictions under both of their field names', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(DietFields, {});
    await user.selectOptions(screen.getByLabelText('Diet type'), 'vegan');
    await user.click(screen.getByRole('button', { name: 'Add Gluten-free' }));
    expect(last()).toMatchObject({
      dietType: 'vegan',
      type: 'vegan',
      dietaryRestrictions: ['Gluten-free'],
      restrictions: ['Gluten-free'],
    });
  });
});

describe('HealthGoalsFields', () => {
  it('shows each target only with its goal', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(HealthGoalsFields, {} as HealthGoals);
    expect(screen.queryByLabelText(/Target weight \(/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Fitness target')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sleep target (hours per night)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Gain weight' }));
    expect(screen.getByLabelText('Target weight (kg)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Gain weight' }));
    await user.click(screen.getByRole('button', { name: 'Add Lose weight' }));
    await user.type(screen.getByLabelText('Target weight (kg)'), '70');
    expect(last().specificTargets).toMatchObject({ targetWeight: 70, weightUnit: 'kg' });

    await user.click(screen.getByRole('button', { name: 'Add Improve fitness' }));
    expect(screen.getByLabelText('Fitness target')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Better sleep' }));
    const sleep = screen.getByLabelText('Sleep target (hours per night)');
    expect(sleep).toHaveAttribute('min', '4');
    expect(sleep).toHaveAttribute('max', '12');
    expect(sleep).toHaveAttribute('step', '0.5');

    // Removing the goal hides its target and drops the value.
    await user.click(screen.getByRole('button', { name: 'Remove Lose weight' }));
    expect(screen.queryByLabelText('Target weight (kg)')).not.toBeInTheDocument();
    expect(last().specificTargets?.targetWeight).toBeUndefined();
  });

  it('offers the timeframes and keeps notes', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(HealthGoalsFields, {} as HealthGoals);
    expect(
      within(screen.getByLabelText('Timeframe'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', '1 month', '3 months', '6 months', '1 year', 'Ongoing']);
    await user.type(screen.getByLabelText('Notes'), 'Walk with my sister');
    expect(last().specificTargets?.notes).toBe('Walk with my sister');
  });
});

describe('section editors accessibility (axe)', () => {
  it('has no violations with every editor filled in', async () => {
    render(
      <QueryClientProvider client={createTestQueryClient('signed-out')}>
        <main>
          <PersonalInfoFields
            value={{
              age: 40,
              gender: 'female',
              weight: 60,
              weightUnit: 'kg',
              height: 165,
              heightUnit: 'cm',
            }}
            onChange={() => undefined}
            idPrefix="a"
          />
          <MedicalHistoryFields
            value={{ currentConditions: ['Asthma'], allergies: ['Latex'] }}
            onChange={() => undefined}
            idPrefix="b"
          />
          <SymptomsFields
            value={{
              currentSymptoms: ['Fatigue'],
              severity: { Fatigue: 4 },
              frequency: { Fatigue: 'daily' },
            }}
            onChange={() => undefined}
            idPrefix="c"
          />
          <MedicationsFields
            value={{ current: [{ id: 'x', name: 'Metformin', dosage: '500 mg', active: true }] }}
            onChange={() => undefined}
            idPrefix="d"
          />
          <LifestyleFields
            value={{ exerciseFrequency: 'daily', sleepHours: 7 }}
            onChange={() => undefined}
            idPrefix="e"
          />
          <DietFields
            value={{ dietType: 'vegan', dietaryRestrictions: ['Nut-free'] }}
            onChange={() => undefined}
            idPrefix="f"
          />
          <HealthGoalsFields
            value={{
              primary: ['Lose weight', 'Improve fitness', 'Better sleep'],
              timeframe: '3-months',
            }}
            onChange={() => undefined}
            idPrefix="g"
          />
        </main>
      </QueryClientProvider>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
