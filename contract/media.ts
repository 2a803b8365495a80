/**
 * Images travel as paths relative to the API host (docs/rules/entities.md#entities-and-fields), e.g.
 * `/media/meals/3f9a.webp`.
 * Every stored image has web-sized siblings named by width so the app can build `srcset`
 * without another field on the wire: `/media/meals/3f9a.webp` → `/media/meals/3f9a.w480.webp`.
 */
// `large` is a phone's full-width photo: 390–412 CSS pixels at 1.75–2× are 700–820 pixels, which without it took the
// 1200-wide file, about twice the bytes (Lighthouse's /menu loaded 300 kB of photos before its largest paint).
export const IMAGE_WIDTHS = { thumb: 160, card: 480, large: 800, detail: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

export function variantPath(path: string, size: ImageSize): string {
  return path.replace(/\.webp$/, `.w${IMAGE_WIDTHS[size]}.webp`);
}

/**
 * The JPEG of a stored picture that link previews name (WhatsApp and Viber show no WebP): 1200 wide, made from the
 * stored image the first time a preview reader asks for it.
 */
export function previewImagePath(path: string): string {
  return path.replace(/\.webp$/, '.preview.jpg');
}

/** Every width of a stored WebP as a `srcset`, each path made a URL by `toUrl` (the app and the server share it). */
export function variantSrcSet(path: string, toUrl: (path: string) => string): string {
  return (Object.keys(IMAGE_WIDTHS) as ImageSize[])
    .map((size) => `${toUrl(variantPath(path, size))} ${IMAGE_WIDTHS[size]}w`)
    .join(', ');
}

/**
 * How wide each kind of meal photo is drawn at each breakpoint (the `sizes` attribute). The server's preload hints
 * (server/http/page-hints.ts) must name the very same srcset and sizes as the page's <img>, or the browser loads the
 * photo twice; so both read them here.
 */
export const IMAGE_SLOT_SIZES = {
  /** A menu card, one column of the meal grid. */
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 32vw, (min-width: 640px) 48vw, 94vw',
  /** The home page's carousel slide. */
  slide: '(min-width: 1280px) 680px, (min-width: 768px) 54vw, 100vw',
  /** The meal page's gallery. */
  detail: '(min-width: 1024px) 560px, 100vw',
} as const;
