import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchors, missingPaths, missingScripts, referenceProblems, repoTree, slug, type Tree } from './docs-references';

const root = fileURLToPath(new URL('..', import.meta.url));

function tree(files: Record<string, string>): Tree {
  return { files: Object.keys(files), read: (p) => files[p] ?? '', exists: (p) => p in files };
}

const rules = '# Orders\n\n## Ready time\n\nText.\n\n## A line\'s price, once\n';

describe('references in the repository lead somewhere', () => {
  it('every docs/….md#section named in code, tests, stories, scripts and docs exists; nothing cites a document or issue that is not here', () => {
    expect(referenceProblems(repoTree(root))).toEqual([]);
  });

  it('every repo path README.md and docs/ name exists', () => {
    expect(missingPaths(repoTree(root))).toEqual([]);
  });

  it('every `npm run` README.md and docs/ name is a script', () => {
    expect(missingScripts(repoTree(root))).toEqual([]);
  });
});

describe('the checker fails on what a newcomer could not follow', () => {
  it("reads headings as GitHub's anchors", () => {
    expect(slug("A line's price, once")).toBe('a-lines-price-once');
    expect([...anchors(rules)]).toEqual(['orders', 'ready-time', 'a-lines-price-once']);
    expect(anchors('```\n# not a heading\n```\n').size).toBe(0);
  });

  it('a reference to a missing file, a missing section, or a broken link between docs', () => {
    const problems = referenceProblems(
      tree({
        'docs/rules/orders.md': `${rules}\nSee [money](../money.md#paisa) and [here](orders.md#ready-time).\n`,
        'src/a.ts': '// Due when asked for (docs/rules/orders.md#ready-time); priced by docs/rules/orders.md#a-lines-price-once.\n',
        'src/b.ts': '// docs/rules/orders.md#ready-soon and docs/rules/kitchen.md#alerts\n',
      }),
    );
    expect(problems).toEqual([
      'docs/rules/orders.md: ](../money.md#paisa): no file docs/money.md',
      'src/b.ts: docs/rules/orders.md#ready-soon: docs/rules/orders.md has no section #ready-soon',
      'src/b.ts: docs/rules/kitchen.md#alerts: no file docs/rules/kitchen.md',
    ]);
  });

  it.each([
    ['// Spec §8, word for word.', 'Spec §8'],
    ["/** The spec's §5 rules. */", "spec's §5"],
    ['// Who may (decisions §3).', 'decisions §3'],
    ['// as decisions.md §2 words them', 'decisions.md §2'],
    ['// A refusal shows the §8 auth error text.', '§8'],
    ["it('keeps the pair (issue 14)', () => {});", 'issue 14'],
    ['/** Issue 13: options. */', 'Issue 13'],
  ])('a citation of a document that is not here: %s', (line, cited) => {
    expect(referenceProblems(tree({ 'src/a.ts': line }))).toEqual([
      `src/a.ts:1: cites '${cited}', which is not in the repository`,
    ]);
  });

  it('leaves RFC sections alone', () => {
    expect(referenceProblems(tree({ 'src/a.ts': '// (RFC 9110 §15.5.6 asks for them)' }))).toEqual([]);
  });

  it('a path in README or docs that is not in the tree', () => {
    expect(
      missingPaths(
        tree({
          'README.md': 'See `src/ui/upgrade-on-use.ts`, `components/upgrade-on-use.ts`, `tests/i18n/`.\n',
          'src/ui/upgrade-on-use.ts': '',
        }),
      ),
    ).toEqual([
      'README.md: `components/upgrade-on-use.ts` does not exist',
      'README.md: `tests/i18n/` does not exist',
    ]);
  });

  it('an npm script README or docs name that package.json lacks', () => {
    const files = { 'package.json': '{"scripts":{"test":"x"}}', 'docs/a.md': '`npm run test`, `npm run bench:x`' };
    expect(missingScripts(tree(files))).toEqual(['docs/a.md: npm run bench:x is no script']);
  });
});
