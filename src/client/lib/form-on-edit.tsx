/**
 * A form whose code (the form library, its resolver, the form itself) loads when the member starts
 * to edit it, not with the page: most visits to a page read it and edit nothing, and a page's
 * first load should carry only what paints and answers its first screen (ADR 181).
 *
 * The server renders the form whole (it loads every such form before a render:
 * `loadFormsOnEdit`), so the page paints with it. In the browser the form sits in a Suspense
 * boundary that waits, while the page hydrates, on the member's intent: React leaves a boundary
 * that suspends during hydration as the server's HTML, live to the browser but not yet to React.
 * Pointing at, focusing, tapping or typing in it loads the code, and React then hydrates the form
 * over the same elements: what was typed meanwhile stays in the fields, and is told to the form
 * (field-edits.ts, as the boot loader tells a public page's app), and a submit made meanwhile is
 * held back from the browser and made again once the form can answer it.
 *
 * Where there is no server HTML to keep (the page opened by the app's own navigation), or React
 * had to render the boundary anew, the form loads at once.
 */
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  isLoaderEvent,
  replayEditedFields,
  watchFieldEdits,
  type FieldEditWatch,
} from '#client/boot/field-edits';
import { addHeldAction, type HeldAction } from '#client/boot/held-actions';
import { HELD_CONTROLS } from '#shared/contracts/page-boot.contract';

/** Every form of the app that loads on edit, so a server render can load them first. */
const everyForm = new Set<() => Promise<unknown>>();

/** Loads every form declared so far (the server, before it renders a page). */
export async function loadFormsOnEdit(): Promise<void> {
  await Promise.all([...everyForm].map((load) => load()));
}

/** The events that say a member is about to edit: the form loads on the first of them. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

/**
 * `load` resolves with the form component. The component returned takes the same props and
 * renders it in an element with `display: contents`, which adds no box to the page's layout.
 */
export function formOnEdit<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  everyForm.add(start);
  // What a hydrating boundary waits on: it starts the load only once the member shows intent.
  let wanted: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (wanted = resolve)).then(start);
  const want = (): void => wanted();
  // React.lazy rather than `use`: React's test renderer retries a lazy component after its load
  // but not a component suspended on `use` outside an awaited act.
  const Waiting = lazy(() => ready.then((component) => ({ default: component })));

  function Gate({ props, onShown }: { props: Props; onShown: () => void }) {
    useEffect(onShown, [onShown]);
    // Loaded (the server, which loads every form first, or the app once it has): the form itself.
    const Form = loaded ?? Waiting;
    return <Form {...props} />;
  }

  /**
   * The boundary, which a render of the page leaves alone until the form is shown: a dehydrated
   * boundary that receives new props (a parent's render passes a new props object, however
   * equal) is rendered anew by React, which drops the server's form and loads the code at once.
   * Once shown, it renders with the page's props as any component does.
   */
  const Boundary = memo(
    function Boundary({ props, onShown }: { props: Props; onShown: () => void; live: boolean }) {
      return (
        <Suspense fallback={<LoadingNow />}>
          <Gate props={props} onShown={onShown} />
        </Suspense>
      );
    },
    (_, next) => !next.live,
  );

  /** Shown only where React renders the boundary itself: nothing to keep, so load now. */
  function LoadingNow() {
    useEffect(want, []);
    return null;
  }

  function FormOnEdit(props: Props) {
    const container = useRef<HTMLDivElement>(null);
    const waiting = useRef<{
      watch: FieldEditWatch;
      stop: () => void;
      within: (field: Element) => boolean;
      held: HeldAction[];
    }>(null);

    useEffect(() => {
      const element = container.current;
      if (loaded || !element) return;
      // On the document, not the element: React stops a discrete event (focus, a key, a tap, a
      // submit) bound for a part it has not hydrated at its root, before it reaches the part.
      const watch = watchFieldEdits(document);
      const within = (event: Event): boolean =>
        event.target instanceof Node && element.contains(event.target);
      const onIntent = (event: Event): void => {
        if (within(event)) want();
      };
      const hold = (event: Event, control: HTMLElement): void => {
        event.preventDefault();
        event.stopImmediatePropagation();
        if (waiting.current)
          waiting.current.held = addHeldAction(waiting.current.held, { control, enter: false });
        want();
      };
      // A tap on one of its buttons (a suggestion, a chip, Save) reaches no handler until the
      // form has hydrated, and React does not replay it: held, and made again then.
      const onClick = (event: Event): void => {
        if (!within(event) || isLoaderEvent(event)) return;
        const control = (event.target as Element).closest<HTMLElement>(HELD_CONTROLS);
        if (control && element.contains(control)) hold(event, control);
      };
      // The server's form is live to the browser: a submit would send it as a plain page request.
      const onSubmit = (event: Event): void => {
        if (!within(event) || !(event.target instanceof HTMLFormElement)) return;
        hold(event, (event as SubmitEvent).submitter ?? event.target);
      };
      for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
      document.addEventListener('click', onClick, true);
      document.addEventListener('submit', onSubmit, true);
      const stop = (): void => {
        watch.stop();
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
        document.removeEventListener('click', onClick, true);
        document.removeEventListener('submit', onSubmit, true);
      };
      waiting.current = { watch, stop, within: (field) => element.contains(field), held: [] };
      return () => {
        stop();
        waiting.current = null;
      };
    }, []);

    const [live, setLive] = useState(false);
    // The form has hydrated (or rendered): what was typed and submitted meanwhile is told to it.
    const onShown = useCallback(() => {
      setLive(true);
      const held = waiting.current;
      if (!held) return;
      held.stop();
      waiting.current = null;
      const { held: actions, watch, within } = held;
      replayEditedFields(
        document,
        window,
        () => replayHeldActions(actions),
        // The page's other fields are the app's already.
        watch.edits().filter((edit) => within(edit.field)),
        watch,
      );
    }, []);

    return (
      <div ref={container} className="contents">
        <Boundary props={props} onShown={onShown} live={live} />
      </div>
    );
  }
  return FormOnEdit;
}

/**
 * The taps and submissions held while the form loaded, in the order made, each in a task of its
 * own (so the form has rendered the one before), after the fields: a submit must see what was
 * typed, and a suggestion tapped after typing must win over the typing.
 */
function replayHeldActions(actions: HeldAction[]): void {
  const next = actions.shift();
  if (!next) return;
  const { control } = next;
  if (control.isConnected) {
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
  window.setTimeout(() => replayHeldActions(actions), 0);
}
