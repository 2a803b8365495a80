import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUpgradeOnUse } from './upgrade-on-use';

function Widget({ load }: { load: () => Promise<string> }) {
  const { loaded, triggers } = useUpgradeOnUse(load);
  return (
    <div {...triggers} data-testid="widget" tabIndex={-1}>
      {loaded ?? 'plain'}
    </div>
  );
}

describe('a widget that becomes its Ark component once used', () => {
  it('leaves the page alone when its module arrives after the widget has gone (a test ended, a route changed)', async () => {
    let arrive: (module: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (arrive = resolve));
    const { getByTestId, unmount } = render(<Widget load={load} />);
    act(() => getByTestId('widget').focus());
    unmount();
    // Once the test's page is torn down there is no document to read: the late module must not touch it.
    const focusRead = vi.spyOn(document, 'activeElement', 'get');
    await act(async () => arrive('ark'));
    expect(focusRead).not.toHaveBeenCalled();
    focusRead.mockRestore();
  });

  it('swaps in the module once it arrives while the widget is on the page', async () => {
    let arrive: (module: string) => void = () => {};
    const load = () => new Promise<string>((resolve) => (arrive = resolve));
    const { getByTestId } = render(<Widget load={load} />);
    act(() => getByTestId('widget').focus());
    await act(async () => arrive('ark'));
    expect(getByTestId('widget').textContent).toBe('ark');
  });
});
