/**
 * The state of one interaction check: the names being checked, the last result and the list it
 * was for, and the request. Pages hold it so the editor, the results and saving share one list.
 */
import { useCallback, useState } from 'react';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import { checkErrorMessage, useCheckInteractions } from '../api/check-interactions';
import { addItem, listProblem } from '../lib/item-list';

export interface CheckedList {
  items: string[];
  result: CheckResponse;
}

export interface InteractionCheck {
  items: string[];
  /** The last result and the exact list it answered (the result's indexes point into it). */
  checked: CheckedList | null;
  /** A message about the list (duplicate, full, empty) or the failed request. */
  problem: string | null;
  isChecking: boolean;
  add: (name: string) => boolean;
  remove: (index: number) => void;
  clear: () => void;
  setItems: (items: string[]) => void;
  /** Checks `items` (default: the current list); extra names are checked too but not shown in the editor. */
  run: (items?: string[], extra?: string[]) => Promise<CheckResponse | null>;
  /** Replaces the checked list's item `index` with `name` and checks again. */
  replaceItem: (index: number, name: string) => void;
  /** Shows a result checked earlier (a saved analysis). */
  show: (checked: CheckedList) => void;
}

export function useInteractionCheck(initialItems: string[] = []): InteractionCheck {
  const [items, setItemsState] = useState<string[]>(initialItems);
  const [checked, setChecked] = useState<CheckedList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useCheckInteractions();
  const { mutateAsync } = mutation;

  const add = useCallback(
    (name: string) => {
      const outcome = addItem(items, name);
      setProblem(outcome.ok ? null : outcome.message);
      if (outcome.ok) setItemsState(outcome.items);
      return outcome.ok;
    },
    [items],
  );

  const run = useCallback(
    async (list: string[] = items, extra: string[] = []) => {
      const all = [
        ...list,
        ...extra.filter((name) => !list.some((item) => item.toLowerCase() === name.toLowerCase())),
      ];
      const listError = listProblem(all);
      if (listError) {
        setProblem(listError);
        return null;
      }
      setProblem(null);
      try {
        const result = await mutateAsync(all);
        setChecked({ items: all, result });
        return result;
      } catch (error) {
        setProblem(checkErrorMessage(error));
        return null;
      }
    },
    [items, mutateAsync],
  );

  const replaceItem = useCallback(
    (index: number, name: string) => {
      const old = checked?.items[index];
      if (old === undefined) return;
      const position = items.findIndex((item) => item.toLowerCase() === old.toLowerCase());
      const next =
        position === -1 ? [...items, name] : items.map((item, i) => (i === position ? name : item));
      const extra =
        checked?.items.filter(
          (item, i) => i !== index && !next.some((n) => n.toLowerCase() === item.toLowerCase()),
        ) ?? [];
      setItemsState(next);
      void run(next, extra);
    },
    [checked, items, run],
  );

  // Stable, so a page may set the list from an effect (the checker's '?add=' link).
  const setItems = useCallback((next: string[]) => {
    setProblem(null);
    setItemsState(next);
  }, []);

  return {
    items,
    checked,
    problem,
    isChecking: mutation.isPending,
    add,
    remove: (index) => {
      setProblem(null);
      setItemsState((current) => current.filter((_, i) => i !== index));
    },
    clear: () => {
      setProblem(null);
      setItemsState([]);
      setChecked(null);
    },
    setItems,
    run,
    replaceItem,
    show: (next) => {
      setProblem(null);
      setItemsState(next.items);
      setChecked(next);
    },
  };
}
