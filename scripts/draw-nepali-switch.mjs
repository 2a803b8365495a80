// Draws the navbar's 'नेपाली' once, with the app's own Devanagari face, into src/assets/nepali-word.png: the switch
// shows that picture (as a mask in the text's colour), so a reader without a Devanagari system font can read it
// before, or without, the web font. Run again only if the word's face or weight changes: node scripts/draw-nepali-switch.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath } from './find-chromium.mjs';

const font = readFileSync(
  new URL('../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2', import.meta.url),
).toString('base64');
// Four times the switch's 14 px: crisp on a phone's 3x screen.
const html = `<style>
@font-face { font-family: Word; font-weight: 600; src: url(data:font/woff2;base64,${font}) format('woff2'); }
html, body { margin: 0; background: transparent; }
span { display: inline-block; font: 600 56px/1.5 Word; color: #000; padding: 0 2px; }
</style><span lang="ne">नेपाली</span>`;

const browser = await chromium.launch({ executablePath: await chromiumPath() });
try {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.evaluate('document.fonts.ready');
  const word = page.locator('span');
  const box = await word.boundingBox();
  writeFileSync(new URL('../src/assets/nepali-word.png', import.meta.url), await word.screenshot({ omitBackground: true }));
  console.log(`src/assets/nepali-word.png: ${box.width}×${box.height} px at 56 px`);
} finally {
  await browser.close();
}
