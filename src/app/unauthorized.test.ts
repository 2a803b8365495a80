import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectAuth } from '../../machines/shared/auth.machine';
import { readSessionCookies } from '../features/account/session-cookies';
import { markHydrated } from '../lib/hydration';
import { startApp } from './logic';

vi.mock('./toast-queue', () => ({ showToast: vi.fn() }));

// A live page: the session check waits for hydration (src/lib/hydration.ts), which no page here draws.
markHydrated();

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'access=; Path=/; Max-Age=0';
  document.cookie = 'refresh=; Path=/; Max-Age=0';
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SIGNED_IN = {
  is_admin: false,
  user: { id: 2, name: 'Sita', phone_number: '9811111111', profile_picture: null, is_admin: false, created_at: '2026-01-01T00:00:00Z' },
};

/** The app's shared reads, each a call the real client makes when asked to read again. */
const READS = ['categories', 'meals', 'latestMeals', 'restaurant'] as const;
const STATUSES = [200, 400, 401, 403, 404, 429, 500, 503] as const;

/**
 * docs/rules/states.md#auth: any 401 answer signs the user out. The model is two states, signed in and signed out; a
 * 401 from any call moves signed in to signed out and clears both cookies, every other answer changes nothing.
 * Replayed on the app as it is wired (startApp: the real HTTP client, the real machines), with random sequences of
 * reads answered with random statuses.
 */
describe('any 401 signs the user out, as the app is wired', () => {
  it('from a signed-in session, over random calls and answers, the user is signed out exactly once a 401 came', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ read: fc.constantFrom(...READS), status: fc.constantFrom(...STATUSES) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps) => {
          document.cookie = 'access=a1; Path=/';
          document.cookie = 'refresh=r1; Path=/';
          let next = 200;
          let answered = 0;
          vi.stubGlobal(
            'fetch',
            vi.fn(async (url: string) => {
              if (String(url).endsWith('/account/validate-token/')) return json(200, SIGNED_IN);
              answered += 1;
              return json(next, next === 200 ? {} : { detail: `status ${next}` });
            }),
          );
          const app = startApp();
          const auth = app.system.get('auth')!;
          try {
            await vi.waitFor(() => expect(selectAuth(auth.getSnapshot()).status).toBe('signedIn'));
            let model: 'signedIn' | 'signedOut' = 'signedIn';
            for (const { read, status } of steps) {
              next = status;
              const before = answered;
              const actor = app.system.get(read)!;
              actor.send({ type: 'resource.subscribe' });
              actor.send({ type: 'resource.refetch' });
              await vi.waitFor(() => expect(answered).toBeGreaterThan(before));
              await new Promise((resolve) => setTimeout(resolve, 0));
              if (status === 401) model = 'signedOut';
              const view = selectAuth(auth.getSnapshot());
              expect(view.status, `after ${read} answered ${status}`).toBe(model);
              expect(view.role).toBe(model === 'signedIn' ? 'customer' : 'visitor');
              expect(readSessionCookies()).toEqual(
                model === 'signedIn' ? { access: 'a1', refresh: 'r1' } : { access: null, refresh: null },
              );
            }
          } finally {
            app.stop();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
