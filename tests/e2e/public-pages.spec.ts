import { expect, test } from './fixtures';
import { dismissOverlays, waitForHydration } from './helpers';

// Every public page passes axe, fits 375 px and 1280 px and logs no errors in routes-smoke.spec.ts
// (the visitor at 375 px, the free user at 1280 px).

test('public pages are prerendered: HTML without JavaScript has the headline, title, description and JSON-LD', async ({
  request,
  origin,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<title>[^<]*Wellnest[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toContain(`<link rel="canonical" href="${origin}/"`);
  expect(html).toContain('Start Your Personalized Wellness Journey');
  expect(html).toMatch(/<h1[^>]*>/);
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as { '@type': string });
  expect(blocks.map((b) => b['@type']).sort()).toEqual([
    'FAQPage',
    'Organization',
    'SoftwareApplication',
    'WebSite',
  ]);
  for (const path of ['/about', '/privacy-policy', '/terms-of-service']) {
    const page = await (await request.get(path)).text();
    expect(page).toMatch(/<h1[^>]*>/);
    expect(page).toContain(`<link rel="canonical" href="${origin}${path}"`);
  }
});

test('favicon, robots.txt and the sitemap are real', async ({ request, origin }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
});

test('the landing page for a visitor links to sign-up, the tools and every footer page', async ({
  page,
}) => {
  await dismissOverlays(page);
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: 'Start Your Personalized Wellness Journey' }),
  ).toHaveAttribute('href', '/register');
  for (const href of [
    '/dashboard?demo=true',
    '/sample-report',
    '/login',
    '/register',
    '/interaction-analyzer',
    '/wellness/biomarkers',
    '/symptoms/tracker',
    '/analytics',
  ]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
  }
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/',
    '/contact',
    '/about',
    '/features',
    '/how-it-works',
    '/sample-report',
    '/pricing',
    '/terms-of-service',
    '/privacy-policy',
    '/legal',
    '/compliance-center',
    // The twelfth footer link, now that the community exists.
    '/community',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Wellnest`);
});

test('the contact form stores a message', async ({ page }) => {
  await dismissOverlays(page);
  await page.goto('/contact');
  await waitForHydration(page.getByRole('button', { name: /Send/ }));
  await page.getByLabel('Name').fill('Casey');
  await page.getByLabel('Email').fill('casey@example.com');
  await page.getByLabel('Subject').fill('Data export');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('How do I download everything you hold about me?');
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText(/your message has been received/)).toBeVisible();
});
