/**
 * PGlite corrupts a data directory that two processes open at once, so the first process holds a
 * lock file naming its pid and host; a second one refuses to start while that holder lives.
 *
 * Every step is atomic, because two processes can start in the same millisecond:
 * - the lock appears with its content already in it (written to a private file, then hard-linked
 *   into place; link() fails if the lock exists), so nobody ever reads a half-written lock;
 * - a stale lock (its process died, e.g. kill -9) is taken over by one process only: the taker
 *   first creates a takeover guard with O_EXCL, checks again that the lock is still the stale one,
 *   and only then replaces it.
 * A lock from another host (a second container on a shared volume) is never taken over: from here
 * we cannot tell whether that process is alive.
 */
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

interface LockHolder {
  pid: number;
  /** Missing in locks written before the host was recorded: those are taken to be this host's. */
  host?: string;
}

/** A takeover guard older than this was left by a process that died mid-takeover. */
const ABANDONED_GUARD_MS = 10_000;
const ATTEMPTS = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed === 'number') return { pid: parsed };
    if (Number.isInteger(parsed.pid)) {
      return { pid: parsed.pid!, host: typeof parsed.host === 'string' ? parsed.host : undefined };
    }
  } catch {
    // Not JSON: an older lock holding only the pid, or garbage.
  }
  const pid = Number.parseInt(text, 10);
  return { pid: Number.isInteger(pid) ? pid : -1 };
}

function refuseIfHeld(dataDir: string, holder: LockHolder): void {
  if (holder.host !== undefined && holder.host !== hostname()) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is locked by a Wellnest process on another host (${holder.host}, pid ${holder.pid}). Stop it first; if it is gone for good, delete ${join(dataDir, 'wellnest.lock')}.`,
    );
  }
  if (holder.pid > 0 && holder.pid !== process.pid && isAlive(holder.pid)) {
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another Wellnest process (pid ${holder.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

/** Creates `path` with O_EXCL; false when it exists already. */
function createExclusive(path: string, content: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeFileSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Hard-links the prepared file to `lockPath`; false when a lock is there already. */
function linkLock(prepared: string, lockPath: string): boolean {
  try {
    linkSync(prepared, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Takes the lock, or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'wellnest.lock');
  const guardPath = `${lockPath}.takeover`;
  const me = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  });
  const prepared = `${lockPath}.${process.pid}.${Date.now()}`;
  writeFileSync(prepared, me);
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      if (linkLock(prepared, lockPath)) return releaser(lockPath);
      const holder = readHolder(lockPath);
      if (holder === null) continue; // released between our link and read: try again
      refuseIfHeld(dataDir, holder);
      // Stale. Only the process holding the guard may replace it.
      if (createExclusive(guardPath, me)) {
        try {
          const again = readHolder(lockPath);
          if (again !== null) {
            refuseIfHeld(dataDir, again); // someone took it over before our guard
            rmSync(lockPath, { force: true });
          }
          if (linkLock(prepared, lockPath)) return releaser(lockPath);
        } finally {
          rmSync(guardPath, { force: true });
        }
      } else {
        removeAbandonedGuard(guardPath);
        pause(5);
      }
    }
  } finally {
    rmSync(prepared, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; try again.`);
}

function removeAbandonedGuard(guardPath: string): void {
  try {
    if (Date.now() - statSync(guardPath).mtimeMs > ABANDONED_GUARD_MS) {
      rmSync(guardPath, { force: true });
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function releaser(lockPath: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Remove the lock only while it is still ours.
    if (readHolder(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
  };
}
