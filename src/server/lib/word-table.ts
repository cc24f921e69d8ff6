/**
 * A table looked up by words read from a document (a flag, a month, a unit, the last word of a
 * test's name). Built with no prototype, so that a word that names one of Object's own members
 * ('constructor' in a Mexico City address, 'Col. Crédito Constructor'; 'toString', '__proto__')
 * finds nothing instead of a function, which had crashed a report's reading.
 */
export function wordTable<V>(entries: Record<string, V>): Readonly<Record<string, V | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
