// Where the browser specs look for Chromium (scripts/find-chromium.ts): CHROMIUM_PATH, then the
// system's installs in order, then Playwright's own download; else one sentence saying what to install.
import { describe, expect, it } from 'vitest';
import { findChromium, INSTALL_HINT, SYSTEM_CHROMIUMS } from '../scripts/find-chromium';

const PLAYWRIGHTS = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const lookup = (env: Record<string, string>, present: string[], playwright: string | null = PLAYWRIGHTS) =>
  findChromium(env, (path) => present.includes(path), () => playwright);

describe('findChromium', () => {
  it('takes CHROMIUM_PATH before anything else, and refuses it when it names no executable', () => {
    expect(lookup({ CHROMIUM_PATH: '/opt/chrome' }, ['/opt/chrome', '/usr/bin/chromium'])).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
    const wrong = lookup({ CHROMIUM_PATH: '/opt/none' }, ['/usr/bin/chromium']);
    expect(wrong).toMatchObject({ path: null, explicit: true });
    expect(wrong.path === null && wrong.problem).toMatch(/^CHROMIUM_PATH is \/opt\/none/);
  });

  it('then the system paths in order: Debian first, macOS last', () => {
    expect(SYSTEM_CHROMIUMS[0]).toBe('/usr/bin/chromium');
    expect(lookup({}, ['/usr/bin/google-chrome', '/usr/bin/chromium-browser'])).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' });
    expect(lookup({}, ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', PLAYWRIGHTS]))
      .toEqual({ path: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', source: 'system' });
  });

  it('then Playwright\'s download when it is there, else the sentence saying what to install', () => {
    expect(lookup({}, [PLAYWRIGHTS])).toEqual({ path: PLAYWRIGHTS, source: 'playwright' });
    expect(lookup({}, [])).toEqual({ path: null, explicit: false, problem: INSTALL_HINT });
    expect(lookup({}, [], null)).toEqual({ path: null, explicit: false, problem: INSTALL_HINT });
  });
});
