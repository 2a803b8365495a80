import { describe, expect, it } from 'vitest';
import { osmEmbedUrl } from './map';

describe('osmEmbedUrl', () => {
  it('centres an OpenStreetMap embed on the place, with a marker', () => {
    const url = new URL(osmEmbedUrl(27.7154, 85.3123));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('27.7154,85.3123');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    const [minLon, minLat, maxLon, maxLat] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(minLon).toBeLessThan(85.3123);
    expect(maxLon).toBeGreaterThan(85.3123);
    expect(minLat).toBeLessThan(27.7154);
    expect(maxLat).toBeGreaterThan(27.7154);
  });
});
