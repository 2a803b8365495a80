import type { Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '../src/index.css';

function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  return <Router hook={location.hook}>{children}</Router>;
}

/** Every story gets its own in-memory router; `parameters.route` says which path it starts on. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    route: '/',
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryRouter path={String(parameters.route ?? '/')}>
        <Story />
      </StoryRouter>
    ),
  ],
};

export default preview;
