// The entry of the Apple Health import's worker thread. A worker starts as a fresh Node.js thread:
// the TypeScript loader of the process that started it (tsx under `npm start` and `npm run dev`,
// Vite's transform under Vitest) does not reach it, so it registers tsx itself, then loads the
// worker written in TypeScript. The production build bundles apple-health-worker.ts under this
// same name beside main.js (scripts/build-server.mjs), where no loader is needed. See ADR 075.
import { register } from 'tsx/esm/api';

register();
await import('./apple-health-worker.ts');
