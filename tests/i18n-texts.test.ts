// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a view writes goes through the catalogue (docs/i18n.md): a JSX text, or a string in an attribute a
 * person reads or hears, with a letter in it, is a text a Nepali reader would get in English. Set `I18N_ONLY` to a
 * folder (src/features/cart) to list one feature's while converting it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.env.I18N_ONLY ?? 'src';

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
// Words that are the same in every language here: names of brands and of the languages themselves.
const SAME_IN_EVERY_LANGUAGE = new Set(['eSewa', 'English', 'नेपाली', 'Facebook', 'Instagram', 'TikTok', 'X']);
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

function viewFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : viewFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

function bareTexts(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      if (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) {
        if (hasWords(node.expression.text)) found.push(`${where(node)} ${node.expression.text}`);
      }
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && hasWords(value.text)) found.push(`${where(node)} ${node.name.getText(source)}="${value.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts go through the catalogue', () => {
  it(`no view under ${only} writes a text outside it`, () => {
    const texts = viewFiles(join(root, only)).flatMap(bareTexts);
    expect(texts).toEqual([]);
  });
});
