import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

const driverError = (code: string, constraint?: string) => Object.assign(new Error('duplicate key'), { code, constraint });

describe('isUniqueViolation', () => {
  it('recognises the constraint on the driver error or on the error it caused', () => {
    expect(isUniqueViolation(driverError('23505', 'clubs_tenant_code_unique'), 'clubs_tenant_code_unique')).toBe(true);
    const wrapped = new Error('Failed query', { cause: driverError('23505', 'clubs_tenant_code_unique') });
    expect(isUniqueViolation(wrapped, 'clubs_tenant_code_unique')).toBe(true);
    // A driver may report its error as a plain object rather than an Error.
    const plainCause = new Error('Failed query', { cause: { code: '23505', constraint: 'clubs_tenant_code_unique' } });
    expect(isUniqueViolation(plainCause, 'clubs_tenant_code_unique')).toBe(true);
  });

  it('is false for another constraint, another error or no error', () => {
    expect(isUniqueViolation(driverError('23505', 'other_unique'), 'clubs_tenant_code_unique')).toBe(false);
    expect(isUniqueViolation(driverError('23503', 'clubs_tenant_code_unique'), 'clubs_tenant_code_unique')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), 'clubs_tenant_code_unique')).toBe(false);
    expect(isUniqueViolation('23505', 'clubs_tenant_code_unique')).toBe(false);
    expect(isUniqueViolation(undefined, 'clubs_tenant_code_unique')).toBe(false);
  });
});
