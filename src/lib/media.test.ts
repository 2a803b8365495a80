import { describe, expect, it } from 'vitest';
import { imageSources, mediaUrl } from './media';

describe('mediaUrl', () => {
  it('puts the API host before a path from the wire', () => {
    expect(mediaUrl('/media/meals/ab12.webp', '/api')).toBe('/api/media/meals/ab12.webp');
  });

  it('leaves full and data URLs alone', () => {
    expect(mediaUrl('https://cdn.example/a.webp', '/api')).toBe('https://cdn.example/a.webp');
    expect(mediaUrl('data:image/svg+xml,x', '/api')).toBe('data:image/svg+xml,x');
  });
});

describe('imageSources', () => {
  it('offers every stored width and uses the card width as src', () => {
    const { src, srcSet } = imageSources('/media/meals/ab12.webp');
    expect(src).toMatch(/\/media\/meals\/ab12\.w480\.webp$/);
    expect(srcSet?.split(', ').map((entry) => entry.replace(/^.*\/ab12\./, ''))).toEqual([
      'w160.webp 160w',
      'w480.webp 480w',
      'w800.webp 800w',
      'w1200.webp 1200w',
    ]);
  });

  it('uses the placeholder when there is no image', () => {
    expect(imageSources(null)).toEqual({ src: expect.stringContaining('meal-placeholder') });
  });

  it('has no srcset for an image without width variants', () => {
    expect(imageSources('/media/legacy/photo.png').srcSet).toBeUndefined();
  });
});
