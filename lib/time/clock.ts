// The one source of "now". Domain code asks the clock; tests pin it with setClock.
export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };
const holder = globalThis as unknown as { __clubClock?: Clock };

export function clock(): Clock {
  return holder.__clubClock ?? systemClock;
}

export function now(): Date {
  return clock().now();
}

/** Pins the clock (tests, scripted demos). Pass null to return to the system clock. */
export function setClock(fixed: Clock | Date | null): void {
  if (fixed === null) delete holder.__clubClock;
  else holder.__clubClock = fixed instanceof Date ? { now: () => new Date(fixed) } : fixed;
}
