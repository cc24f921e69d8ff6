/**
 * What a visitor changes in a server-rendered page's fields before React has hydrated it, and how
 * the app is told once it has (ADR 049, ADR 116). Part of the boot loader: no React, no app code.
 *
 * The edits are recorded as they happen (each `input` event, `change` for a field that fires
 * none, and at the loader's start whatever the DOM already holds that its HTML did not), not read
 * from the DOM after hydration: by then the app may have put a controlled field back to its state (a render after
 * hydration sets `value` and `checked` from it), and a field the app fills in as it hydrates (a
 * form library writing its defaults) would look edited when nobody touched it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A field the visitor changed before hydration, and what it held then. */
export type Edit =
  | { kind: 'checked'; field: HTMLInputElement; checked: boolean }
  | { kind: 'files'; field: HTMLInputElement }
  | { kind: 'value'; field: Field; value: string }
  | { kind: 'selected'; field: HTMLSelectElement; value: string };

/** The events the loader dispatches itself, which its own listeners let through. */
const loaderEvents = new WeakSet<Event>();

export function isLoaderEvent(event: Event): boolean {
  return loaderEvents.has(event);
}

function dispatchAsLoader(target: EventTarget, event: Event): void {
  loaderEvents.add(event);
  target.dispatchEvent(event);
}

const isCheckable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What `field` holds now, or null for an element that is no field, and for a radio that is not
 * checked: a visitor unchecks a radio only by checking another of its group, which is the edit.
 */
function editOf(field: Element): Edit | null {
  if (field instanceof HTMLSelectElement) return { kind: 'selected', field, value: field.value };
  if (isCheckable(field)) {
    if (field.type === 'radio' && !field.checked) return null;
    return { kind: 'checked', field, checked: field.checked };
  }
  if (field instanceof HTMLInputElement && field.type === 'file')
    return field.files?.length ? { kind: 'files', field } : null;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return { kind: 'value', field, value: field.value };
  return null;
}

/** Whether `field` differs from its HTML (`defaultValue`, `defaultChecked`, `defaultSelected`). */
function differsFromHtml(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file') return true;
  return (field as Field).value !== (field as Field).defaultValue;
}

/**
 * The fields whose DOM differs from the HTML they came in. Read before the app runs (what was
 * typed, restored or autofilled before the loader's listeners were on), or, in a test, after it.
 */
export function editedFields(doc: Document): Edit[] {
  const edits: Edit[] = [];
  for (const field of doc.querySelectorAll('input, textarea, select')) {
    const edit = differsFromHtml(field) ? editOf(field) : null;
    if (edit) edits.push(edit);
  }
  return edits;
}

export interface FieldEditWatch {
  /** The edits so far, one per field, each with what the field held last, in the order made. */
  edits: () => Edit[];
  /** The field's last recorded edit, or null. */
  latest: (field: Element) => Edit | null;
  stop: () => void;
}

/**
 * Records the visitor's edits from now on (the fields that already differ from their HTML
 * first). The loader's own replayed events are not edits.
 */
export function watchFieldEdits(doc: Document): FieldEditWatch {
  const edits = new Map<Element, Edit>();
  const record = (edit: Edit): void => {
    if (edit.kind === 'checked' && edit.field.type === 'radio') {
      // The radio it replaces in its group is no edit any more.
      for (const [field, earlier] of edits)
        if (earlier.kind === 'checked' && isSameGroup(field, edit.field)) edits.delete(field);
    }
    edits.delete(edit.field);
    edits.set(edit.field, edit);
  };
  for (const edit of editedFields(doc)) record(edit);
  // A field's `input` event carries what the visitor did; its `change` comes later (when a typed
  // field is left, after a picker closes), and by then hydration may have set a controlled field
  // back to the app's state. So a field that has had an `input` is recorded from its inputs only;
  // `change` counts for a field that fires no `input` (an older browser's select).
  const hadInput = new WeakSet<Element>();
  const onEvent = (event: Event): void => {
    if (isLoaderEvent(event) || !(event.target instanceof Element)) return;
    if (event.type === 'input') hadInput.add(event.target);
    else if (hadInput.has(event.target)) return;
    const edit = editOf(event.target);
    if (edit) record(edit);
  };
  doc.addEventListener('input', onEvent, true);
  doc.addEventListener('change', onEvent, true);
  return {
    edits: () => [...edits.values()],
    latest: (field) => edits.get(field) ?? null,
    stop: () => {
      doc.removeEventListener('input', onEvent, true);
      doc.removeEventListener('change', onEvent, true);
    },
  };
}

function isSameGroup(field: Element, radio: HTMLInputElement): boolean {
  return (
    field !== radio &&
    field instanceof HTMLInputElement &&
    field.type === 'radio' &&
    field.name !== '' &&
    field.name === radio.name &&
    field.form === radio.form
  );
}

/** A value inside a double-quoted attribute selector. */
const quoted = (value: string): string => value.replace(/["\\]/g, '\\$&');

/**
 * The element now standing for `field`: itself, or, when the app replaced it as it hydrated
 * (React renders a part afresh after a hydration mismatch), the field of the same id, or of the
 * same name (and value, for a choice). Null when there is none.
 */
function currentField<T extends Element>(doc: Document, field: T): T | null {
  if (field.isConnected) return field;
  const byId = field.id ? doc.getElementById(field.id) : null;
  if (byId?.tagName === field.tagName) return byId as unknown as T;
  const name = field.getAttribute('name');
  if (!name) return null;
  const value = isCheckable(field) ? `[value="${quoted(field.value)}"]` : '';
  return doc.querySelector<T & Element>(
    `${field.tagName.toLowerCase()}[name="${quoted(name)}"]${value}`,
  );
}

/** Sets a field's value or checked state past the property React tracks on the element. */
function setNatively(field: Field, property: 'value' | 'checked', value: string | boolean): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  setter?.call(field, value);
}

function applyEdit(doc: Document, edit: Edit): void {
  const field = currentField(doc, edit.field);
  if (!field) return;
  if (edit.kind === 'checked') {
    const input = field as HTMLInputElement;
    input.checked = !edit.checked;
    setNatively(input, 'checked', edit.checked);
    // A plain Event, not a MouseEvent: it reaches React's handler without toggling again.
    dispatchAsLoader(input, new Event('click', { bubbles: true }));
  } else if (edit.kind === 'files') {
    dispatchAsLoader(field, new Event('change', { bubbles: true }));
  } else if (edit.kind === 'selected') {
    (field as HTMLSelectElement).value = edit.value;
    dispatchAsLoader(field, new Event('change', { bubbles: true }));
  } else {
    const input = field as Field;
    input.value = edit.value === '' ? ' ' : '';
    setNatively(input, 'value', edit.value);
    dispatchAsLoader(input, new Event('input', { bubbles: true }));
  }
}

/**
 * Tells the app about fields changed before it hydrated (typed, picked, ticked, autofilled), then
 * calls `done`. Hydration keeps what the DOM holds but not in React's state, and React reports a
 * change only when the value differs from the one it last saw on the element (its value tracker,
 * set at hydration to what the DOM held). So each field is set through the tracked property to
 * something else, then natively to what the visitor left in it, and the event React listens to is
 * dispatched.
 *
 * `edits` are the recorded ones (watchFieldEdits), or what differs from the HTML now. With a
 * `watch`, each field is given what it held last when its turn comes (the visitor may still be
 * typing). Each is replayed in a task of its own, as typing is, so the app renders one before the
 * next (a form that updates `{ ...values, name }` would otherwise keep only the last).
 */
export function replayEditedFields(
  doc: Document,
  win: Pick<Window, 'setTimeout'> = window,
  done: () => void = () => undefined,
  edits: Edit[] = editedFields(doc),
  watch?: Pick<FieldEditWatch, 'latest'>,
): void {
  const queue = [...edits];
  const next = (): void => {
    const edit = queue.shift();
    if (!edit) return done();
    // A field whose edit was superseded meanwhile (another radio of its group) has none.
    const last = watch ? watch.latest(edit.field) : edit;
    if (last) applyEdit(doc, last);
    win.setTimeout(next, 0);
  };
  next();
}
