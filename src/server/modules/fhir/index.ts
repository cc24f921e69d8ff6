// fhir: health records (the FHIR R4 export and import, Apple Health, body metrics); served under /api/account/ because records are the account's data, beside its export (ADR 058).
export { createFhirRecordsReader, type FhirRecordsReader } from './fhir.reader';
