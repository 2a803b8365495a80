/**
 * Renders every demo picture to PNG so it can be looked at, plus contact sheets at card size, and reports
 * render times and the size of a card-sized WebP. Usage: npx tsx server/demo/artwork/preview.ts <outdir>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoMeals, demoRestaurant } from '../../server/demo/catalog';

const CARD_WIDTH = 480;
const CARD_HEIGHT = 360;
const GAP = 12;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function sheet(cards: Buffer[], columns: number, file: string): Promise<void> {
  const rows = Math.ceil(cards.length / columns);
  const width = columns * CARD_WIDTH + (columns + 1) * GAP;
  const height = rows * CARD_HEIGHT + (rows + 1) * GAP;
  await sharp({ create: { width, height, channels: 3, background: '#1c1410' } })
    .composite(cards.map((input, i) => ({ input, left: GAP + (i % columns) * (CARD_WIDTH + GAP), top: GAP + Math.floor(i / columns) * (CARD_HEIGHT + GAP) })))
    .png()
    .toFile(file);
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: preview.ts <outdir>');
  mkdirSync(out, { recursive: true });
  const mains: Buffer[] = [];
  const everything: Buffer[] = [];
  let slowest = 0;
  for (const meal of demoMeals) {
    for (const [index, draw] of meal.images.entries()) {
      const svg = draw();
      const started = performance.now();
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const ms = performance.now() - started;
      slowest = Math.max(slowest, ms);
      writeFileSync(join(out, `${slug(meal.name)}-${index + 1}.png`), png);
      const card = await sharp(png).resize(CARD_WIDTH, CARD_HEIGHT).png().toBuffer();
      if (index === 0) mains.push(card);
      everything.push(card);
      console.log(`${meal.name} #${index + 1}: ${(svg.length / 1024).toFixed(0)} KB SVG, ${ms.toFixed(0)} ms`);
    }
  }
  const hero = demoRestaurant.image();
  const heroPng = await sharp(Buffer.from(hero)).png().toBuffer();
  writeFileSync(join(out, 'restaurant-hero.png'), heroPng);
  await sheet(mains, 4, join(out, 'contact-sheet.png'));
  await sheet(everything, 5, join(out, 'contact-sheet-all.png'));
  const first = demoMeals[0]?.images[0];
  if (first) {
    const webp = await sharp(Buffer.from(first())).resize(CARD_WIDTH).webp({ quality: 72 }).toBuffer();
    writeFileSync(join(out, 'card.webp'), webp);
    console.log(`card WebP (480 px, q72): ${(webp.length / 1024).toFixed(1)} KB`);
  }
  console.log(`hero: ${(hero.length / 1024).toFixed(0)} KB SVG; slowest meal render ${slowest.toFixed(0)} ms`);
}

await main();
