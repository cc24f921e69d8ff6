/**
 * Setup file of the database projects: waits until the run's template database is built
 * (database-template.ts builds it in the background while the OCR files run, ADR 110). Here, before
 * the file's tests, no test or hook timeout applies, as none did when the template was built in the
 * global setup itself.
 */
import { inject } from 'vitest';
import { templateBuilt } from './test-database';

const template = inject('databaseTemplate');
if (template) await templateBuilt(template);
