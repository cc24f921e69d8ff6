// The entry of the FHIR export's worker thread (ADR 097). As apple-health-worker.mjs: from the
// sources it registers tsx and loads the worker written in TypeScript; the production build
// bundles fhir-export-worker.ts under this name beside main.js (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./fhir-export-worker.ts');
