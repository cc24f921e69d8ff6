// Child processes with their output held back: `npm test` (scripts/test.mjs) runs its static steps
// at once and prints each whole when it ends, and scripts/typecheck-and-lint.mjs does the same with
// its three tools, so a log reads as if they had run one after another.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const root = new URL('..', import.meta.url).pathname;

/** Lowers a child's priority (its processes inherit it), where the machine allows it. */
export function yieldCores(child) {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, 10);
  } catch {
    // Not allowed here: it shares the cores evenly, as before.
  }
}

/**
 * Runs a command with its output held back, at a lower priority when it `yields`, and resolves to
 * its exit code and output once it ends.
 */
export function runHeldBack(command, args, { env = {}, yields = false } = {}) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    if (yields) yieldCores(child);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ code, text: Buffer.concat(output).toString().trimEnd() }),
    );
  });
}
