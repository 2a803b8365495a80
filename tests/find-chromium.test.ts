import { describe, expect, it } from 'vitest';
import { decideChromium } from '../scripts/find-chromium.mjs';

type Machine = Parameters<typeof decideChromium>[0];

/** A machine with only `present` executable; a Debian root with an empty PATH unless told otherwise. */
function machine(present: string[], overrides: Partial<Machine> = {}): Machine {
  return {
    env: { PATH: '' },
    platform: 'linux',
    isExecutable: (path) => present.includes(path),
    bundled: null,
    isRoot: true,
    isDebian: true,
    ...overrides,
  };
}

describe('which browser npm test uses, and what it does when there is none', () => {
  it('takes CHROME_PATH before any other browser on the machine', () => {
    const decision = decideChromium(
      machine(['/opt/chrome/chrome', '/usr/bin/chromium'], { env: { CHROME_PATH: '/opt/chrome/chrome', PATH: '' } }),
    );
    expect(decision).toEqual({ path: '/opt/chrome/chrome', from: 'CHROME_PATH' });
  });

  it('stops on a CHROME_PATH that is not there rather than test with another browser', () => {
    const decision = decideChromium(machine(['/usr/bin/chromium'], { env: { CHROME_PATH: '/opt/none', PATH: '' } }));
    expect(decision).toEqual({
      stop: 'CHROME_PATH=/opt/none is not an executable file: point it at Chrome or Chromium, or unset it.',
    });
  });

  it("finds Debian's chromium and Google Chrome at their usual Linux paths, in that order", () => {
    expect(decideChromium(machine(['/usr/bin/google-chrome', '/usr/bin/chromium'])).path).toBe('/usr/bin/chromium');
    expect(decideChromium(machine(['/usr/bin/google-chrome']))).toEqual({ path: '/usr/bin/google-chrome', from: 'the usual path' });
  });

  it('finds Chrome on macOS in /Applications', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(decideChromium(machine([chrome, '/usr/bin/chromium'], { platform: 'darwin' })).path).toBe(chrome);
  });

  it('looks for chromium, chromium-browser and google-chrome on PATH', () => {
    const decision = decideChromium(
      machine(['/home/me/bin/google-chrome', '/opt/x/chromium-browser'], { env: { PATH: '/nothing:/opt/x:/home/me/bin' } }),
    );
    expect(decision).toEqual({ path: '/opt/x/chromium-browser', from: 'PATH' });
  });

  it("falls back to the Chromium playwright-core downloaded, when it is there", () => {
    const bundled = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
    expect(decideChromium(machine([bundled], { bundled })).path).toBe(bundled);
    expect(decideChromium(machine([], { bundled })).path).toBeUndefined();
  });

  it("installs Debian's chromium itself as root on Debian, as .ci/run does", () => {
    expect(decideChromium(machine([]))).toEqual({
      install: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('stops with the exact command to run everywhere else', () => {
    expect(decideChromium(machine([], { isRoot: false })).stop).toContain(
      '  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    expect(decideChromium(machine([], { platform: 'darwin' })).stop).toContain('  npx playwright-core install chromium\n');
    expect(decideChromium(machine([], { isDebian: false })).stop).toContain('  npx playwright-core install chromium\n');
  });
});
