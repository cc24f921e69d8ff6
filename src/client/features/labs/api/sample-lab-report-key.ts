/** The sample report's query key, without React: the prerenderer seeds the page with its answer. */
export const SAMPLE_LAB_REPORT_QUERY_KEY = ['lab-sample-report'] as const;
