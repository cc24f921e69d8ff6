/**
 * Garbage collections once the server has been idle a while and its heap holds much more room
 * than it uses (ADR 126, second addendum).
 *
 * A busy spell (the start's own work, a few members signing in) grows V8's young generation to its
 * 32 MiB and leaves old-space pages holding garbage. V8 gives that room back in collections made
 * while little is allocated (its memory reducer), which an idle server, allocating next to nothing,
 * may not start for minutes: 30 s after a start the heap was 130-184 MiB for 111 live, by the
 * luck of the reducer's timing. So, after IDLE_MS with no request in flight, a full collection
 * (the old pages it empties are given back), and YOUNG_DELAY_MS of idleness later a young one:
 * V8 shrinks the young generation to its least in a collection when the allocation rate it
 * measures over the last 5 s is low, which the full one, coming right after the busy spell, may
 * not see. About 60 MiB resident together; the young one takes milliseconds.
 *
 * Rules: never while a request is in flight, and only when the room (heap total less heap used)
 * is at least MIN_ROOM and has grown by ROOM_GROWTH since the last collections, so a server polled
 * by a health check does not collect after every poll, and one whose room no collection frees
 * does not collect again and again. A request that comes during the full collection waits for it
 * (a tenth of a second on an idle machine, as the one at start).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { exposedGc } from './startup-garbage';

const MIB = 1024 * 1024;
/** How long no request must have been in flight: V8's own memory reducer waits 8 s. */
const IDLE_MS = 10_000;
/** More than the 5 s over which V8 measures the allocation rate. */
const YOUNG_DELAY_MS = 6_000;
const CHECK_MS = 2_000;
const MIN_ROOM = 32 * MIB;
const ROOM_GROWTH = 16 * MIB;

type Collect = (kind: 'full' | 'young') => void;

interface IdleGarbageOptions {
  idleMs?: number;
  youngDelayMs?: number;
  checkMs?: number;
  /** The collection (tests count them). */
  collect?: Collect;
  /** Heap total less heap used, in bytes. */
  room?: () => number;
}

function collectWithGc(): Collect {
  const gc = exposedGc();
  return (kind) => (kind === 'full' ? gc() : gc({ type: 'minor' }));
}

function heapRoom(): number {
  const heap = getHeapStatistics();
  return heap.total_heap_size - heap.used_heap_size;
}

/** Starts watching `server`'s requests; the returned function stops it. */
export function collectGarbageWhenIdle(
  server: Server,
  options: IdleGarbageOptions = {},
): () => void {
  const { idleMs = IDLE_MS, youngDelayMs = YOUNG_DELAY_MS, checkMs = CHECK_MS } = options;
  const { room = heapRoom, collect = collectWithGc() } = options;
  let inFlight = 0;
  let lastActive = performance.now();
  let roomAfterLast = 0;
  /** When the last full collection was made, until the young one that follows it. */
  let fullAt: number | undefined;
  const ended = () => {
    inFlight -= 1;
    lastActive = performance.now();
  };
  const started = (_request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1;
    lastActive = performance.now();
    // 'close' comes once for every response, sent whole or cut off by the client.
    response.once('close', ended);
  };
  server.on('request', started);
  const timer = setInterval(() => {
    if (inFlight > 0) return;
    const now = performance.now();
    if (fullAt !== undefined && now - Math.max(fullAt, lastActive) >= youngDelayMs) {
      collect('young');
      fullAt = undefined;
      roomAfterLast = room();
    } else if (
      now - lastActive >= idleMs &&
      room() >= Math.max(MIN_ROOM, roomAfterLast + ROOM_GROWTH)
    ) {
      collect('full');
      fullAt = performance.now();
      roomAfterLast = room();
    }
  }, checkMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', started);
  };
}
