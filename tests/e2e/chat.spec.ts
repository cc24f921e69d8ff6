import { CHAT_MESSAGES, FREE_DAILY_AI_CHATS } from '../../src/shared/contracts/chat.contract';
import { expect, test } from './fixtures';
import { dismissOverlays, seriousAxeFindings, watchConsole } from './helpers';

test('a signed-in user asks the offline assistant, sees the answer stream in and the counter go down, then hits the daily limit', async ({
  page,
  signUp,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await dismissOverlays(page);
  // Its own user: the test uses up that user's free chats for the day.
  await signUp({ prefix: 'chat' });
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Open AI chat assistant' }).first().click();
  const panel = page.getByRole('dialog', { name: 'AI wellness chat' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(CHAT_MESSAGES.greeting)).toBeVisible();
  await expect(panel.getByText(CHAT_MESSAGES.freeLeft(FREE_DAILY_AI_CHATS))).toBeVisible();

  const input = panel.getByRole('textbox', { name: 'Message the AI wellness assistant' });
  await input.fill('What are the side effects of Zoloft?');
  await input.press('Enter');
  await expect(panel.getByText('Offline assistant').first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/Sertraline/).first()).toBeVisible();
  await expect(panel.getByText(CHAT_MESSAGES.freeLeft(FREE_DAILY_AI_CHATS - 1))).toBeVisible();
  expect(
    await seriousAxeFindings(page, { include: '[role="dialog"]', tags: ['wcag2a', 'wcag2aa'] }),
  ).toEqual([]);

  // Use up the rest of today's free chats, then the panel refuses with the daily-limit message.
  const origin = new URL(page.url()).origin;
  for (let i = 1; i < FREE_DAILY_AI_CHATS; i++) {
    const response = await page.request.post('/api/chat', {
      headers: { origin },
      data: { message: `What is melatonin? ${i}`, conversationHistory: [] },
    });
    expect(response.status()).toBe(200);
  }
  await page.reload();
  await page.getByRole('button', { name: 'Open AI chat assistant' }).first().click();
  await expect(
    panel.getByText(CHAT_MESSAGES.limitReached(FREE_DAILY_AI_CHATS)).first(),
  ).toBeVisible();
  await expect(
    panel.getByRole('textbox', { name: 'Message the AI wellness assistant' }),
  ).toBeDisabled();
  expect(errors).toEqual([]);
});

test('visitors get no chat toggle', async ({ page }) => {
  await dismissOverlays(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open AI chat assistant' })).toHaveCount(0);
});
