// interactions: substance search, the interaction check, timing planner, saved analyses and the one safety summary; it also serves /api/substances (the checker's search) and /api/safety/summary (ADR 079), both answered from the checker's records.
export { checkInteractions } from './check-interactions';
export { readProfileFacts } from './profile-facts';
export { safetySummaryOf, type SafetySummaryContext } from './safety-summary.reader';
