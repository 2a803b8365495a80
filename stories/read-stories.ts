import type { Decorator } from '@storybook/react-vite';
import { offersRetry, showsTexts } from './play-helpers';

/** How a fake API answers a screen's first read when it does not answer with data: never, or with a failure. */
export type UnansweredRead = 'loading' | 'error';

/** What every fake admin server of the stories takes: how its reads answer, and the calls that answer otherwise. */
export interface FakeServerOptions<Api> {
  /** filled: answers with the fixtures; loading: reads never answer; error: every read fails. */
  data?: 'filled' | UnansweredRead;
  /** Calls that answer otherwise than the happy path. */
  overrides?: Partial<Api>;
}

/**
 * The two stories of a screen whose first read is slow or fails: `on(read)` is the decorator whose fake answers so.
 * While it waits the screen says `loading`; when the read fails it says `error` and offers to try again.
 */
export const unansweredReads = (on: (read: UnansweredRead) => Decorator, loading: string, error: string) => ({
  Loading: { decorators: [on('loading')], play: showsTexts(loading) },
  LoadError: { decorators: [on('error')], play: offersRetry(error) },
});
