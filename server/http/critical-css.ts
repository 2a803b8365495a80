/**
 * The part of the app's stylesheet a drawn page needs for its first paint (static-files.ts): the rules whose
 * selectors name only classes the page's markup uses, and every rule that names no class (the reset, the global
 * styles, the tokens), with the at-rules they sit in. Panda's classes are atomic, so a page uses a small share of them;
 * the whole sheet follows in a link at the end of the body for what the page draws later.
 */

/** A rule or a block of rules of the sheet, as written. */
type Node =
  | { kind: 'style'; selectors: Array<{ text: string; classes: string[] }>; body: string; global: Declaration[] | null }
  | { kind: 'group'; prelude: string; children: Node[]; keepEmpty: boolean }
  | { kind: 'verbatim'; text: string };

/** A declaration of a rule that names no class; `name` when it sets a custom property. */
interface Declaration {
  name: string | null;
  text: string;
}

/** At-rules that hold rules: filtered inside. Any other block (`@keyframes`, `@property`) is kept whole. */
const GROUPS = /^@(media|supports|layer|container|scope)\b/i;

/**
 * Web fonts wait for the whole sheet, which public/first-paint.js adds once the page's photo is drawn: declared in the
 * head, the Nepali pages' three Devanagari faces (160 kB) were asked for at the first layout and shared a phone's
 * network with the photo; until they come, the text is drawn in the system's face (a phone's own Devanagari).
 */
const AFTER_FIRST_PAINT = /^@font-face\b/i;

/** The index just past the string that starts at `from` (a quote). */
function skipString(css: string, from: number) {
  const quote = css[from];
  let i = from + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index of the `}` that closes the block whose `{` is at `open`. */
function closingBrace(css: string, open: number) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") i = skipString(css, i) - 1;
    else if (char === '\\') i++;
    else if (char === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

/**
 * Walks a selector's top level: `visit` sees each index outside strings, escapes and brackets (`(…)`, `[…]`); what
 * it returns is how many characters past that index it has read, which the walk then passes over.
 */
function scanTopLevel(text: string, visit: (at: number) => number | void) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") i = skipString(text, i) - 1;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) i += visit(i) ?? 0;
  }
}

/** A selector list split at its top-level commas. */
function splitSelectors(list: string) {
  const parts: string[] = [];
  let start = 0;
  scanTopLevel(list, (at) => {
    if (list[at] !== ',') return;
    parts.push(list.slice(start, at));
    start = at + 1;
  });
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

const IDENT = /^(?:[\w-]|\\[0-9a-fA-F]{1,6}[ \t\n]?|\\[^\n0-9a-fA-F]|[^\p{ASCII}])+/u;

/** A CSS identifier as the HTML writes it: `bg_bg\.canvas\/92` is `bg_bg.canvas/92`. */
const unescapeIdent = (ident: string) =>
  ident.replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );

/**
 * The classes a selector needs on the page to match anything. Classes inside `:not(…)`, `:is(…)` and attribute
 * selectors are left out: a class there does not have to be on the page for the rule to apply.
 */
function classesOfSelector(selector: string) {
  const classes: string[] = [];
  scanTopLevel(selector, (at) => {
    if (selector[at] !== '.') return;
    const ident = IDENT.exec(selector.slice(at + 1))?.[0];
    if (!ident) return;
    classes.push(unescapeIdent(ident));
    return ident.length;
  });
  return classes;
}

/** The rules of `css` (a built sheet, or the inside of a block). */
function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    if (i >= css.length) break;
    // The prelude runs to the block's `{`, or a statement's `;` (`@layer a, b;`, `@import`).
    let end = i;
    while (end < css.length && css[end] !== '{' && css[end] !== ';') {
      if (css[end] === '"' || css[end] === "'") end = skipString(css, end);
      else end += css[end] === '\\' ? 2 : 1;
    }
    const prelude = css.slice(i, end).trim();
    if (css[end] !== '{') {
      nodes.push({ kind: 'verbatim', text: `${css.slice(i, end)};` });
      i = end + 1;
      continue;
    }
    const close = closingBrace(css, end);
    const inside = css.slice(end + 1, close);
    if (AFTER_FIRST_PAINT.test(prelude)) {
      i = close + 1;
      continue;
    }
    if (prelude.startsWith('@')) {
      nodes.push(
        GROUPS.test(prelude)
          ? // A layer is kept even empty: the order the layers first appear in is their order in the cascade.
            { kind: 'group', prelude, children: parse(inside), keepEmpty: /^@layer\b/i.test(prelude) }
          : { kind: 'verbatim', text: css.slice(i, close + 1) },
      );
    } else {
      const selectors = splitSelectors(prelude).map((text) => ({ text, classes: classesOfSelector(text) }));
      const global = selectors.every((selector) => selector.classes.length === 0) ? declarations(inside) : null;
      nodes.push({ kind: 'style', selectors, body: inside, global });
    }
    i = close + 1;
  }
  return nodes;
}

/** A rule's body split at its top-level semicolons; null when it holds anything but declarations (nested rules). */
function declarations(body: string): Declaration[] | null {
  const found: Declaration[] = [];
  let start = 0;
  let nested = false;
  const take = (end: number) => {
    const text = body.slice(start, end).trim();
    if (text) found.push({ name: /^(--[\w-]+)\s*:/.exec(text)?.[1] ?? null, text });
    start = end + 1;
  };
  scanTopLevel(body, (at) => {
    if (body[at] === '{') nested = true;
    else if (body[at] === ';') take(at);
  });
  take(body.length);
  return nested ? null : found;
}

/** The rules of `nodes` that can match a page with these classes. */
function matching(nodes: Node[], classes: ReadonlySet<string>): Node[] {
  const kept: Node[] = [];
  for (const node of nodes) {
    if (node.kind === 'verbatim') kept.push(node);
    else if (node.kind === 'group') {
      const children = matching(node.children, classes);
      if (children.length > 0 || node.keepEmpty) kept.push({ ...node, children });
    } else {
      const selectors = node.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
      if (selectors.length > 0) kept.push({ ...node, selectors });
    }
  }
  return kept;
}

const VAR = /var\(\s*(--[\w-]+)/g;
const varsIn = (text: string) => [...text.matchAll(VAR)].map(([, name = '']) => name);

/**
 * The custom properties `nodes` and `markup` read, and those their values read in turn. The tokens (about 8 kB of
 * colours, sizes and fonts set on `:root`) are most of the rules without a class; a page reads a few of them.
 */
function usedProperties(nodes: Node[], markup: string): Set<string> {
  const values = new Map<string, string[]>();
  const used = new Set(varsIn(markup));
  const visit = (node: Node) => {
    if (node.kind === 'group') node.children.forEach(visit);
    else if (node.kind === 'verbatim') varsIn(node.text).forEach((name) => used.add(name));
    else if (!node.global) varsIn(node.body).forEach((name) => used.add(name));
    else
      for (const { name, text } of node.global) {
        if (name) values.set(name, [...(values.get(name) ?? []), text]);
        else varsIn(text).forEach((read) => used.add(read));
      }
  };
  nodes.forEach(visit);
  const pending = [...used];
  while (pending.length > 0) {
    for (const text of values.get(pending.pop()!) ?? []) {
      for (const name of varsIn(text)) {
        if (used.has(name)) continue;
        used.add(name);
        pending.push(name);
      }
    }
  }
  return used;
}

/** `nodes` as CSS, without the custom properties no one reads. */
function write(nodes: Node[], used: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'verbatim') out += node.text;
    else if (node.kind === 'group') out += `${node.prelude}{${write(node.children, used)}}`;
    else {
      const body = node.global
        ? node.global
            .filter(({ name }) => name === null || used.has(name))
            .map(({ text }) => text)
            .join(';')
        : node.body;
      if (body !== '' || !node.global) out += `${node.selectors.map((selector) => selector.text).join(',')}{${body}}`;
    }
  }
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };
const decode = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Every class a `class` attribute of `html` names. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decode(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The `style` attributes of `html`, where a custom property may be read. */
const stylesOf = (html: string) =>
  [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) => decode(value)).join(';');

/** Subsets kept per sheet: a page's classes change with its data, but take few distinct sets. */
const SUBSETS_PER_SHEET = 64;

/**
 * `criticalCss(html)`: the part of `css` the page `html` needs. The sheet is parsed once; the last SUBSETS_PER_SHEET
 * answers are kept, by the classes and inline styles they were made for.
 */
export function criticalCssOf(css: string): (html: string) => string {
  const nodes = parse(css);
  const known = new Map<string, string>();
  return (html) => {
    const classes = classesOf(html);
    const styles = stylesOf(html);
    const key = `${[...classes].sort().join(' ')}\n${styles}`;
    let found = known.get(key);
    if (found === undefined) {
      const kept = matching(nodes, classes);
      found = write(kept, usedProperties(kept, styles));
      if (known.size >= SUBSETS_PER_SHEET) known.delete(known.keys().next().value!);
    } else known.delete(key);
    known.set(key, found);
    return found;
  };
}
