/**
 * A member's medicines: listed (active first, newest first), added, changed and removed. Every
 * change restarts the member's background safety analysis (cabinet-safety.ts).
 */
import {
  CABINET_MAX,
  MEDICATION_MESSAGES,
  type CabinetMedication,
} from '#shared/contracts/medications.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import {
  medicationNotFound,
  toMedication,
  toValues,
  type MedicationInputValues,
} from './cabinet-rows';
import { scheduleAnalysis } from './cabinet-safety';
import type { MedicationsContext } from './medications-context';

export async function listCabinet(
  ctx: MedicationsContext,
  actor: Actor,
): Promise<CabinetMedication[]> {
  return (await ctx.repository.list(actor.id)).map((row) => toMedication(ctx.index, row));
}

export async function addMedication(
  ctx: MedicationsContext,
  actor: Actor,
  input: MedicationInputValues,
): Promise<CabinetMedication> {
  if ((await ctx.repository.count(actor.id)) >= CABINET_MAX)
    throw new AppError(409, 'CABINET_FULL', MEDICATION_MESSAGES.tooMany);
  const row = await ctx.repository.insert(actor.id, toValues(ctx.index, ctx.now, input));
  scheduleAnalysis(ctx, actor.id);
  return toMedication(ctx.index, row);
}

export async function updateMedication(
  ctx: MedicationsContext,
  actor: Actor,
  id: string,
  patch: Partial<MedicationInputValues>,
): Promise<CabinetMedication> {
  const existing = await ctx.repository.find(actor.id, id);
  if (!existing) throw medicationNotFound();
  const current = toMedication(ctx.index, existing);
  const merged: MedicationInputValues = {
    name: patch.name ?? current.name,
    type: patch.type ?? current.type,
    dosage: patch.dosage !== undefined ? patch.dosage : current.dosage,
    strength: patch.strength !== undefined ? patch.strength : current.strength,
    frequency: patch.frequency ?? current.frequency,
    indication: patch.indication !== undefined ? patch.indication : current.indication,
    prescribing_doctor:
      patch.prescribing_doctor !== undefined
        ? patch.prescribing_doctor
        : current.prescribing_doctor,
    start_date: patch.start_date !== undefined ? patch.start_date : current.start_date,
    // Choosing a frequency settles the schedule the note described; any other edit keeps it.
    schedule_note: patch.frequency ? null : current.schedule_note,
    active: patch.active ?? current.active,
  };
  const row = await ctx.repository.update(actor.id, id, toValues(ctx.index, ctx.now, merged));
  if (!row) throw medicationNotFound();
  scheduleAnalysis(ctx, actor.id);
  return toMedication(ctx.index, row);
}

export async function removeMedication(
  ctx: MedicationsContext,
  actor: Actor,
  id: string,
): Promise<void> {
  if (!(await ctx.repository.delete(actor.id, id))) throw medicationNotFound();
  scheduleAnalysis(ctx, actor.id);
}
