import type { StorybookConfig } from '@storybook/react-vite';

// Set up by hand (create-storybook needs the network). Vite's own config (vite.config.ts) is picked up, so the
// `styled-system` alias and the Panda PostCSS plugin work here as they do in the app.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
