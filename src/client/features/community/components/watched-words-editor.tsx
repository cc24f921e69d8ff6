/**
 * The admins' watched-words list: each word blocks a post, flags it for a look, or holds it for
 * approval. Saved as a whole; the change is in the public modlog (never the words' author).
 */
import { useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { useContractForm } from '#client/lib/use-contract-form';
import { watchedWordSchema, type WatchedWord } from '#shared/contracts/community.contract';
import {
  MAX_WATCHED_WORD,
  WATCHED_WORD_ACTIONS,
  type WatchedWordAction,
} from '#shared/domain/community-terms';
import { describeCommunityError } from '../api/community-error';
import { useUpdateWatchedWords } from '../api/update-watched-words';

const ACTION_LABELS: Record<WatchedWordAction, string> = {
  block: 'Block the post',
  flag: 'Flag for a look',
  hold: 'Hold for approval',
};

export function WatchedWordsEditor({ initial }: { initial: WatchedWord[] }): ReactElement {
  const [words, setWords] = useState(initial);
  const form = useContractForm({
    schema: watchedWordSchema,
    defaultValues: { word: '', action: 'hold' },
  });
  const save = useUpdateWatchedWords();

  // A word already on the list (in any case) is not added twice.
  const add = form.handleSubmit((entry) => {
    if (words.some((w) => w.word.toLowerCase() === entry.word.toLowerCase())) return;
    setWords([...words, entry]);
    form.reset({ word: '', action: entry.action });
  });

  return (
    <section
      aria-labelledby="watched-words-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="watched-words-heading" className="text-lg font-semibold text-slate-900">
        Watched words ({words.length})
      </h2>
      {words.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {words.map((entry) => (
            <li
              key={entry.word}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-900"
            >
              {entry.word}: {ACTION_LABELS[entry.action].toLowerCase()}
              <button
                type="button"
                onClick={() => setWords(words.filter((w) => w !== entry))}
                aria-label={`Remove ${entry.word}`}
                className="rounded px-1 font-semibold text-red-800 hover:bg-red-50"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="watched-word" className="block text-sm font-medium text-slate-900">
            Word or phrase
          </label>
          <input
            id="watched-word"
            maxLength={MAX_WATCHED_WORD}
            {...form.register('word')}
            className="h-9 rounded-lg border border-slate-300 px-2 text-slate-900"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="watched-action" className="block text-sm font-medium text-slate-900">
            What to do
          </label>
          <select
            id="watched-action"
            {...form.register('action')}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-slate-900"
          >
            {WATCHED_WORD_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {ACTION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" variant="secondary">
          Add word
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" disabled={save.isPending} onClick={() => save.mutate(words)}>
          {save.isPending ? 'Saving...' : 'Save watched words'}
        </Button>
        {save.isSuccess && !save.isPending && (
          <p role="status" className="text-sm text-slate-800">
            Saved.
          </p>
        )}
        {save.error && (
          <p role="alert" className="text-sm text-red-800">
            {describeCommunityError(save.error).message}
          </p>
        )}
      </div>
    </section>
  );
}
