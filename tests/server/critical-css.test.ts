import { describe, expect, it } from 'vitest';
import { classesOf, criticalCssOf } from '../../server/http/critical-css';

// The styles a drawn page carries in its head (server/http/critical-css.ts): its classes' rules, every rule that
// names no class, and the custom properties those read.
const SHEET = [
  '@layer reset,base,tokens,recipes,utilities;',
  '@layer reset{*,:before{margin:0}body{font-family:var(--fonts-body)}}',
  '@layer tokens{:where(:root,:host){--colors-cream:#fbf6ec;--colors-bg:var(--colors-cream);--colors-unused:red;',
  '--fonts-body:system-ui;--spacing-4:1rem;--spacing-9:9rem}}',
  '@layer recipes{.card:is(:hover,[data-hover]){color:red}.card--size_lg{padding:2rem}}',
  '@layer utilities{.d_grid{display:grid}.d_flex{display:flex}.bg_bg\\.canvas\\/92{background:var(--colors-bg)}',
  '.p_4,.p_9{padding:var(--spacing-4)}.hover\\:c_red:is(:hover,[data-hover]){color:red}',
  '.group:hover .group-hover\\:d_none{display:none}.x:not(.absent){color:blue}',
  '.content_\\"a\\{b\\"{content:"}{"}',
  '@media screen and (min-width:48rem){.md\\:d_flex{display:flex}.md\\:p_9{padding:var(--spacing-9)}}}',
  '@font-face{font-family:Noto;src:url(/a.woff2)}@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

const critical = (html: string) => criticalCssOf(SHEET)(html);

describe('the styles of a drawn page', () => {
  it('keeps the rules of the classes in the markup, drops the others', () => {
    const css = critical('<div class="d_grid bg_bg.canvas/92 card"><p class="p_4 x">a</p></div>');
    expect(css).toContain('.d_grid{display:grid}');
    expect(css).toContain('.bg_bg\\.canvas\\/92{background:var(--colors-bg)}');
    expect(css).toContain('.card:is(:hover,[data-hover]){color:red}');
    // A class inside :not() need not be on the page.
    expect(css).toContain('.x:not(.absent){color:blue}');
    // Of a selector list, only the selectors that can match.
    expect(css).toContain('.p_4{padding:var(--spacing-4)}');
    for (const gone of ['d_flex', 'p_9', 'card--size_lg', 'hover\\:c_red', 'group-hover', 'md\\:', 'content_']) {
      expect(css).not.toContain(gone);
    }
  });

  it('keeps the rules without a class, every layer in its order, at-rules around kept rules only', () => {
    const css = critical('<div class="md:d_flex"></div>');
    expect(css.startsWith('@layer reset,base,tokens,recipes,utilities;@layer reset{*,:before{margin:0}')).toBe(true);
    // An empty layer still takes its place in the cascade's order.
    expect(css).toContain('@layer recipes{}');
    expect(css).toContain('@media screen and (min-width:48rem){.md\\:d_flex{display:flex}}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(critical('<div class="d_grid"></div>')).not.toContain('@media');
  });

  it('leaves the web fonts to the whole sheet, so none is asked for before the first paint', () => {
    expect(critical('<p lang="ne" class="d_grid">नमस्ते</p>')).not.toContain('@font-face');
  });

  it('sets only the custom properties the kept rules read, and those they read in turn', () => {
    const css = critical('<div class="bg_bg.canvas/92 d_grid"></div>');
    expect(css).toContain('--colors-bg:var(--colors-cream)');
    expect(css).toContain('--colors-cream:#fbf6ec');
    // Read by the reset's body rule.
    expect(css).toContain('--fonts-body:system-ui');
    for (const unread of ['--colors-unused', '--spacing-4:', '--spacing-9:']) expect(css).not.toContain(unread);
    // Read by an inline style of the markup.
    expect(critical('<div style="padding:var(--spacing-9)"></div>')).toContain('--spacing-9:9rem');
  });

  it('reads a class with a brace in a string, and a class attribute with entities', () => {
    expect(critical('<i class="content_&quot;a{b&quot;"></i>')).toContain('.content_\\"a\\{b\\"{content:"}{"}');
    expect([...classesOf('<a class=" a  b&amp;c "></a><b class="d"></b>')]).toEqual(['a', 'b&c', 'd']);
  });

  it('with every class of the sheet on the page, the whole sheet but the unread custom properties and the web fonts', () => {
    const all = [...SHEET.matchAll(/\.((?:[\w-]|\\.)+)/g)].map(([, name = '']) => name.replace(/\\(.)/g, '$1'));
    const css = critical(`<div class="${all.join(' ').replace(/"/g, '&quot;')}"></div>`);
    expect(css).toBe(SHEET.replace('--colors-unused:red;', '').replace('@font-face{font-family:Noto;src:url(/a.woff2)}', ''));
  });
});
