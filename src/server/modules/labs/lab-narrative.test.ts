import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { ChatModelProvider, ModelInput } from '#server/lib/chat-model';
import {
  LAB_NARRATIVE_SYSTEM_PROMPT,
  writeLabNarrative,
  type NarrativeSource,
} from './lab-narrative';

const log = pino({ level: 'silent' });
const rules = { text: 'We checked 2 results.', written_by: 'rules' as const, provider: null };

function result(critical: boolean): NarrativeSource {
  const marker = (
    name: string,
    flag: 'normal' | 'critical_high',
  ): NarrativeSource['markers'][number] => ({
    name,
    value: 1,
    value_text: null,
    unit: 'mg/dL',
    flag,
    is_critical: flag === 'critical_high',
  });
  return {
    markers: [
      marker('Glucose', critical ? 'critical_high' : 'normal'),
      marker('Creatinine', 'normal'),
    ],
    correlations: [],
    narrative: rules,
  };
}

function model(answer: string | Error, seen: ModelInput[] = []): ChatModelProvider {
  return {
    name: 'openai',
    generate: async (input) => {
      seen.push(input);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    stream: async function* () {},
  };
}

describe('writeLabNarrative', () => {
  it('uses the provider’s words, labelled as the model’s, and hands it our flags', async () => {
    const seen: ModelInput[] = [];
    const text =
      'Your glucose is critically high and needs prompt medical attention; creatinine is normal.';
    const narrative = await writeLabNarrative(result(true), { model: model(text, seen), log });
    expect(narrative).toEqual({ text, written_by: 'model', provider: 'openai' });
    expect(seen[0]!.system).toBe(LAB_NARRATIVE_SYSTEM_PROMPT);
    expect(seen[0]!.messages[0]!.content).toContain('"flag":"critical_high"');
  });

  it('keeps the deterministic summary without a provider, on an error, or when the answer drops a critical result', async () => {
    expect(await writeLabNarrative(result(true), { model: 'offline', log })).toBe(rules);
    expect(await writeLabNarrative(result(true), { model: 'none', log })).toBe(rules);
    expect(await writeLabNarrative(result(false), { model: model(new Error('boom')), log })).toBe(
      rules,
    );
    expect(
      await writeLabNarrative(result(true), {
        model: model('Everything looks fine in these results, well done.'),
        log,
      }),
    ).toBe(rules);
    expect(await writeLabNarrative(result(false), { model: model('   '), log })).toBe(rules);
  });
});
