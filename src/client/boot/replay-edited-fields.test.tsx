/**
 * replayEditedFields against real React hydration: a visitor changes fields in the prerendered
 * HTML before the app has started; once hydrated, the app's state must hold what they typed.
 */
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEditedFields } from './public-page-boot';

const INITIAL = { name: '', note: '', kind: 'oil', agreed: false, untouched: 'kept' };

/** One state object updated from the last render's copy, as many forms do (the contact form). */
function Form(): ReactElement {
  const [values, setValues] = useState(INITIAL);
  const update = (key: keyof typeof INITIAL, value: string | boolean) =>
    setValues({ ...values, [key]: value });
  return (
    <form>
      <input
        aria-label="name"
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <textarea
        aria-label="note"
        value={values.note}
        onChange={(event) => update('note', event.target.value)}
      />
      <select
        aria-label="kind"
        value={values.kind}
        onChange={(event) => update('kind', event.target.value)}
      >
        <option value="oil">Oil</option>
        <option value="remedy">Remedy</option>
      </select>
      <input
        aria-label="agreed"
        type="checkbox"
        checked={values.agreed}
        onChange={(event) => update('agreed', event.target.checked)}
      />
      <input
        aria-label="untouched"
        value={values.untouched}
        onChange={(event) => update('untouched', event.target.value)}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

// As in a browser: React schedules its work itself, and the test waits for it.
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  root?.unmount();
  await settle();
  container?.remove();
});

/** The form as the prerendered page has it, before any script. */
function prerender(): void {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
}

async function hydrate(): Promise<void> {
  root = hydrateRoot(container!, <Form />);
  await settle();
}

const field = <T extends Element>(label: string) =>
  container!.querySelector<T & Element>(`[aria-label="${label}"]`)!;
const state = () => JSON.parse(container!.querySelector('output')!.textContent ?? '{}') as unknown;

describe('replayEditedFields', () => {
  it('gives the app what was typed, picked and ticked before it hydrated', async () => {
    prerender();

    // The visitor, before any script: the DOM changes, nothing else sees it.
    field<HTMLInputElement>('name').value = 'ibuprofen';
    field<HTMLTextAreaElement>('note').value = 'after meals';
    field<HTMLSelectElement>('kind').value = 'remedy';
    field<HTMLInputElement>('agreed').checked = true;

    await hydrate();
    // Hydration keeps the DOM as the visitor left it, but the state does not know.
    expect(field<HTMLInputElement>('name').value).toBe('ibuprofen');
    expect(state()).toMatchObject({ name: '', note: '', kind: 'oil', agreed: false });

    await new Promise<void>((done) => replayEditedFields(document, window, done));
    await settle();
    expect(state()).toEqual({
      name: 'ibuprofen',
      note: 'after meals',
      kind: 'remedy',
      agreed: true,
      untouched: 'kept',
    });
    expect(field<HTMLInputElement>('agreed').checked).toBe(true);
    expect(field<HTMLInputElement>('name').value).toBe('ibuprofen');
  });

  it('reports a field emptied before hydration too', async () => {
    prerender();
    field<HTMLInputElement>('untouched').value = '';

    await hydrate();
    await new Promise<void>((done) => replayEditedFields(document, window, done));
    await settle();
    expect(state()).toMatchObject({ untouched: '' });
  });
});
