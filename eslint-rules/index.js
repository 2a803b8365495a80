import { featureLayers } from './feature-layers.js';
import { testSupportImports } from './test-support-imports.js';

/** The project's own rules, as the `local` plugin eslint.config.js names. */
export default { rules: { 'feature-layers': featureLayers, 'test-support-imports': testSupportImports } };
