import { describe, expect, it } from 'vitest';
import { customerOnPhone } from './customer-steps';
import { useBrowser } from './session';

const { open } = useBrowser();

describe('the smaller defects a busy night showed, in Chromium', () => {
  it('at 390 px, signed in, no icon of the navbar overlaps the restaurant’s name, in either language', async () => {
    const { page } = await customerOnPhone(open);
    // The bar's own name is translated too: found by where it is.
    const bar = page.locator('header nav').first();
    const name = bar.getByRole('link').first().locator('span');
    for (const language of ['English', 'Nepali']) {
      if (language === 'Nepali') {
        await page.getByRole('button', { name: 'नेपाली' }).click();
        await page.locator('html[lang="ne"]').waitFor();
      }
      // Every visible link and button of the bar but the name's own link: none may lie over the name's letters.
      const overlaps = await bar.evaluate((nav) => {
        const brand = nav.querySelector('a span')!.getBoundingClientRect();
        return [...nav.querySelectorAll('a, button')]
          .slice(1)
          .map((node) => ({ label: node.getAttribute('aria-label') ?? node.textContent, box: node.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .filter(({ box }) => box.left < brand.right && box.right > brand.left && box.top < brand.bottom && box.bottom > brand.top)
          .map(({ label }) => label);
      });
      expect(overlaps).toEqual([]);
      expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
      await page.screenshot({ path: `test-results/screenshots/phone-navbar-signed-in-${language.toLowerCase()}.png`, clip: { x: 0, y: 0, width: 390, height: 80 } });
    }
  });
});
