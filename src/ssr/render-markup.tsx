import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/** A page's markup, drawn by React 19; prerender waits for lazily loaded screens. */
export async function renderMarkup(page: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}
