import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
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

  it('refuses a lock held by a process on another host (a second container on a shared volume)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wellnest-lock-'));
    writeFileSync(
      join(dir, 'wellnest.lock'),
      JSON.stringify({ pid: 1, host: `${hostname()}-elsewhere`, since: new Date().toISOString() }),
    );
    expect(() => lockDataDir(dir)).toThrow(/another host/);
    expect(existsSync(join(dir, 'wellnest.lock'))).toBe(true);
  });

  it('records the pid and host name in the lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wellnest-lock-'));
    const release = lockDataDir(dir);
    const held = JSON.parse(readFileSync(join(dir, 'wellnest.lock'), 'utf8')) as unknown;
    expect(held).toMatchObject({ pid: process.pid, host: hostname() });
    release();
  });

  it('gives the lock to exactly one of two processes calling it in the same millisecond', async () => {
    // Two processes race on 30 fresh directories, then on 30 directories holding a stale lock
    // (a dead pid): every directory must end up locked by exactly one of them.
    const trials = 30;
    const fresh = mkdtempSync(join(tmpdir(), 'wellnest-lock-race-'));
    const stale = mkdtempSync(join(tmpdir(), 'wellnest-lock-race-stale-'));
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => dead.once('exit', done));
    for (let trial = 0; trial < trials; trial += 1) {
      const dir = join(stale, String(trial));
      mkdirSync(dir);
      writeFileSync(join(dir, 'wellnest.lock'), String(dead.pid));
    }
    for (const base of [fresh, stale]) {
      const winners = await race(base, trials);
      expect(winners.filter((count) => count !== 1)).toEqual([]);
    }
  }, 30_000);
});

const racer = resolve(import.meta.dirname, '../../../tests/fixtures/data-dir-lock-racer.ts');

/** How many of the two racers took each trial's lock. */
async function race(baseDir: string, trials: number): Promise<number[]> {
  // Both racers start in 1.5 s (time to boot tsx), then try one directory every 20 ms.
  const startAt = Date.now() + 1500;
  const children = [0, 1].map(() =>
    spawn(process.execPath, [
      '--import',
      'tsx',
      racer,
      baseDir,
      String(startAt),
      String(trials),
      '20',
    ]),
  );
  try {
    const outputs = await Promise.all(children.map(readUntilDone));
    const winners = Array.from({ length: trials }, () => 0);
    for (const output of outputs) {
      for (const match of output.matchAll(/^(\d+) locked$/gm)) winners[Number(match[1])]! += 1;
    }
    return winners;
  } finally {
    for (const child of children) child.kill('SIGKILL');
  }
}

function readUntilDone(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('done\n')) done(output);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      fail(new Error(`racer exited (${code}) before finishing: ${output}`)),
    );
  });
}
