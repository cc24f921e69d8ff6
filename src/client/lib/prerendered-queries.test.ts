import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import {
  isShownOnceStarted,
  SHOWN_ONCE_STARTED,
  prerenderedQueriesTag,
  readPrerenderedQueries,
  seedQueries,
  type PrerenderedQuery,
} from './prerendered-queries';

const QUERIES: PrerenderedQuery[] = [
  {
    queryKey: ['lab-sample-report'],
    data: { title: 'A </script><script>alert(1)</script> title', values: [1, 2] },
    updatedAt: 1_795_000_000_000,
  },
];

function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('prerendered queries', () => {
  it('survive the page as JSON that cannot close its script tag', () => {
    const tag = prerenderedQueriesTag(QUERIES);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(readPrerenderedQueries(pageWith(tag))).toEqual(QUERIES);
  });

  it('are none without the tag or with a broken one', () => {
    expect(readPrerenderedQueries(pageWith('<p>no data</p>'))).toEqual([]);
    expect(
      readPrerenderedQueries(
        pageWith('<script type="application/json" id="wellnest-prerendered-queries">{</script>'),
      ),
    ).toEqual([]);
  });

  it('seed the cache with their data and the build time, so they go stale as usual', () => {
    const client = createQueryClient();
    seedQueries(client, QUERIES);
    const query = client.getQueryCache().find({ queryKey: ['lab-sample-report'] });
    expect(query?.state.data).toEqual(QUERIES[0]?.data);
    expect(query?.state.dataUpdatedAt).toBe(1_795_000_000_000);
  });
});

describe('SHOWN_ONCE_STARTED', () => {
  it('marks a query the prerenderer does not start a page for', () => {
    expect(isShownOnceStarted(SHOWN_ONCE_STARTED)).toBe(true);
    expect(isShownOnceStarted(undefined)).toBe(false);
    expect(isShownOnceStarted({ shownOnceStarted: 'yes' })).toBe(false);
  });
});
