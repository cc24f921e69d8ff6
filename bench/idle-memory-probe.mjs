// Loaded into the server by bench/idle-memory.ts through NODE_OPTIONS=--import: on SIGUSR2 the
// server's main thread writes its memory figures to MEMORY_PROBE_FILE (and, with
// MEMORY_PROBE_SNAPSHOT=1, a heap snapshot beside it). Every other Node process the variable
// reaches (npm, the launcher, a build, worker threads) ignores it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import process from 'node:process';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;
const isServer = /dist[\\/]server[\\/]main\.js$/.test(process.argv[1] ?? '');

/** A figure of /proc/self/status in bytes (VmRSS, VmHWM, RssAnon, RssFile), 0 where there is none. */
function procStatus(field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync('/proc/self/status', 'utf8'),
    );
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

if (file && isServer && isMainThread) {
  process.on('SIGUSR2', () => {
    // Only when the server runs with --expose-gc (to tell live memory from garbage).
    if (process.env.MEMORY_PROBE_GC === '1') globalThis.gc?.();
    if (process.env.MEMORY_PROBE_SNAPSHOT === '1') writeHeapSnapshot(`${file}.heapsnapshot`);
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
    );
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({
        ...usage,
        vmRss: procStatus('VmRSS'),
        vmHwm: procStatus('VmHWM'),
        rssAnon: procStatus('RssAnon'),
        rssFile: procStatus('RssFile'),
        spaces,
      }),
    );
    // Written whole, then renamed: the bench never reads half a file.
    renameSync(`${file}.tmp`, file);
  });
}
