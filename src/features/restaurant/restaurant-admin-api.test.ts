import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../contract/dashboard';
import { createRestaurantAdminApi } from './restaurant-admin-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';
import { hearthInfo as info } from '../../api/testing/fixtures';

/** The restaurant calls against a fake API host. */
function serve(routes: Record<string, Reply>) {
  const { http, calls } = fakeApiHost(routes);
  return { api: createRestaurantAdminApi(http), calls };
}

afterEach(() => vi.unstubAllGlobals());

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });

describe('the restaurant info and dashboard calls', () => {
  it('reads the restaurant from GET /about/about/, and a 404 as "not set up yet"', async () => {
    expect(await serve({ 'GET /api/about/about/': { body: info } }).api.loadRestaurantInfo()).toEqual({
      ok: true,
      data: info,
    });
    const none = serve({
      'GET /api/about/about/': { status: 404, body: { detail: 'Restaurant info has not been set up yet.' } },
    });
    expect(await none.api.loadRestaurantInfo()).toEqual({ ok: true, data: null });
  });

  it('passes any other failure on', async () => {
    const broken = serve({ 'GET /api/about/about/': { status: 500, body: { detail: 'Database is down' } } });
    expect(await broken.api.loadRestaurantInfo()).toEqual({ ok: false, message: 'Database is down', status: 500 });
  });

  it('saves as one multipart POST: trimmed fields and the picture, answering what was stored', async () => {
    const { api, calls } = serve({ 'POST /api/about/about/': { body: info } });
    const answer = await api.saveRestaurantInfo({
      fields: { description: ' Hand-folded momo and slow dal bhat. ', instagram_url: '' },
      image: picture,
    });
    expect(answer).toEqual({ ok: true, data: info });
    const form = calls[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['description', 'instagram_url', 'image']);
    expect(form.get('description')).toBe('Hand-folded momo and slow dal bhat.');
    expect(form.get('instagram_url')).toBe('');
    expect((form.get('image') as File).name).toBe('front.png');
  });

  it('sends no image field when no new picture was chosen', async () => {
    const { api, calls } = serve({ 'POST /api/about/about/': { body: info } });
    await api.saveRestaurantInfo({ fields: { email: 'hello@hearth.example' }, image: null });
    expect((calls[0]!.body as FormData).has('image')).toBe(false);
  });

  it("brings back each refused field's first message from a 400", async () => {
    const { api } = serve({
      'POST /api/about/about/': {
        status: 400,
        body: { email: ['Enter a valid email address'], image: ['Only image files are allowed'] },
      },
    });
    expect(await api.saveRestaurantInfo({ fields: {}, image: picture })).toEqual({
      ok: false,
      message: 'Enter a valid email address, Only image files are allowed',
      status: 400,
      fields: { email: 'Enter a valid email address', image: 'Only image files are allowed' },
    });
  });

  it('refuses an answer off the contract rather than showing it', async () => {
    const { api } = serve({ 'POST /api/about/about/': { body: { message: 'ok' } } });
    expect(await api.saveRestaurantInfo({ fields: {}, image: null })).toEqual({
      ok: false,
      message: 'Something went wrong',
    });
  });

  it('reads the dashboard from GET /dashboard/', async () => {
    const dashboard: Dashboard = {
      today: { date: '2026-03-14', sales: 0, orders: 0 },
      by_status: { pending_payment: 0, paid: 0, preparing: 0, ready: 0, completed: 0, cancelled: 0, payment_failed: 0, expired: 0 },
      top_meals: [],
      revenue: [{ date: '2026-03-14', sales: 0, orders: 0 }],
    };
    expect(await serve({ 'GET /api/dashboard/': { body: dashboard } }).api.loadDashboard()).toEqual({
      ok: true,
      data: dashboard,
    });
  });
});
