import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

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

export { root as repositoryRoot };
