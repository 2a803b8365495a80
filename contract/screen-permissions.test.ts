import { describe, expect, it } from 'vitest';
import { adminHomeOf, mayOpenScreen, screenPermission } from './screen-permissions';

describe('admin screens by role', () => {
  it('turns the kitchen away from the users screen and lets it open the kitchen screen', () => {
    expect(mayOpenScreen('kitchen', '/user-list')).toBe(false);
    expect(mayOpenScreen('kitchen', '/view-user/3')).toBe(false);
    expect(mayOpenScreen('kitchen', '/kitchen')).toBe(true);
    expect(mayOpenScreen('owner', '/user-list')).toBe(true);
  });

  it('keeps staff screens and the audit trail to the owner, and an unknown screen too', () => {
    for (const role of ['manager', 'kitchen', 'counter'] as const) {
      expect(mayOpenScreen(role, '/add-admin')).toBe(false);
      expect(mayOpenScreen(role, '/audit')).toBe(false);
      expect(mayOpenScreen(role, '/some-new-screen')).toBe(false);
    }
    expect(screenPermission('/some-new-screen')).toBe('owner-only');
    expect(mayOpenScreen(null, '/orders')).toBe(false);
  });

  it('opens the money screen to the owner and the manager only (money.read)', () => {
    expect(screenPermission('/money')).toBe('money.read');
    expect(['owner', 'manager', 'kitchen', 'counter'].map((role) => mayOpenScreen(role as 'owner', '/money'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('lands each role on a screen it may open', () => {
    expect(adminHomeOf('owner')).toBe('/');
    expect(adminHomeOf('manager')).toBe('/');
    expect(adminHomeOf('kitchen')).toBe('/kitchen');
    expect(adminHomeOf('counter')).toBe('/orders');
  });
});
