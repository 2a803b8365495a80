import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { createAppLogic } from '../machines/app.machine';
import { AppActorProvider, type AppActor } from '../src/app/app-actor';
import { showNotifications } from '../src/app/notifications';
import { Toaster } from '../src/app/toaster';
import { cartOf } from './cart-fixtures';
import { createFakeApi, type FakeApiOptions } from './fake-api';
import { sessionOfRole } from './story-role';

export interface StoryAppOptions extends FakeApiOptions {

  /** What the navbar's badge loads: the customer's cart holds this many meals, or the admin's kitchen queue. */
  cartCount?: number;
}

/** The app's root actor on the fake API, started, its notifications shown as toasts. */
export function createStoryActor({ cartCount = 0, ...api }: StoryAppOptions = {}): AppActor {
  const badge = api.session === 'admin' ? { kitchenQueue: cartCount } : { items: cartOf(cartCount) };
  const actor = createActor(createAppLogic(createFakeApi({ ...api, cart: { ...badge, ...api.cart } })), { input: {} });
  actor.start();
  showNotifications(actor);
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

/**
 * A story decorator giving the component a fresh app actor on the fake API. Without a `session` of its own, the
 * story is signed in as the toolbar's role says (stories/story-role.ts), a visitor when it leaves it to each story.
 */
export const withApp =
  (options: StoryAppOptions = {}): Decorator =>
  (Story, { globals }) => (
    <StoryApp options={{ ...options, session: options.session ?? sessionOfRole(globals.role) }}>
      <Story />
    </StoryApp>
  );
