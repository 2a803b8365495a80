import path from 'node:path';
import { importSources } from './import-sources.js';

// Features stand in layers and import only from layers below them, so no two features can import each other
// (tests/import-cycles.test.ts finds any circle that slips past). Features in one layer do not import each other.
export const FEATURE_LAYERS = [
  ['shared'],
  ['menu'],
  ['account', 'cart'],
  ['orders'],
  ['catalogue', 'people', 'money'],
  ['kitchen'],
  ['restaurant'],
];

const layerOf = new Map(FEATURE_LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));
const layersText = FEATURE_LAYERS.map((names) => names.join(', ')).join(' < ');

/** The feature a file under the project root belongs to (`machines/<feature>/…`, `src/features/<feature>/…`), or null. */
function featureOf(file) {
  return /^(?:machines|src\/features)\/([^/]+)\//.exec(file)?.[1] ?? null;
}

export const featureLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only features in lower layers (machines/<feature>, src/features/<feature>).' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = featureOf(path.relative(root, context.filename).split(path.sep).join('/'));
    if (!from) return {};
    const check = (spec, node) => {
      if (!spec.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
      const to = featureOf(target);
      if (!to || to === from) return;
      const [fromLayer, toLayer] = [layerOf.get(from), layerOf.get(to)];
      const unknown = [from, to].find((name) => !layerOf.has(name));
      if (unknown) {
        context.report({ node, message: `Feature "${unknown}" has no layer: add it to FEATURE_LAYERS in eslint-rules/feature-layers.js.` });
      } else if (toLayer >= fromLayer) {
        context.report({ node, message: `Feature "${from}" may not import feature "${to}": features import only lower layers (${layersText}).` });
      }
    };
    return importSources(check);
  },
};
