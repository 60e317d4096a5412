import { describe, expect, it } from 'vitest';
import { envNow, parseEnv, paymentsProviderSecretNow } from './env';

describe('parseEnv', () => {
  it('gives the README\'s defaults to an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      APP_ENV: 'sandbox', PGLITE_DIR: '.data/pglite',
      API_RATE_LIMIT_PER_MINUTE: 6000, TOKEN_RATE_LIMIT_PER_MINUTE: 60, SIGN_IN_RATE_LIMIT_PER_15_MINUTES: 20, TRUST_PROXY: 0,
      PORT: 3000, WEBHOOK_WORKER: true, WEBHOOK_ALLOW_LOOPBACK: true, MAX_CONNECTIONS: 4096,
    });
    for (const unset of ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'AUTH_SECRET', 'LOG_LEVEL'] as const) expect(env[unset]).toBeUndefined();
  });

  it('reads given values, and an empty one as unset', () => {
    const env = parseEnv({
      APP_ENV: 'production', DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: '8', PGLITE_DIR: 'memory://', TRUST_PROXY: '2',
      PORT: '8080', WEBHOOK_WORKER: '0', WEBHOOK_ALLOW_LOOPBACK: '1', MAX_CONNECTIONS: '10', API_RATE_LIMIT_PER_MINUTE: '', LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      APP_ENV: 'production', DATABASE_URL: 'postgres://db/x', DATABASE_POOL_SIZE: 8, PGLITE_DIR: 'memory://', TRUST_PROXY: 2,
      PORT: 8080, WEBHOOK_WORKER: false, WEBHOOK_ALLOW_LOOPBACK: true, MAX_CONNECTIONS: 10, API_RATE_LIMIT_PER_MINUTE: 6000, LOG_LEVEL: 'debug',
    });
  });

  it('refuses a wrong value at start, naming every wrong variable', () => {
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_POOL_SIZE: '0' })).toThrow(/PORT[\s\S]*DATABASE_POOL_SIZE|DATABASE_POOL_SIZE[\s\S]*PORT/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ PAYMENTS_CALLBACK_ORIGIN: 'not a url' })).toThrow(/PAYMENTS_CALLBACK_ORIGIN/);
  });
});

describe('late reads', () => {
  it('read a variable as it is at the time of the call', () => {
    expect(envNow('PAYMENTS_CALLBACK_ORIGIN', {})).toBeUndefined();
    expect(envNow('PAYMENTS_CALLBACK_ORIGIN', { PAYMENTS_CALLBACK_ORIGIN: 'http://127.0.0.1:4000' })).toBe('http://127.0.0.1:4000');
    expect(() => envNow('LOG_LEVEL', { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('want a provider secret in the Standard Webhooks form', () => {
    expect(paymentsProviderSecretNow('sandbox', {})).toBeUndefined();
    expect(paymentsProviderSecretNow('sandbox', { PAYMENTS_SANDBOX_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })).toBe('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(() => paymentsProviderSecretNow('sandbox', { PAYMENTS_SANDBOX_SECRET: 'hunter2' })).toThrow(/PAYMENTS_SANDBOX_SECRET/);
  });
});
