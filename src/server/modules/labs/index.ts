// labs: lab report upload, offline extraction, review, analysis and history; it also serves /api/biomarkers (the public biomarker reference and a member's marker history), read from the same reference and reports.
export { createLabsReader, type CriticalLabMarkers, type LabsReader } from './labs.reader';
export {
  createLabRecordsReader,
  type LabRecordsReader,
  type StoredLabRow,
} from './lab-records.reader';
export { createLabReportImport, type LabImportRequest } from './lab-report-import';
export { LAB_EXTRACT_JOB } from './lab-file-reading';
export {
  createLatestLabResultsReader,
  type LatestLabResult,
  type LatestLabResultsReader,
} from './lab-results.reader';
export { describeRow } from './lab-rows';
export { personFrom } from './labs-context';
// Built once per app: the labs routes and the dashboard summary read through them.
export { labsServicesOf } from './labs-services';
export { readReport, readReportList } from './lab-report-reads';
export type { LabAuditSource } from './lab-audit';
