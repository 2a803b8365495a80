import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';

/**
 * A page's markup, drawn by preact/compat (unless `VIEW_RENDERER=react`, react-is-preact.ts puts this module in place of
 * render-markup.tsx); the async renderer waits for lazily loaded screens.
 */
export async function renderMarkup(page: ReactElement): Promise<string> {
  return await renderToStringAsync(page as unknown as VNode);
}
