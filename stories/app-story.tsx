import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { createAppLogic } from '../machines/app.machine';
import { AppActorProvider, type AppActor } from '../src/app/app-actor';
import { showNotifications } from '../src/app/notifications';
import { Toaster } from '../src/app/toaster';
import { createFakeApi, type FakeApiOptions } from './fake-api';

export interface StoryAppOptions extends FakeApiOptions {
  /** What the navbar's cart badge starts at. */
  cartCount?: number;
}

/** The app's root actor on the fake API, started, its notifications shown as toasts. */
export function createStoryActor({ cartCount = 0, ...api }: StoryAppOptions = {}): AppActor {
  const actor = createActor(createAppLogic(createFakeApi(api)));
  actor.start();
  showNotifications(actor);
  if (cartCount > 0) actor.system.get('cartCount')?.send({ type: 'cart.count.set', count: cartCount });
  return actor;
}

function StoryApp({ options, children }: { options: StoryAppOptions; children: React.ReactNode }) {
  const [actor] = useState(() => createStoryActor(options));
  // React cleans up the parent before its children; stop once the screens have said goodbye to their resources.
  useEffect(() => () => void setTimeout(() => actor.stop(), 0), [actor]);
  return (
    <AppActorProvider actor={actor}>
      {children}
      <Toaster />
    </AppActorProvider>
  );
}

/** A story decorator giving the component a fresh app actor on the fake API. */
export const withApp =
  (options: StoryAppOptions = {}): Decorator =>
  (Story) => (
    <StoryApp options={options}>
      <Story />
    </StoryApp>
  );
