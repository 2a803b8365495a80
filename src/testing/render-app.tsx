import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createStoryActor, type StoryAppOptions } from '../../stories/app-story';
import { AppActorProvider } from '../app/app-actor';
import { startLocale } from '../i18n/locale';
import { LocaleProvider } from '../i18n/locale-context';

/** Renders a view the way the app does: a fresh app actor on the fake API, and a router at `route`. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', ...options }: StoryAppOptions & { route?: string } = {},
) {
  const actor = createStoryActor(options);
  const location = memoryLocation({ path: route, record: true });
  const view = render(
    <LocaleProvider actor={startLocale('en')}>
      <AppActorProvider actor={actor}>
        <Router hook={location.hook}>{ui}</Router>
      </AppActorProvider>
    </LocaleProvider>,
  );
  return { ...view, actor, location };
}
