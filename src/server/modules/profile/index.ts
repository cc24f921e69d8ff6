// profile: the unified profile ("the person": its own sections, the cabinet and recent symptoms); it also serves /api/preferences and /api/system-check, since the preferences are its table and the system check writes its result there.
export {
  createProfileReader,
  PROFILE_SOURCE_TABLES,
  type ProfileReader,
  type ProfileRow,
} from './profile.reader';
// The one person query (ADR 174): every tool's view of the member is read from its snapshot.
export { createPersonReader, type Person, type PersonReader } from './person.reader';
export { createMedicalHistoryImport } from './medical-history-import';
// Built once per app: the profile module's routes and the dashboard summary read through them.
export { profileServicesOf } from './profile-services';
