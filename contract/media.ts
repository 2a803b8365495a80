/**
 * Images travel as paths relative to the API host (spec §3), e.g. `/media/meals/3f9a.webp`.
 * Every stored image has web-sized siblings named by width so the app can build `srcset`
 * without another field on the wire: `/media/meals/3f9a.webp` → `/media/meals/3f9a.w480.webp`.
 */
export const IMAGE_WIDTHS = { thumb: 160, card: 480, detail: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

export function variantPath(path: string, size: ImageSize): string {
  return path.replace(/\.webp$/, `.w${IMAGE_WIDTHS[size]}.webp`);
}
