import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './logic';
import { showToast } from './toast-queue';

vi.mock('./toast-queue', () => ({ showToast: vi.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('startApp: the real client wired to the machines', () => {
  it('reads from /api and sends a 401 to the auth actor as auth.unauthorized', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: 'Token is invalid or expired' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const app = startApp();
    const auth = app.system.get('auth')!;
    const send = vi.spyOn(auth, 'send');
    app.system.get('categories')!.send({ type: 'resource.subscribe' });
    await settle();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/meal/categories/');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'auth.unauthorized' });
    app.stop();
  });

  it("shows the cart count's notifications as toasts of their level", () => {
    const app = startApp();
    app.system.get('cartCount')!.send({ type: 'cart.add', mealId: 1, role: 'visitor' });
    app.system.get('cartCount')!.send({ type: 'cart.add', mealId: 1, role: 'admin' });
    expect(showToast).toHaveBeenNthCalledWith(1, 'warning', 'Login first...');
    expect(showToast).toHaveBeenNthCalledWith(2, 'warning', "you can't perform this action as admin...");
    app.stop();
  });
});
