import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * Every reference in the repository leads somewhere a newcomer can open: `docs/….md#section` names a file and a
 * heading that exist, no comment cites a document or an issue tracker that is not in the repository, and every repo
 * path README.md and docs/ name is there. Pure over a file reader, so a test can feed it a tree of its own.
 */
export interface Tree {
  files: readonly string[];
  read(path: string): string;
  exists(path: string): boolean;
}

export function repoTree(root: string): Tree {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && existsSync(join(root, f)));
  return {
    files,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    exists: (path) => existsSync(join(root, path)),
  };
}

const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|md|mdx|yaml|yml|css|html)$/;
const NOT_OURS = /^(locales\/|public\/|styled-system\/|node_modules\/)/;
/** The checker and the rewrite name the citations they look for. */
const CHECKERS = new Set(['tests/docs-references.ts', 'tests/docs-references.test.ts', 'scripts/cite-docs.mjs']);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) out.add(slug(heading[1]));
  }
  return out;
}

/** `docs/x.md#y` anywhere, and in docs' own markdown links `[text](x.md#y)` relative to the page. */
const DOC_REFERENCE = /(?<![\w/.-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g;
const MARKDOWN_LINK = /\]\(((?![a-z]+:)[^)\s#]+\.md)(?:#([\w-]+))?\)/g;
/**
 * `docs/rules/validation.md#validation-rules`, `docs/rules/roles.md#permissions`, a bare
 * `docs/rules/texts.md#error-catalogue` (an RFC's sections aside), `docs/rules/orders.md#ways-to-order`.
 */
const CITATIONS = [/\b(?:spec|decisions)(?:\.md)?(?:'s)?\s+(?:section\s+\d+|§\s?\d+)/i, /(?<!RFC \d+ )§\s?\d/, /\bissues?\s+#?\d+/i];

export function referenceProblems(tree: Tree): string[] {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const check = (from: string, target: string, anchor: string | undefined, raw: string) => {
    const file = normalize(target);
    if (!tree.exists(file)) return problems.push(`${from}: ${raw}: no file ${file}`);
    if (!anchor) return;
    if (!anchorsOf.has(file)) anchorsOf.set(file, anchors(tree.read(file)));
    if (!anchorsOf.get(file)?.has(anchor)) problems.push(`${from}: ${raw}: ${file} has no section #${anchor}`);
  };
  for (const path of tree.files) {
    if (!TEXT.test(path) || NOT_OURS.test(path) || CHECKERS.has(path)) continue;
    const text = tree.read(path);
    for (const m of text.matchAll(DOC_REFERENCE)) check(path, m[1] ?? '', m[2], m[0]);
    if (path.endsWith('.md'))
      for (const m of text.matchAll(MARKDOWN_LINK)) check(path, join(dirname(path), m[1] ?? ''), m[2], m[0]);
    text.split('\n').forEach((line, i) => {
      const cited = CITATIONS.map((c) => c.exec(line)?.[0]).find(Boolean);
      if (cited) problems.push(`${path}:${i + 1}: cites '${cited}', which is not in the repository`);
    });
  }
  return problems;
}

/** A repo path in backticks: under a top-level folder, or any relative path ending in a file's extension. */
const REPO_PATH =
  /`((?:src|server|contract|machines|stories|tests|scripts|docs|bench|deploy|demo|locales|panda|\.ci)\/[^`\s*{}<>]*|(?:[\w.-]+\/)*[\w-]+\.(?:tsx?|mts|mjs|cjs|js|json|md|po|ya?ml|sh|conf))`/g;
/** Outside backticks too (the layout drawn in README): a relative path with a folder, ending in a file's extension. */
const BARE_PATH = /(?<![\w/.:@-])((?:[\w.-]+\/)+[\w-]+\.(?:tsx?|mts|mjs|cjs|json|md|po))(?![\w/])/g;
/** What a run makes (.gitignore): named by the docs, never in the tree. */
const MADE_BY_RUNS = /^(data|dist|storybook-static|coverage|test-results|bench\/results|node_modules|styled-system)(\/|$)/;

/** Paths README.md and docs/*.md name that are not in the tree. */
export function missingPaths(tree: Tree): string[] {
  const problems = new Set<string>();
  for (const path of tree.files) {
    if (!(path === 'README.md' || /^docs\/.*\.md$/.test(path))) continue;
    const text = tree.read(path);
    const named = [...text.matchAll(REPO_PATH), ...text.matchAll(BARE_PATH)].map((m) => m[1] ?? '');
    for (const raw of named) {
      const cut = raw.replace(/[:#].*$/, '').replace(/\/$/, '');
      const file = /^\.\.?\//.test(cut) ? normalize(join(dirname(path), cut)) : cut;
      if (MADE_BY_RUNS.test(file) || tree.exists(file)) continue;
      // A bare file name may be anywhere in the tree; a path must be where it says.
      if (file.includes('/') || !tree.files.some((f) => f.endsWith(`/${file}`)))
        problems.add(`${path}: \`${raw}\` ${file.includes('/') ? 'does not exist' : 'is nowhere'}`);
    }
  }
  return [...problems];
}

/** `npm run x` named in README.md and docs/*.md that package.json has no script for. */
export function missingScripts(tree: Tree): string[] {
  const scripts = (JSON.parse(tree.read('package.json')) as { scripts?: Record<string, string> }).scripts ?? {};
  const problems = new Set<string>();
  for (const path of tree.files) {
    if (!(path === 'README.md' || /^docs\/.*\.md$/.test(path))) continue;
    for (const m of tree.read(path).matchAll(/npm run ([\w:-]+)/g))
      if (!(m[1] && m[1] in scripts)) problems.add(`${path}: npm run ${m[1]} is no script`);
  }
  return [...problems];
}
