/**
 * The one crisis detector as the community and the assistant ask it (ADR 073, ADR 173): the
 * rules, the warning signs and the learned signal first (synchronous, `detectCrisis`), then, for
 * what they pass, the sentence reader. Each later reader only adds: none clears what an earlier
 * one found.
 */
import { detectCrisis, type CrisisVerdict } from './crisis';
import { crisisSentencesFire } from './crisis-sentence-model';

/** The whole detector's verdict on a text. */
export async function readCrisis(text: string): Promise<CrisisVerdict> {
  const verdict = detectCrisis(text);
  if (verdict.crisis) return verdict;
  return (await crisisSentencesFire(text)) ? { crisis: true, categories: ['sentences'] } : verdict;
}

/** Whether the text speaks of suicide or self-harm, however it is spelled, disguised or told. */
export async function mentionsSelfHarm(text: string): Promise<boolean> {
  return (await readCrisis(text)).crisis;
}
