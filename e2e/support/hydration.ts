// Waiting for React to take a server-rendered page over, instead of waiting for the network to go
// quiet: `networkidle` says nothing about hydration (and Playwright advises against it).
import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `element`: React attaches its fiber to each DOM element it takes
 * over (a `__reactFiber$…` property), so from then on the element's text is the browser's render,
 * its links navigate on the client and any hydration error has already been reported.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect.poll(
    () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    { message: 'React never hydrated the element' },
  ).toBe(true);
}
