import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The project's ESLint, on a made-up file at `filePath`: the messages one rule gives, to prove the rule fires. */
export const lintErrorsOf =
  (ruleId: string) =>
  async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: `${root}${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };

/** The project's ESLint running one rule only, for checking the whole tree against it without the rest's cost. */
export const projectEslintFor = (ruleId: string) =>
  new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js`, ruleFilter: (rule) => rule.ruleId === ruleId });

export { eslint as projectEslint, root as repositoryRoot };
