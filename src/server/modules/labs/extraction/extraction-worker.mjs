// The entry of an extraction worker thread. A worker starts as a fresh Node.js thread: the
// TypeScript loader of the process that started it (tsx under `npm start` and `npm run dev`,
// Vite's transform under Vitest) does not reach it, so it registers tsx itself, then loads the
// worker written in TypeScript. See ADR 017.
import { register } from 'tsx/esm/api';

register();
await import('./extraction-worker.ts');
