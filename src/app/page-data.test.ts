import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from '../../contract/page-data-id';
import { readPageData } from './page-data';

/** A document at `path` carrying `text` as its page data. */
function documentWith(text: string | null, path = '/menu'): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  // A document made here has no address of its own: the page's is the one it was drawn for, or not.
  return { getElementById: (id: string) => doc.getElementById(id), location: { pathname: path } } as unknown as Document;
}

const drawn = { path: '/menu', locale: 'ne', restaurant: null, categories: [], meals: [] };

describe('readPageData: the data of the server-drawn page, read without the schema', () => {
  it('is the page data when it was drawn for this path in a language of the app', () => {
    expect(readPageData(documentWith(JSON.stringify(drawn)))).toEqual(drawn);
  });

  it('is null without page data, when it is not JSON or not an object', () => {
    expect(readPageData(documentWith(null))).toBeNull();
    expect(readPageData(documentWith('{"path":'))).toBeNull();
    expect(readPageData(documentWith('null'))).toBeNull();
    expect(readPageData(documentWith('"/menu"'))).toBeNull();
  });

  it('is null when it was drawn for another path, or names no language of the app', () => {
    expect(readPageData(documentWith(JSON.stringify(drawn), '/'))).toBeNull();
    expect(readPageData(documentWith(JSON.stringify({ ...drawn, locale: 'fr' })))).toBeNull();
    expect(readPageData(documentWith(JSON.stringify({ ...drawn, locale: undefined })))).toBeNull();
  });
});
