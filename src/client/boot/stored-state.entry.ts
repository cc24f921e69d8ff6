/** The SPA shell's inline script (scripts/prerender.ts): marks its frame before the first paint. */
import { applyStoredState } from './stored-state';

applyStoredState(document);
