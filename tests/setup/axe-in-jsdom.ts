import axe from 'axe-core';

/**
 * axe's serious-or-not findings on what a component test rendered, as 'rule: html | html' lines
 * (empty when there are none). jsdom has no layout, so colour contrast is left to the browser
 * tests (routes-smoke.spec.ts); a page rendered without the app shell has no landmarks, so
 * `region` is off unless `withShell`. Only violations are collected: listing every passing node
 * as well made each run 3-4 times slower.
 */
export async function axeViolations(
  context: axe.ElementContext = document.body,
  { withShell = false }: { withShell?: boolean } = {},
): Promise<string[]> {
  const result = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: withShell } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
