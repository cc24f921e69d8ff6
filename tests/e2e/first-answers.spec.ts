/**
 * The pages a member opens every day come with their first answers in the HTML (ADR 066, ADR 119:
 * a page is declared once) and the app takes them: none of the requests the page's declaration
 * names is asked again by the browser while the page loads.
 */
import { firstRequestsOf, type PageData } from '../../src/shared/contracts/page-data.contract';
import { COMMUNITY_DECLARATIONS } from '../../src/client/app/routes/community/community-declarations';
import { LAB_DECLARATIONS } from '../../src/client/app/routes/labs/labs-declarations';
import { NUTRITION_DECLARATIONS } from '../../src/client/app/routes/nutrition/nutrition-declarations';
import { PROGRESS_DECLARATIONS } from '../../src/client/app/routes/progress/progress-declarations';
import { SAFETY_DECLARATIONS } from '../../src/client/app/routes/safety/safety-declarations';
import { TRACKING_DECLARATIONS } from '../../src/client/app/routes/tracking/tracking-declarations';
import { FIRST_ANSWERS_ID } from '../../src/shared/contracts/page-boot.contract';
import { expect, test } from './fixtures';
import { dismissOverlays, watchConsole } from './helpers';

test.use({ account: 'paid' });

test('the daily pages paint from the answers in their HTML and ask none of them again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  const { reports } = (await (await page.request.get('/api/labs')).json()) as {
    reports: { id: string }[];
  };
  const labId = reports[0]!.id;
  const pages: { path: string; data?: PageData; params: Record<string, string> }[] = [
    { path: '/log', data: TRACKING_DECLARATIONS.dailyLog.data, params: {} },
    { path: '/meal-planning', data: NUTRITION_DECLARATIONS.mealPlanning.data, params: {} },
    { path: `/labs/${labId}`, data: LAB_DECLARATIONS.labReport.data, params: { id: labId } },
    { path: '/trends', data: PROGRESS_DECLARATIONS.trends.data, params: {} },
    { path: '/notifications', data: PROGRESS_DECLARATIONS.notifications.data, params: {} },
    { path: '/medications', data: SAFETY_DECLARATIONS.medicineCabinet.data, params: {} },
    // Public and prerendered, rendered for a member with their list (a topic's, here).
    { path: '/community?topic=sleep', data: COMMUNITY_DECLARATIONS.community.data, params: {} },
  ];
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      asked.push(`${url.pathname}${url.search}`);
  });
  for (const { path, data, params } of pages) {
    asked.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const text = await page.locator(`#${FIRST_ANSWERS_ID}`).textContent();
    const answered = Object.keys((JSON.parse(text ?? '{}') as { answers: object }).answers);
    // The server's day (no time zone cookie yet: UTC) is the browser's here.
    const date = await page.evaluate(() => new Date().toISOString().slice(0, 10));
    const declared = firstRequestsOf(data, {
      params,
      date,
      search: new URL(path, 'http://x').search,
    });
    expect(answered, path).toEqual(expect.arrayContaining(declared));
    expect(
      asked.filter((url) => answered.includes(url)),
      `${path}: asked again`,
    ).toEqual([]);
  }
  expect(errors).toEqual([]);
});
