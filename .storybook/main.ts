import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { drawnByPreact, viewAliases } from '../react-is-preact';

/**
 * The stories draw with preact/compat, as the app does (react-is-preact.ts; React with `VIEW_RENDERER=react`). The docs
 * addon aliases `react` and `react-dom` to the installed React ahead of a config's own aliases, and Storybook then
 * silently drew every story with React: this puts ours first, once every config is merged.
 */
function reactIsPreactFirst(): Plugin {
  return {
    name: 'react-is-preact-first',
    enforce: 'post',
    // Vite merges a plugin's aliases ahead of those it already has.
    config: () => ({ resolve: { alias: viewAliases } }),
  };
}

// Set up by hand (create-storybook needs the network). Vite's own config (vite.config.ts) is picked up, so the
// `styled-system` alias and the Panda PostCSS plugin work here as they do in the app.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Each screen's docs page (stories/*.mdx) sits next to its stories: what each state is and what QA checks.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  // a11y: axe on the story shown (its panel lists what fails); docs: the screens' docs pages. The docs addon's CSF
  // plugin is off: it copies each meta's comment into a `parameters` of its own, which replaced the parameters a meta
  // spreads in (`...onPathPage(...)`: the story's route was lost), and the docs pages are written, not generated.
  addons: ['@storybook/addon-a11y', { name: '@storybook/addon-docs', options: { csfPluginOptions: null } }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) =>
    drawnByPreact ? { ...config, plugins: [...(config.plugins ?? []), reactIsPreactFirst()] } : config,
};

export default config;
