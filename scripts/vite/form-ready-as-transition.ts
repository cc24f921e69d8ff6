/**
 * A Vite plugin for the browser build (ADR 137): react-hook-form's `useForm` marks itself ready in
 * a layout effect (`updateFormState` with `isReady: true`, and the same news to its subscribers).
 * A state update made while React commits is given the synchronous lane, so every form on a
 * server-rendered page rendered again, with all its inputs, in the very task that committed the
 * page's hydration: 60-80 ms of a throttled phone's main thread on a page with forms. This plugin
 * wraps those three statements in `React.startTransition`: the form subscribes as before, in the
 * layout effect, and the render that follows yields to the browser like the hydration itself.
 *
 * `vite build` only: the dev server pre-bundles dependencies without plugins, so `npm run dev`
 * runs the library as published (the forms work the same; only the extra render's priority
 * differs).
 *
 * The build fails if the statements are not found (a new react-hook-form wrote them otherwise):
 * look at `useForm` in its dist/index.esm.mjs and update READY_STATEMENTS, or drop the plugin if
 * the library has stopped updating state in a layout effect.
 */
import type { Plugin } from 'vite';

const LIBRARY_FILE = /[\\/]node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/;

/** useForm's layout effect, after it subscribes: the state update and the news of readiness. */
const READY_STATEMENTS =
  /(\n(\s*)updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,?\s*\}\)\);\s*control\._formState\.isReady = true;\s*control\._subjects\.state\.next\(\{ isReady: true \}\);)/;

/** The library's code with the readiness update made a transition; throws when it is not found. */
export function readyAsTransition(code: string): string {
  const found = READY_STATEMENTS.exec(code);
  if (!found) {
    throw new Error(
      "react-hook-form's useForm no longer marks itself ready as scripts/vite/form-ready-as-transition.ts expects (ADR 137)",
    );
  }
  const indent = found[2] ?? '';
  return code.replace(
    READY_STATEMENTS,
    `\n${indent}React.startTransition(() => {${found[1]}\n${indent}});`,
  );
}

export function formReadyAsTransition(): Plugin {
  return {
    name: 'wellnest:form-ready-as-transition',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !LIBRARY_FILE.test(id.split('?')[0] ?? '')) return null;
      return { code: readyAsTransition(code), map: null };
    },
  };
}
