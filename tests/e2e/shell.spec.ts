import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { dismissOverlays, holdAppStart, waitForHydration, watchConsole } from './helpers';

test('the cookie banner stores a choice with a timestamp and stays away after reload', async ({
  page,
}) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await waitForHydration(banner.getByRole('button', { name: 'Customize' }));
  await banner.getByRole('button', { name: 'Customize' }).click();
  await banner.getByLabel(/Analytics/).check();
  await banner.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
    at: localStorage.getItem('cookie-consent-timestamp'),
  }));
  expect(stored.consent).toMatchObject({ necessary: true, analytics: true, marketing: false });
  expect(Date.parse(stored.at ?? '')).not.toBeNaN();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});

test('the app frame of a page served from the SPA shell shows the cookie banner before its app runs', async ({
  page,
}) => {
  // Its CSP allows the shell's one inline script, which marks the banner: a refused script would
  // leave it hidden and log a violation.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const release = await holdAppStart(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').getByText('Loading Wellnest...')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  release();
  // The app replaces the frame; the banner stays, now the app's own, until a choice is made.
  await expect(page).toHaveURL(/\/login/);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner).toBeHidden();

  // With a choice stored, the frame keeps it hidden from the first paint.
  const holdAgain = await holdAppStart(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').getByText('Loading Wellnest...')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  holdAgain();
  expect(violations).toEqual([]);
});

test.describe('on a phone', () => {
  // A touch screen: no pointer hovers the page, so nothing starts the app before a touch.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Reject All is remembered too, tapped before the app has started (ADR 049)', async ({
    page,
  }) => {
    const startApp = await holdAppStart(page);
    await page.goto('/');
    // The landing page paints from its HTML before its app runs: the banner is there, and a tap
    // on it while the app is still on its way is held, then answered once it has hydrated.
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Reject All' }).tap();
    await expect(page.locator('html.booting')).toHaveCount(1);
    startApp();
    await expect(banner).toBeHidden();
    const consent = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
    );
    expect(consent).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('the landing page runs its boot loader alone until touched; its call to action is a link (ADR 101)', async ({
    page,
  }) => {
    const scripts: Array<{ path: string; bytes: number }> = [];
    const countScript = async (request: Request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    };
    page.on('requestfinished', countScript);
    await page.goto('/');
    // Longer than ADR 061's idle start (at most 2 s after load) waited.
    await page.waitForTimeout(3_000);
    // Only `/`'s scripts count: /register starts its app at load, and a size asked for after the
    // test has closed the page would fail the next test.
    page.off('requestfinished', countScript);
    expect(scripts.map((script) => script.path)).toEqual([
      expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
    ]);
    expect(scripts.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThanOrEqual(20 * 1024);

    // The hero's call to action, tapped before the app has started, navigates as a plain link.
    await page
      .getByRole('link', { name: 'Start Your Personalized Wellness Journey' })
      .first()
      .tap();
    await page.waitForURL((url) => url.pathname === '/register');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  });

  test('/register paints its plan step from its HTML; a plan picked before the app has run is kept (ADR 101 addendum)', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const startApp = await holdAppStart(page);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await expect(page.locator('script[data-boot]')).toHaveAttribute('data-boot', 'load');
    await page.getByRole('radio', { name: 'Free Wellness' }).tap();
    startApp();
    await expect(page.getByRole('radio', { name: 'Free Wellness' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).tap();
    await expect(page.getByLabel('First name')).toBeVisible();

    // A plan in the URL opens the details step: the SPA shell, rendered afresh, not hydrated.
    await page.goto('/register?plan=wellness_plus&cycle=yearly');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toHaveCount(0);
    // Hydration mismatches are React errors (#418 in the production build).
    expect(errors).toEqual([]);
  });

  test("a signed-in user's copy of a public page starts its app without waiting", async ({
    page,
    signUp,
  }) => {
    await signUp({ prefix: 'boot' });
    await page.goto('/about');
    // On a touch screen nothing else starts the app: the session cookie made the server send the
    // copy that starts at load, and the signed-in app opens its welcome popup on arrival.
    await expect(page.locator('script[data-boot]')).toHaveAttribute('data-boot', 'load');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the first keyboard shortcut, which starts the app, is not lost', async ({ page }) => {
    await dismissOverlays(page);
    const startApp = await holdAppStart(page);
    await page.goto('/about');
    await page.keyboard.press('Alt+KeyH');
    startApp();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a form filled before the app has started is sent as typed', async ({ page }) => {
    await dismissOverlays(page);
    const startApp = await holdAppStart(page);
    await page.goto('/contact');
    // Filled while the app is on its way: the typing lands before it has hydrated, and the tap
    // on Send is held until then (ADR 049).
    await page.getByLabel('Name').fill('Casey');
    await page.getByLabel('Email').fill('casey@example.com');
    await page.getByLabel('Subject').fill('Data export');
    await page.getByRole('textbox', { name: 'Message' }).fill('How do I download my data?');
    await page.getByRole('button', { name: /Send/ }).tap();
    startApp();
    await expect(page.getByText(/your message has been received/)).toBeVisible();
  });

  test("an Enter pressed in the checker before the app has started is the app's to answer (ADR 101 addendum)", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await dismissOverlays(page);
    const startApp = await holdAppStart(page);
    // The checker starts its app at load, but on a slow network the visitor still types first.
    await page.goto('/interaction-analyzer');
    // Typed and entered at once, while the app is still on its way. The browser's own answer to
    // that Enter would submit the form: a click on "Check interactions" with an empty list.
    const input = page.getByRole('combobox').first();
    await input.tap();
    await input.fill('fluconazole');
    await input.press('Enter');
    await expect(page.locator('html.booting')).toHaveCount(1);
    startApp();
    // The app's answer: its combobox adds the typed name to the list, and submits nothing.
    const list = page.getByRole('list', { name: /Your list/ });
    await expect(list.getByRole('listitem')).toHaveText(['fluconazole']);
    await expect(page).toHaveURL(/\/interaction-analyzer$/);

    await input.fill('celecoxib');
    await input.press('Enter');
    await expect(list.getByRole('listitem')).toHaveText(['fluconazole', 'celecoxib']);
    await page.getByRole('button', { name: 'Check interactions' }).tap();
    const pair = page
      .getByRole('article')
      .filter({ hasText: 'fluconazole' })
      .filter({ hasText: 'celecoxib' })
      .first();
    await expect(pair.getByText('Derived from roles')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an Enter in a form filled before the app has started sends it as typed', async ({
    page,
  }) => {
    await dismissOverlays(page);
    const startApp = await holdAppStart(page);
    await page.goto('/contact');
    await expect(page.locator('script[data-boot]')).toHaveAttribute('data-boot', 'intent');
    await page.getByLabel('Name').fill('Robin');
    await page.getByLabel('Email').fill('robin@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can I export my lab results?');
    // Nobody answers the replayed Enter in the field: the loader then clicks the form's default
    // button, as the browser would have done, so the app's submit handler sends the form.
    await page.getByLabel('Subject').fill('Lab export');
    await page.getByLabel('Subject').press('Enter');
    await expect(page.locator('html.booting')).toHaveCount(1);
    startApp();
    await expect(page.getByText(/your message has been received/)).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('the route guard sends a signed-out visitor to /login with the must-be-logged-in message', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  await expect(page.getByText('You must be logged in to access this page')).toBeVisible();
});

test('the welcome disclaimer opens after sign-in; Get Started needs the acknowledgement', async ({
  page,
  signUp,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        functional: false,
        timestamp: new Date().toISOString(),
      }),
    ),
  );
  // The popup opens on a signed-in user's arrival, however they signed in.
  await signUp({ prefix: 'popup' });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('911');
  const getStarted = dialog.getByRole('button', { name: 'Get Started' });
  await expect(getStarted).toBeDisabled();
  await dialog.getByRole('button', { name: /detailed/i }).click();
  await expect(dialog).toContainText(/not a medical device/i);
  await dialog.getByRole('checkbox').check();
  await expect(getStarted).toBeEnabled();
  await getStarted.click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('unknown paths get a real 404 page and status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the footer disclaimer can be dismissed and stays dismissed', async ({ page }) => {
  await page.goto('/features');
  const disclaimer = page.getByRole('complementary', { name: 'Medical disclaimer' });
  await expect(disclaimer).toBeVisible();
  await disclaimer.getByRole('button').click();
  await expect(disclaimer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Medical disclaimer' })).toBeHidden();
});
