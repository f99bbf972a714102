import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolls to the end of the page and lists the text and controls the floating chat button covers
 * there: every text line and every link, button or field whose box meets the button's box.
 */
export async function contentUnderChatButton(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fab = page.getByRole('link', { name: 'Open the innovation chat assistant' });
  await expect(fab).toBeVisible();
  const box = await fab.boundingBox();
  if (!box) throw new Error('The chat button has no box');
  return page.evaluate((fabBox) => {
    const meets = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < fabBox.x + fabBox.width &&
      rect.right > fabBox.x &&
      rect.top < fabBox.y + fabBox.height &&
      rect.bottom > fabBox.y;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('aside')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll('main a, main button, main input, main select, main textarea')) {
      if (meets(control.getBoundingClientRect())) covered.push(`${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
    }
    return covered;
  }, box);
}

function luminance([red, green, blue]: number[]): number {
  const linear = [red, green, blue].map((channel = 0) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** WCAG contrast ratio of two colours given as [r, g, b]. */
export function contrastRatio(first: number[], second: number[]): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The colour an element paints (its text, or the background of its ::before) and the opaque
 * background behind it, as [r, g, b]; a transparent paint answers alpha 0 so a test can fail on it.
 */
export async function paintAndBackdrop(
  locator: Locator,
  what: 'text' | 'before-background',
): Promise<{ paint: number[]; alpha: number; backdrop: number[] }> {
  return locator.evaluate((element, kind) => {
    const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const style = kind === 'text' ? getComputedStyle(element) : getComputedStyle(element, '::before');
    const paint = parse(kind === 'text' ? style.color : style.backgroundColor);
    let backdrop = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (background.length === 3 || background[3] === 1) {
        backdrop = background.slice(0, 3);
        break;
      }
    }
    return { paint: paint.slice(0, 3), alpha: paint.length === 4 ? (paint[3] ?? 1) : 1, backdrop };
  }, what);
}

/**
 * The words inside `area` that the browser wrapped in the middle ("ana.sil|va@bank"): within one
 * text node a line may only end at a space or a hyphen. Break points offered by <wbr> split nodes.
 */
export async function wordsBrokenMidWord(area: Locator): Promise<string[]> {
  return area.evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const range = document.createRange();
        const topOf = (index: number) => {
          range.setStart(node!, index);
          range.setEnd(node!, index + 1);
          return range.getBoundingClientRect().top;
        };
        for (let index = 1; index < text.length; index += 1) {
          const wrapped = topOf(index) > topOf(index - 1) + 1;
          if (wrapped && !/[\s-]/.test(text[index - 1]!) && !/\s/.test(text[index]!)) broken.push(text);
        }
      }
    }
    return broken;
  });
}
