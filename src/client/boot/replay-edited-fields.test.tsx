/**
 * replayEditedFields against real React hydration: a visitor changes fields in the prerendered
 * HTML before the app has started; once hydrated, the app's state must hold what they typed.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEditedFields, watchFieldEdits } from './field-edits';

const INITIAL = { name: '', note: '', kind: 'oil', agreed: false, untouched: 'kept' };

/** One state object updated from the last render's copy, as many forms do (the contact form). */
function Form(): ReactElement {
  const [values, setValues] = useState(INITIAL);
  // Renders again once mounted, as the app does (its day, its client-only parts): each controlled
  // field is set back to the state, which does not have what was typed yet.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const update = (key: keyof typeof INITIAL, value: string | boolean) =>
    setValues({ ...values, [key]: value });
  return (
    <form data-mounted={mounted}>
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

/** Hydrates the form and waits for its render after mounting, as the app's signal does. */
async function hydrate(): Promise<void> {
  root = hydrateRoot(container!, <Form />);
  while (container!.querySelector('form')!.dataset.mounted !== 'true') await settle();
}

/** Replays what `watch` recorded, as the loader does once the app has hydrated. */
async function replay(watch: ReturnType<typeof watchFieldEdits>): Promise<void> {
  await new Promise<void>((done) =>
    replayEditedFields(document, window, done, watch.edits(), watch),
  );
  watch.stop();
  await settle();
}

/** A visitor's change: the DOM changes and the browser fires its events; no React sees them. */
function change(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  to: string | boolean,
): void {
  if (typeof to === 'boolean') (element as HTMLInputElement).checked = to;
  else element.value = to;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

const field = <T extends Element>(label: string) =>
  container!.querySelector<T & Element>(`[aria-label="${label}"]`)!;
const state = () => JSON.parse(container!.querySelector('output')!.textContent ?? '{}') as unknown;

describe('replayEditedFields', () => {
  it('gives the app what was typed, picked and ticked before the loader ran', async () => {
    prerender();

    // The visitor, before any script: the DOM changes, nothing else sees it.
    field<HTMLInputElement>('name').value = 'ibuprofen';
    field<HTMLTextAreaElement>('note').value = 'after meals';
    field<HTMLSelectElement>('kind').value = 'remedy';
    field<HTMLInputElement>('agreed').checked = true;
    // The loader starts: it reads what differs from the HTML.
    const watch = watchFieldEdits(document);

    await hydrate();
    // Hydration kept the DOM as the visitor left it, and the render after mounting put the
    // controlled fields back to the state, which does not know.
    expect(field<HTMLInputElement>('name').value).toBe('');
    expect(state()).toMatchObject({ name: '', note: '', kind: 'oil', agreed: false });

    await replay(watch);
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
    const watch = watchFieldEdits(document);
    change(field<HTMLInputElement>('untouched'), '');

    await hydrate();
    await replay(watch);
    expect(state()).toMatchObject({ untouched: '' });
  });

  it('gives the app what was typed after the loader ran, with what each field held last', async () => {
    prerender();
    const watch = watchFieldEdits(document);
    change(field<HTMLInputElement>('name'), 'ibu');
    change(field<HTMLSelectElement>('kind'), 'remedy');
    change(field<HTMLInputElement>('agreed'), true);
    change(field<HTMLInputElement>('name'), 'ibuprofen');

    await hydrate();
    expect(field<HTMLInputElement>('name').value).toBe('');
    expect(field<HTMLInputElement>('agreed').checked).toBe(false);

    await replay(watch);
    expect(state()).toEqual({ ...INITIAL, name: 'ibuprofen', kind: 'remedy', agreed: true });
    expect(field<HTMLInputElement>('name').value).toBe('ibuprofen');
    expect(field<HTMLInputElement>('agreed').checked).toBe(true);
  });

  it('keeps what was typed when the app puts the field back between its input and change events', async () => {
    prerender();
    const watch = watchFieldEdits(document);
    const name = field<HTMLInputElement>('name');
    // The visitor types: the browser fires input at once, change when the field is left.
    name.value = 'ibuprofen';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydration in between sets the controlled field back to the state, which does not know.
    await hydrate();
    expect(name.value).toBe('');
    name.dispatchEvent(new Event('change', { bubbles: true }));

    await replay(watch);
    expect(state()).toMatchObject({ name: 'ibuprofen' });
    expect(name.value).toBe('ibuprofen');
  });

  it('records a field from its change event when it fires no input event (an older select)', async () => {
    prerender();
    const watch = watchFieldEdits(document);
    const kind = field<HTMLSelectElement>('kind');
    kind.value = 'remedy';
    kind.dispatchEvent(new Event('change', { bubbles: true }));

    await hydrate();
    await replay(watch);
    expect(state()).toMatchObject({ kind: 'remedy' });
  });

  it('reports no field the app changed itself, and none after the watch has stopped', async () => {
    prerender();
    const watch = watchFieldEdits(document);
    await hydrate();
    // What a form library does as it mounts: writes its default into the field, with no event.
    field<HTMLInputElement>('untouched').value = 'default';
    expect(watch.edits()).toEqual([]);
    watch.stop();
    change(field<HTMLInputElement>('name'), 'late');
    expect(watch.edits()).toEqual([]);
  });
});
