import { describe, expect, it } from 'vitest';
import { workersFromArgs } from './cluster';

describe('workersFromArgs', () => {
  it('reads --workers N and --workers=N, 1 when absent', () => {
    expect(workersFromArgs([])).toBe(1);
    expect(workersFromArgs(['--workers', '3'])).toBe(3);
    expect(workersFromArgs(['--workers=4'])).toBe(4);
  });

  it('refuses what is not a sensible count, naming it', () => {
    for (const argv of [['--workers'], ['--workers', '0'], ['--workers=two'], ['--workers', '1.5'], ['--workers', '999']]) {
      expect(() => workersFromArgs(argv)).toThrow(/--workers must be a whole number/);
    }
  });
});
