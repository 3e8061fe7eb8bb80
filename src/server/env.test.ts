import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_MAX, EnvError, parseEnv } from './env.ts';

describe('DATABASE_POOL_MAX', () => {
  it('defaults to a small pool and takes a whole number', () => {
    expect(parseEnv({}).DATABASE_POOL_MAX).toBe(DEFAULT_DATABASE_POOL_MAX);
    expect(parseEnv({ DATABASE_POOL_MAX: '40' }).DATABASE_POOL_MAX).toBe(40);
  });

  it.each(['0', '-3', '2.5', 'many'])('refuses %s, naming the variable', (value) => {
    expect(() => parseEnv({ DATABASE_POOL_MAX: value })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_POOL_MAX: value })).toThrow(/DATABASE_POOL_MAX/);
  });
});

describe('REDIS_URL', () => {
  it('is optional: rate-limit counters then stay in the process', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('takes redis:// and rediss:// URLs', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(parseEnv({ REDIS_URL: 'rediss://cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/2',
    );
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => parseEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
  });
});
