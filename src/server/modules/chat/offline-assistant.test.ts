/**
 * The offline assistant against the real knowledge base: it labels itself, answers only from our
 * sourced entries (citing each), uses the user's medicines when asked, and says plainly what it
 * does not know instead of guessing.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMode } from '#shared/contracts/chat.contract';
import { interactionDetailFor, type InteractionDetail } from '#shared/domain/plan-access';
import { checkInteractions } from '#server/modules/interactions/index';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import type { ProfileContext } from './chat.types';
import { answerOffline } from './offline-assistant';
import { buildProfileContext, EMPTY_PROFILE_SECTIONS } from './prompt-enhancement';

const knowledge = knowledgeFromFiles();
const index = knowledge.interactions;

const EMPTY_CONTEXT: ProfileContext = buildProfileContext(EMPTY_PROFILE_SECTIONS, []);

const ask = (
  message: string,
  context: ProfileContext | null = null,
  mode: ChatMode = 'general',
  detail: InteractionDetail = 'full',
) => answerOffline({ message, mode, context, detail, index, biomarkers: knowledge.biomarkers });

const LABEL = /^Offline assistant \(no AI model is connected\)/;

function expectSourcesListed(answer: ReturnType<typeof ask>) {
  expect(answer.sources.length).toBeGreaterThan(0);
  const urls = answer.sources.map((source) => source.url);
  expect(new Set(urls).size).toBe(urls.length);
  const listed = answer.text.slice(answer.text.lastIndexOf('Sources:'));
  for (const source of answer.sources) expect(listed).toContain(source.url);
}

describe('answerOffline: interactions', () => {
  it('explains Advil with Coumadin as a Major interaction with what to do and a DailyMed source', () => {
    const answer = ask('Can I take Advil with Coumadin?');
    expect(answer.text).toMatch(LABEL);
    expect(answer.text).toMatch(/Advil \(Ibuprofen\) and Coumadin \(Warfarin\)/);
    expect(answer.text).toContain('Major interaction');
    expect(answer.text).toContain(
      'This combination can cause serious harm. Avoid it, or use it only under close medical supervision.',
    );
    expect(answer.text).toMatch(/What to do: .*blood thinner/);
    expect(answer.text).toContain('/interaction-analyzer');
    expect(answer.sources.some((s) => s.url.startsWith('https://dailymed.nlm.nih.gov/'))).toBe(
      true,
    );
    expectSourcesListed(answer);
  });

  it('gives the mechanism only at the detail the plan gate gives the checker', () => {
    const items = ['Advil', 'Coumadin'];
    const [full] = checkInteractions(index, items, { detail: 'full', profile: null }).interactions;
    expect(full?.mechanism).toMatch(/\S/);
    const free = ask('Can I take Advil with Coumadin?', null, 'general', interactionDetailFor(0));
    expect(free.text).toContain('Major interaction');
    expect(free.text).toContain(`What to do: ${full!.management}`);
    expect(free.text).not.toContain(full!.mechanism!);
    expect(free.text).toContain('part of Wellness Pro');
    const paid = ask('Can I take Advil with Coumadin?', null, 'general', interactionDetailFor(1));
    expect(paid.text).toContain(`Why: ${full!.mechanism!}`);
    expect(paid.text).not.toContain('part of Wellness Pro');
  });

  it("finds St John's wort and a brand in free text", () => {
    const answer = ask("is it safe to mix st john's wort and zoloft");
    expect(answer.text).toMatch(/St John's wort and Sertraline: Major interaction/);
    expectSourcesListed(answer);
  });

  it('uses context.medications for "my medicines"', () => {
    const context = { ...EMPTY_CONTEXT, medications: ['simvastatin'] };
    const answer = ask('my medicines and grapefruit juice', context);
    expect(answer.text).toMatch(/Grapefruit juice and Simvastatin: Major interaction/);
    expect(answer.text).toContain('What to do: Avoid grapefruit juice while taking simvastatin.');
    expect(answer.sources.map((s) => s.url)).toContain(
      'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix',
    );
    expectSourcesListed(answer);
    // Without the context's simvastatin there is nothing to check it against.
    const alone = ask('my medicines and grapefruit juice', EMPTY_CONTEXT);
    expect(alone.text).toContain("I don't know which medicines you take");
    expect(alone.text).not.toContain('Major interaction');
  });

  it('says "no interaction in our knowledge base" without calling it safe', () => {
    const answer = ask('can I take acetaminophen with amoxicillin?');
    expect(answer.text).toContain('I found no interaction between these in our knowledge base');
    expect(answer.text).toContain('not a guarantee');
    expect(answer.text).toContain('ask your pharmacist');
    expect(answer.text).not.toMatch(/Major|Moderate|Minor/);
    expectSourcesListed(answer);
  });

  it('reads one-typo names but not everyday words near a name', () => {
    expect(ask('can I take ibuprofem and sertralime together').text).toMatch(
      /Ibuprofen and Sertraline: Moderate interaction/,
    );
    expect(ask('is it the same as before').text).toContain("I don't have that");
  });
});

describe('answerOffline: one substance', () => {
  it('lists the side effects of Zoloft with a source', () => {
    const answer = ask('side effects of Zoloft');
    expect(answer.text).toMatch(LABEL);
    expect(answer.text).toContain('Zoloft is a name for Sertraline');
    const sertraline = index.substances.get('sertraline')!;
    expect(answer.text).toContain('Common side effects:');
    expect(answer.text).toContain(`- ${sertraline.side_effects[0]!}`);
    expect(answer.text).toContain(`- ${sertraline.serious_side_effects[0]!}`);
    expect(answer.sources).toEqual(sertraline.sources);
    expectSourcesListed(answer);
  });

  it('answers an essential-oil question from the oil entry', () => {
    const answer = ask('Is lavender oil safe to use on my skin?');
    const oil = index.substances.get('lavender-oil')!;
    expect(oil.kind).toBe('essential_oil');
    expect(answer.text).toContain(`Lavender oil (essential oil): ${oil.summary}`);
    expect(answer.text).toContain(oil.warnings[0]!);
    expect(answer.sources).toEqual(oil.sources);
    expectSourcesListed(answer);
  });

  it("mentions the profile's matching cautions", () => {
    const plain = ask('what are the side effects of lipitor', EMPTY_CONTEXT);
    expect(plain.text).not.toContain('From your profile');
    const older = ask('what are the side effects of lipitor', { ...EMPTY_CONTEXT, age: 70 });
    expect(older.text).toContain('From your profile');
    expect(older.text).toContain('"age 70"');
  });

  it('gives timing advice and the spacing between named items', () => {
    const single = ask('When should I take levothyroxine?');
    const note = index.substances.get('levothyroxine')!.timing!.note;
    expect(single.text).toContain(`- Levothyroxine: ${note}`);
    expectSourcesListed(single);
    const pair = ask('how far apart calcium and levothyroxine');
    expect(pair.text).toMatch(/Keep Calcium and Levothyroxine at least 4 hours apart/);
    expectSourcesListed(pair);
  });
});

describe('answerOffline: what it does not know', () => {
  it('explains a named lab marker from the biomarker reference, without reading the person’s number', () => {
    const tsh = ask('my blood test shows TSH 6, is that bad?');
    expect(tsh.text).toMatch(LABEL);
    expect(tsh.text).toContain('Thyroid-stimulating hormone');
    expect(tsh.text).toMatch(/Typical adult range:\n- adults: 0\.4 to 4\.5/);
    expect(tsh.text).toContain('the range printed on your own report is the one that applies');
    expect(tsh.text).toMatch(/Before the test: Biotin/);
    expect(tsh.text).toContain("I don't interpret your own numbers here");
    expect(tsh.text).not.toMatch(/\b6 is (high|normal|low)/);
    expectSourcesListed(tsh);
    expect(tsh.sources.some((s) => s.url.startsWith('https://medlineplus.gov/lab-tests/'))).toBe(
      true,
    );

    const hba1c = ask('What does HbA1c measure?');
    expect(hba1c.text).toMatch(/HbA1c|Hemoglobin A1c/);
    expect(hba1c.text).toMatch(/mmol\/mol/);
    // By sex where the ranges differ.
    const ferritin = ask('what is a normal ferritin level');
    expect(ferritin.text).toMatch(/- men: /);
    expect(ferritin.text).toMatch(/- women: /);
  });

  it('answers a lab question that names no marker with what it can explain', () => {
    const answer = ask('Can you explain my blood test results?');
    expect(answer.text).toMatch(LABEL);
    expect(answer.text).toContain("I don't have that marker in my offline knowledge");
    expect(answer.text).toContain('https://medlineplus.gov/lab-tests/');
    expect(answer.text).toMatch(/clinician/);
  });

  it('keeps "iron" a supplement outside a lab question', () => {
    const answer = ask('Can I take iron with levothyroxine?');
    expect(answer.text).toMatch(/Iron and Levothyroxine|Levothyroxine and Iron/);
    expect(answer.text).not.toContain('Typical adult range');
  });

  it('answers a nonsense question honestly with where to look and what it can do', () => {
    const answer = ask('blorfy wibble the moon?');
    expect(answer.text).toMatch(LABEL);
    expect(answer.text).toContain("I don't have that");
    expect(answer.text).toContain('https://medlineplus.gov/');
    expect(answer.text).toContain('https://www.nccih.nih.gov/health/herbsataglance');
    expect(answer.text).toMatch(/doctor or pharmacist/);
    expect(answer.text).toContain('What I can do offline:');
    expect(answer.text).not.toMatch(/interaction\.|side effects:/i);
  });

  it('says so when the one medicine in the profile is not in the knowledge base', () => {
    const answer = ask('tell me about my medicines', { ...EMPTY_CONTEXT, medications: ['Qzxv'] });
    expect(answer.text).toContain('I could not find "Qzxv" in our knowledge base');
    expect(answer.text).toContain("I don't have that");
  });

  it('names an unresolved medicine as unresolved, with the closest names as a question', () => {
    const mine = ask('tell me about my medicines', {
      ...EMPTY_CONTEXT,
      medications: ['Sortisone'],
    });
    expect(mine.text).toMatch(
      /I could not find "Sortisone \(did you mean [^)]+\?\)" in our knowledge base, so I have not checked it/,
    );
    const named = ask('Can I take Cialis with poppers?', EMPTY_CONTEXT, 'medication_safety');
    // "poppers" is amyl nitrite, never the food it is one letter from: with tadalafil, major.
    expect(named.text).not.toMatch(/pepper|vegetable/i);
    expect(named.text).toMatch(/Amyl nitrite/);
    expect(named.text).toMatch(/major/i);
  });

  it('never writes a table, an email address or the label twice', () => {
    const context = { ...EMPTY_CONTEXT, age: 70, medications: ['simvastatin', 'warfarin'] };
    for (const message of [
      'Can I take Advil with Coumadin?',
      'do my medicines interact?',
      'side effects of Zoloft',
      'how can I sleep better',
    ]) {
      const { text } = ask(message, context, 'medication_safety');
      expect(text).not.toMatch(/\|.*\|/);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(text.match(/Offline assistant/g)).toHaveLength(1);
    }
  });
});
