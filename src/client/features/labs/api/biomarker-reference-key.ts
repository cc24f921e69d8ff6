/**
 * The biomarker reference's query key, without React: the prerenderer seeds /markers-education
 * with its answer (ADR 049).
 */
export const BIOMARKER_REFERENCE_QUERY_KEY = ['biomarker-reference'] as const;
