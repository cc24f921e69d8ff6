/** Removes this run's data directories (the template and every worker's copy). */
import { rmSync } from 'node:fs';
import { dataRoot } from './app-server';

export default function globalTeardown(): void {
  rmSync(dataRoot(), { recursive: true, force: true });
}
