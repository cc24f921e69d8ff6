/**
 * The analysis summary in plain words. With an assistant provider configured, the model rewords
 * the flags we already computed; it is told the flags and may not change them. Without one, or on
 * any model error or an unusable answer, the deterministic summary stays (labelled 'rules').
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LabAnalysisResult } from '#shared/contracts/labs.contract';
import type { ChatModel } from '#server/lib/chat-model';

const MODEL_TIMEOUT_MS = 20_000;
const MAX_NARRATIVE_CHARS = 1_500;

export const LAB_NARRATIVE_SYSTEM_PROMPT = [
  'You write a short summary, in plain words, of a person’s lab results for a wellness app.',
  'The flags (low, normal, high, critical) are already decided and given as JSON: repeat them as given; never change, add or question a flag, and never invent a value, range, condition or medicine.',
  'Never diagnose; suggest discussing the results with a clinician. If any result is critical, say first that it needs prompt medical attention.',
  'Answer in plain text, one or two short paragraphs, under 150 words, no headings, no lists.',
].join(' ');

/**
 * What the summary reads of an analysis: each marker's name, value, unit and flags, the
 * correlation titles, and the deterministic summary it falls back to.
 */
export interface NarrativeSource {
  markers: Pick<
    LabAnalysisResult['markers'][number],
    'name' | 'value' | 'value_text' | 'unit' | 'flag' | 'is_critical'
  >[];
  correlations: Pick<LabAnalysisResult['correlations'][number], 'title'>[];
  narrative: LabAnalysisResult['narrative'];
}

/** Only what the summary needs: names, values as printed, flags and the correlation titles. */
function factsFor(result: NarrativeSource) {
  return {
    results: result.markers.map((m) => ({
      name: m.name,
      value: m.value ?? m.value_text,
      unit: m.unit,
      flag: m.flag,
    })),
    findings: result.correlations.map((c) => c.title),
  };
}

/** A model answer we can show: plain text of a sensible length that keeps every critical name. */
function usable(text: string, result: NarrativeSource): string | null {
  const plain = text.replace(/\r/g, '').trim();
  if (plain.length < 20 || plain.length > MAX_NARRATIVE_CHARS) return null;
  const critical = result.markers.filter((m) => m.is_critical);
  if (critical.some((m) => !plain.toLowerCase().includes(m.name.toLowerCase()))) return null;
  return plain;
}

export async function writeLabNarrative(
  result: NarrativeSource,
  options: { model: ChatModel; log: FastifyBaseLogger },
): Promise<LabAnalysisResult['narrative']> {
  const fallback = result.narrative;
  const { model, log } = options;
  if (model === 'offline' || model === 'none' || result.markers.length === 0) return fallback;
  try {
    const answer = await model.generate({
      system: LAB_NARRATIVE_SYSTEM_PROMPT,
      messages: [{ role: 'user', content: `Lab results:\n${JSON.stringify(factsFor(result))}` }],
      signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    });
    const text = usable(answer, result);
    if (!text) {
      log.warn({ provider: model.name }, 'lab narrative: model answer unusable, summary used');
      return fallback;
    }
    return { text, written_by: 'model', provider: model.name };
  } catch (error) {
    // The error's name only: a provider message may echo the values.
    log.warn(
      { provider: model.name, error: (error as Error).name },
      'lab narrative: model failed, summary used',
    );
    return fallback;
  }
}
