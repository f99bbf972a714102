import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('/chat with the built-in engine', () => {
  test('answers an innovation question, streamed, from the floating button', async ({ signedInPage: page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open the innovation chat assistant' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { name: 'InnovateChat' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Innovation Assistant' })).toBeVisible();
    await expect(page.getByText('Ask me anything about innovation, brainstorming, or get help with your ideas!')).toBeVisible();
    await expectNoAxeViolations(page);

    const input = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    await input.fill('What is the Real Win Worth framework?');
    await input.press('Enter');
    const log = page.getByRole('log');
    await expect(log.getByText('What is the Real Win Worth framework?')).toBeVisible();
    await expect(log.getByText(/worth/i).nth(1)).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByText(/Answered by: Built-in engine/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Shift+Enter makes a new line instead of sending', async ({ signedInPage: page }) => {
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('First line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await expect(page.getByRole('log')).toHaveCount(0);
  });

  test('a failed send keeps the message in the list and in the input', async ({ signedInPage: page }) => {
    await page.goto('/chat');
    await page.route('**/api/ai/chat', (route) => route.abort('connectionrefused'));
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How do I run a brainstorm?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(page.getByRole('log').getByText('How do I run a brainstorm?')).toBeVisible();
    await expect(input).toHaveValue('How do I run a brainstorm?');
    await expect(page.getByRole('log').getByText('Not answered yet: send it again to retry.')).toBeVisible();

    await page.unroute('**/api/ai/chat');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/^Answered by:/)).toBeVisible();
    await expect(page.getByRole('log').getByText('How do I run a brainstorm?', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('log').getByText('Not answered yet: send it again to retry.')).toHaveCount(0);
  });

  test('conversations are kept: a new chat starts empty and an old one reopens', async ({ signedInPage: page }) => {
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('What is a persona in design thinking?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(page.getByRole('heading', { name: 'Innovation Assistant' })).toBeVisible();
    await page.getByRole('button', { name: 'Conversations' }).click();
    await page.getByRole('menuitem', { name: /What is a persona in design thinking\?/ }).click();
    await expect(page.getByRole('log').getByText('What is a persona in design thinking?')).toBeVisible();
  });
});
