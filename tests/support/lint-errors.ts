import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The project's ESLint config with only `ruleId` run: `npm run lint` runs every rule over the tree already, and the
 * others (React's compiler-based hooks rules among them) made a test of one rule cost half a minute of CPU.
 */
export const eslintWithOnly = (ruleId: string) =>
  new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js`, ruleFilter: (rule) => rule.ruleId === ruleId });

/** The project's ESLint, on a made-up file at `filePath`: the messages one rule gives, to prove the rule fires. */
export const lintErrorsOf = (ruleId: string) => {
  const eslint = eslintWithOnly(ruleId);
  return async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: `${root}${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };
};

/** A made-up file and the import line in it. */
type Case = readonly [file: string, code: string];

/** A rule's proof, one test a case: each `refused` import gives exactly one error of the rule, each `allowed` none. */
export function itRefusesAndAllows(ruleId: string, refused: readonly Case[], allowed: readonly Case[]) {
  const errorsOf = lintErrorsOf(ruleId);
  it.each(refused)('%s: %s is an error', async (file, code) => {
    expect(await errorsOf(file, code)).toHaveLength(1);
  });
  it.each(allowed)('%s: %s is allowed', async (file, code) => {
    expect(await errorsOf(file, code)).toEqual([]);
  });
}

/**
 * What one rule says about the real files in `folders`, as `path:line message`; only that rule runs, so the check
 * costs a parse of the tree and no more. `skip` leaves out the files whose path it matches.
 */
export async function ruleErrorsInTree(ruleId: string, folders: string[], skip?: RegExp): Promise<string[]> {
  const only = eslintWithOnly(ruleId);
  const results = (await only.lintFiles(folders)).filter((r) => !skip?.test(r.filePath));
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === ruleId).map((m) => `${r.filePath}:${m.line} ${m.message}`));
}

export { root as repositoryRoot };
