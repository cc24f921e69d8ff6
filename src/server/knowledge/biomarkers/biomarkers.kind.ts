/** Blood and urine markers for lab reports: data/biomarkers/*.json → knowledge_biomarkers → `knowledge.biomarkers`. */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeBiomarkers } from '../knowledge.table';
import { biomarkerSchema } from './biomarker.schema';
import { createBiomarkerReference } from './biomarker-reference';
import { checkBiomarkers } from './validate-biomarkers';

export const biomarkersKind = defineKnowledgeKind({
  name: 'biomarkers',
  label: 'biomarker',
  schema: biomarkerSchema,
  validate: (records) => checkBiomarkers(records),
  table: knowledgeBiomarkers,
  columns: (marker) => ({ name: marker.name, specimen: marker.specimen, system: marker.system }),
  buildIndex: (records) => createBiomarkerReference(records),
});
