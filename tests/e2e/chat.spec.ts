import { expect, expectNoAxeViolations, test } from './fixtures';
import { seedJourney, validatedJourney } from './seed-journey';

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
    // The "You" and "Assistant" labels on their bubbles, in dark mode too.
    await page.emulateMedia({ colorScheme: 'dark' });
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

test.describe('/chat keeps, names and copies conversations', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('returning to /chat reopens the last conversation, which can be renamed and deleted', async ({ signedInPage: page }) => {
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('What are the main risks of BNPL?');
    await input.press('Enter');
    await expect(page.getByText(/^Answered by:/)).toBeVisible();

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/chat');
    const log = page.getByRole('log');
    await expect(log.getByText('What are the main risks of BNPL?')).toBeVisible();
    await expect(log.getByText('Sources: Buy now, pay later (BNPL)')).toBeVisible();

    await page.getByRole('button', { name: 'Rename conversation' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename conversation' });
    await expect(rename.getByRole('textbox', { name: 'Conversation name' })).toHaveValue('What are the main risks of BNPL?');
    await expectNoAxeViolations(page);
    await rename.getByRole('textbox', { name: 'Conversation name' }).fill('   ');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(rename.getByText('Please give the conversation a name.')).toBeVisible();
    await rename.getByRole('textbox', { name: 'Conversation name' }).fill('BNPL risks for the card team');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByText('BNPL risks for the card team', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Conversations' }).click();
    await expect(page.getByRole('menuitem', { name: /BNPL risks for the card team/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete conversation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await confirm.getByRole('button', { name: 'Delete conversation' }).click();
    await expect(page.getByRole('heading', { name: 'Innovation Assistant' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Innovation Assistant' })).toBeVisible();
    await page.getByRole('button', { name: 'Conversations' }).click();
    await expect(page.getByText('No earlier conversations')).toBeVisible();
  });

  test('an answer can be copied; the button says Copied for 3 seconds', async ({ signedInPage: page }) => {
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('What is VRP and how does it differ from a direct debit?');
    await input.press('Enter');
    const copy = page.getByRole('button', { name: 'Copy answer 1' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied answer 1' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('**How does it differ from a direct debit?**');
    expect(copied).toContain('_Sources: Variable recurring payments (VRP)_');
    await expect(copy).toBeVisible({ timeout: 5000 });
    await expectNoAxeViolations(page);
  });
});

test('"my idea" uses the journey the user last had open, until they say not to', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, { ...validatedJourney(), journeyName: 'Split the bill' });
  await page.goto(`/validate/worth?journeyId=${id}`);
  await expect(page.getByRole('textbox', { name: 'Risks', exact: true })).toHaveValue('Fraud on shared payments');
  await page.goto('/chat');
  await expect(page.getByText(/^About: Split the bill/)).toBeVisible();
  await expectNoAxeViolations(page);

  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('What are the risks of my idea?');
  await input.press('Enter');
  const log = page.getByRole('log');
  await expect(log.getByText('Tap-to-Split Card Payments', { exact: false }).first()).toBeVisible();
  await expect(log.getByText(/Risks \(Worth\): Fraud on shared payments/)).toBeVisible();

  await page.getByRole('button', { name: "Don't use this journey" }).click();
  await expect(page.getByText(/^About:/)).toHaveCount(0);
  await input.fill('What are the risks of my idea, then?');
  await input.press('Enter');
  await expect(log.getByText(/no journey is open in this chat/)).toBeVisible();
});
