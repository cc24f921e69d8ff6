import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data directory lock (a second process on the same data directory refuses to start)', () => {
  it('refuses while a live process holds it, and frees it on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wellnest-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'wellnest.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The holder died (like kill -9): its stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'wellnest.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'wellnest.lock'))).toBe(false);
  });
});
