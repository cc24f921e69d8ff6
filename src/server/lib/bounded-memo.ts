/**
 * A pure function of a string, remembered: the lab reader asks the same question of the same
 * word or name many times a report. The answers are dropped whole once `limit` are kept, so a
 * server reading report after report stays bounded without tracking which answer is oldest.
 */
export function boundedMemo<V>(compute: (key: string) => V, limit = 20_000): (key: string) => V {
  const answers = new Map<string, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
