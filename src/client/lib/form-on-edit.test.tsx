/**
 * A form that loads on edit (form-on-edit.tsx) against real React hydration and a real form
 * library: the server's HTML stays, live, until the member shows intent; only then does the form's
 * code load; what was typed and a submit made meanwhile reach the form once it has hydrated.
 */
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formOnEdit, loadFormsOnEdit } from './form-on-edit';

const saved: Array<{ name: string; note: string; tag: string }> = [];
/** Every counted form's load, finished after each test: the server's next render loads them all. */
const unfinished: Array<() => void> = [];

/**
 * A form as the app writes them: react-hook-form, fields registered with their defaults (which
 * the library reads back from the field as it hydrates), and one field kept in React state (which
 * hydration sets back to the state: what was typed must be told to it).
 */
function NoteForm({ note }: { note: string }): ReactElement {
  const form = useForm({ defaultValues: { name: '', note } });
  const [tag, setTag] = useState('');
  return (
    <form onSubmit={form.handleSubmit((values) => void saved.push({ ...values, tag }))}>
      <input aria-label="tag" value={tag} onChange={(event) => setTag(event.target.value)} />
      <input aria-label="name" {...form.register('name')} defaultValue="" />
      <input aria-label="note" {...form.register('note')} defaultValue={note} />
      <button type="button" onClick={() => setTag((current) => `${current}picked`)}>
        Pick
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

// As in a browser: React schedules its work itself, and the test waits for it.
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  root?.unmount();
  root = undefined;
  await settle();
  container?.remove();
  saved.length = 0;
  for (const finish of unfinished.splice(0)) finish();
});

/** A form on edit whose loads are counted, and which a test finishes when it chooses. */
function countedForm() {
  let resolveLoad: (form: ComponentType<{ note: string }>) => void = () => undefined;
  const loaded = new Promise<ComponentType<{ note: string }>>((resolve) => (resolveLoad = resolve));
  const loads = { started: 0, finish: () => resolveLoad(NoteForm) };
  unfinished.push(loads.finish);
  const Form = formOnEdit(() => {
    loads.started += 1;
    return loaded;
  });
  return { Form, loads };
}

/** A page around the form that renders again as soon as it has hydrated, as pages do. */
function PageAround({ Form }: { Form: ComponentType<{ note: string }> }): ReactElement {
  const [renders, setRenders] = useState(0);
  useEffect(() => setRenders(1), []);
  return (
    <div data-renders={renders}>
      <Form note="kept" />
    </div>
  );
}

/** The page as the server sends it (its forms loaded first), hydrated by a browser that has not. */
async function serverPageHydrated() {
  const server = formOnEdit(() => Promise.resolve(NoteForm));
  await loadFormsOnEdit();
  container = document.createElement('div');
  container.innerHTML = renderToString(<PageAround Form={server} />);
  document.body.append(container);
  const browser = countedForm();
  root = hydrateRoot(container, <PageAround Form={browser.Form} />);
  await settle();
  const field = (label: string) =>
    container!.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  return { ...browser, field };
}

/** A member typing: the DOM changes and the browser fires its events; React may not see them. */
function type(field: HTMLInputElement, text: string): void {
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('formOnEdit', () => {
  it('keeps the server form, live and unloaded, until the member shows intent', async () => {
    const { loads, field } = await serverPageHydrated();
    expect(field('note').value).toBe('kept');
    await settle();
    expect(loads.started).toBe(0);
    field('name').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(loads.started).toBe(1);
  });

  it('stays the server form when the page around it renders again before the member edits', async () => {
    const { loads, field } = await serverPageHydrated();
    expect(container!.querySelector('[data-renders]')!.getAttribute('data-renders')).toBe('1');
    await settle();
    expect(loads.started).toBe(0);
    expect(field('note').value).toBe('kept');
  });

  it('holds a tap on one of its buttons made before the code came, and makes it once', async () => {
    const { loads, field } = await serverPageHydrated();
    type(field('name'), 'Cy');
    const pick = [...container!.querySelectorAll('button')].find((b) => b.textContent === 'Pick')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    pick.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    // Tapped again, as a member who saw nothing happen does: made once all the same.
    pick.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    loads.finish();
    for (let tries = 0; field('tag').value === '' && tries < 50; tries += 1) await settle();
    await settle();
    expect(field('tag').value).toBe('picked');
    container!.querySelector('form')!.requestSubmit();
    for (let tries = 0; saved.length === 0 && tries < 50; tries += 1) await settle();
    expect(saved).toEqual([{ name: 'Cy', note: 'kept', tag: 'picked' }]);
  });

  it('hands what was typed before the code came to the form, then sends it', async () => {
    const { loads, field } = await serverPageHydrated();
    const before = field('name');
    const hydrated = () => Object.keys(before).some((key) => key.startsWith('__reactProps'));
    type(field('name'), 'Ana');
    type(field('tag'), 'sleep');
    await settle();
    expect(loads.started).toBe(1);
    loads.finish();
    for (let tries = 0; !hydrated() && tries < 50; tries += 1) await settle();
    expect(hydrated()).toBe(true);
    expect(field('name')).toBe(before);
    await settle();
    // Hydrated over the same field, which kept what was typed, and the form has it too.
    expect(field('name').value).toBe('Ana');
    expect(field('tag').value).toBe('sleep');
    container!.querySelector('form')!.requestSubmit();
    for (let tries = 0; saved.length === 0 && tries < 50; tries += 1) await settle();
    expect(saved[0]).toEqual({ name: 'Ana', note: 'kept', tag: 'sleep' });
  });

  it('holds a submit made before the code came, and makes it once the form can answer', async () => {
    const { loads, field } = await serverPageHydrated();
    type(field('name'), 'Ben');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    container!.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(saved).toEqual([]);
    await settle();
    loads.finish();
    for (let tries = 0; saved.length === 0 && tries < 50; tries += 1) await settle();
    expect(saved).toEqual([{ name: 'Ben', note: 'kept', tag: '' }]);
  });

  it('loads at once where the app renders it (no server HTML to keep)', async () => {
    const { Form, loads } = countedForm();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Form note="fresh" />);
    await settle();
    expect(loads.started).toBe(1);
    expect(container.querySelector('input')).toBeNull();
    loads.finish();
    for (let tries = 0; !container.querySelector('input') && tries < 50; tries += 1) await settle();
    expect(container.querySelector<HTMLInputElement>('input[aria-label="note"]')!.value).toBe(
      'fresh',
    );
  });
});
