import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The sidebar names the restaurant the stories show (stories/fixtures.ts), as the app's navbar does.
addons.setConfig({ theme: create({ base: 'light', brandTitle: 'Himalayan Hearth · Storybook' }) });
