// medications: the medicine cabinet (the profile's medicines) and its background safety analysis.
export {
  CABINET_TABLE,
  createMedicationsReader,
  dosesPerDayOf,
  scheduleNoteOf,
  type MedicationsReader,
} from './medications.reader';
// Its commands: what runs on a caller's transaction (or its own database handle), a function of it.
export {
  countActiveMedicines,
  medicineNamesByIds,
  medicineReminderTarget,
  readCabinetEntries,
  syncCabinetFromProfile,
} from './medications.reader';
// For the foreign key of a reminder on a medicine (reminders.table.ts).
export { medications } from './medications.table';
// Built once per app: the cabinet's routes and the dashboard summary read through them.
export { medicationsServicesOf } from './medications-services';
export { readSafetyJson } from './medication-safety';
