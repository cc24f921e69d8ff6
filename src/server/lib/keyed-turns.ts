/**
 * Saves that take turns by key, the ones that wait taken together (ADR 145): each key's saves
 * run one batch after another, while other keys' run alongside. A save of a free key runs at the
 * end of the event loop's turn, with the saves of that key asked in the same turn; the saves asked
 * while a batch runs wait, and when it is done they run as the next batch, in the order they
 * came; and so on until none waits. A save waits no longer than it would have for its turn, apart
 * from the rest of the loop's turn it was asked in.
 *
 * Used where writes to the same row wait for each other anyway (PGlite's one connection,
 * PostgreSQL's row lock held until the commit is flushed) and a later one decides what the row
 * holds from the one before it: the saves of one member's day (tracking/mood.repository.ts,
 * tracking/daily-log.repository.ts, nutrition/nutrition.repository.ts). A batch of saves of the
 * same day is one statement that stores what the last of them leaves, answering each save as it
 * would have been answered had they run one after another (each repository says how). Per
 * process only: another process's writes are caught by the statements themselves (a row's
 * version, a unique index), not by this.
 */
/** One save's answer in a batch: its value, or the error it failed with. */
export type Outcome<O> = PromiseSettledResult<O>;

/** Runs one batch of a key's saves (never empty); one outcome per save, in their order. */
type BatchRunner<I, O> = (inputs: readonly I[], key: string) => Promise<readonly Outcome<O>[]>;

type InBatches<I, O> = (key: string, input: I) => Promise<O>;

interface Batch<I, O> {
  inputs: I[];
  outcomes: Promise<readonly Outcome<O>[]>;
}

function answerOf<O>(outcomes: readonly Outcome<O>[], index: number): O {
  const outcome = outcomes[index];
  if (!outcome) throw new Error('a batch answered fewer saves than it was given');
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

const settle = () => undefined;

/** Resolves once the event loop has handled what is ready now (setImmediate's turn). */
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createKeyedBatches<I, O>(run: BatchRunner<I, O>): InBatches<I, O> {
  /** Per key in use: the last batch started (settled once it is done), and the one gathering. */
  const keys = new Map<string, { last: Promise<void>; gathering: Batch<I, O> | null }>();
  return async (key, input) => {
    const before = keys.get(key);
    const gathering = before?.gathering;
    if (gathering) {
      const index = gathering.inputs.push(input) - 1;
      return answerOf(await gathering.outcomes, index);
    }
    // This save starts the next batch of its key, and the saves that come meanwhile join it. It
    // runs once the batch before it is done, or, when the key is free, at the end of this turn of
    // the event loop: the saves that reach it in the same turn (many requests read in one go; on
    // PGlite, whose statements run without yielding, the only way two saves can meet) are taken
    // together. The batch runs in this save's async context (whom the database acts for, ADR
    // 020): the key names one member's day, so every save in it acts for the same member.
    const state = before ?? { last: Promise.resolve(), gathering: null };
    const inputs = [input];
    const outcomes = (before ? before.last : endOfTurn()).then(() => {
      state.gathering = null;
      return run(inputs, key);
    });
    const last = outcomes.then(settle, settle);
    state.last = last;
    state.gathering = { inputs, outcomes };
    if (!before) keys.set(key, state);
    // The key's last batch leaves no entry behind, so the map holds only keys in use.
    void last.then(() => {
      if (keys.get(key) === state && state.last === last) keys.delete(key);
    });
    return answerOf(await outcomes, 0);
  };
}

/**
 * The saves of a batch run one after another, each with its own outcome: for a batch whose one
 * statement failed, so that each save meets its own error (or none) as it would have alone.
 */
export async function oneAfterAnother<I, O>(
  inputs: readonly I[],
  save: (input: I) => Promise<O>,
): Promise<Outcome<O>[]> {
  const outcomes: Outcome<O>[] = [];
  for (const input of inputs) {
    try {
      outcomes.push({ status: 'fulfilled', value: await save(input) });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
}
