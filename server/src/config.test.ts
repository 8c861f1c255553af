import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to the embedded mode', () => {
    const config = loadConfig({}, '/srv/gabaritei');
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/gabaritei', 'data'),
      databaseUrl: undefined,
      databasePoolSize: 20,
      persistEmbedded: true,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Gabaritei <nao-responda@gabaritei.com.br>',
      demoSeed: true,
      logLevel: 'info',
      trustProxy: false,
      runJobsInProcess: true,
      redisPrefix: 'gabaritei',
      clientDist: undefined,
    });
  });

  it('resolves relative paths against the given directory and trims PUBLIC_URL', () => {
    const config = loadConfig(
      {
        DATA_DIR: 'var/db',
        CLIENT_DIST: '../client/dist',
        PUBLIC_URL: 'https://gabaritei.example/',
      },
      '/srv/app',
    );
    expect(config.dataDir).toBe('/srv/app/var/db');
    expect(config.clientDist).toBe('/srv/client/dist');
    expect(config.publicUrl).toBe('https://gabaritei.example');
  });

  it('names each wrong variable in the error', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://db/gabaritei', DEMO_SEED: 'maybe' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toMatch(/^Invalid environment:/);
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('DATABASE_URL');
    expect(error?.message).toContain('DEMO_SEED');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number'],
    [{ PORT: '70000' }, 'PORT:'],
    [
      { DATABASE_URL: 'mysql://db/gabaritei' },
      'DATABASE_URL: must start with postgres:// or postgresql://',
    ],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL: must be a URL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: must start with redis:// or rediss://'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must be a URL'],
    [{ DEMO_SEED: 'maybe' }, 'DEMO_SEED: use true or false'],
    [{ TRUST_PROXY: 'sim' }, 'TRUST_PROXY: use true or false'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL:'],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX: use letters, digits and _ . : - only'],
  ])('reports %o as "%s"', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('seeds demo data by default only in the embedded mode', () => {
    expect(loadConfig({}).demoSeed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/gabaritei' }).demoSeed).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/gabaritei', DEMO_SEED: 'true' }).demoSeed,
    ).toBe(true);
    expect(loadConfig({ DEMO_SEED: 'false' }).demoSeed).toBe(false);
    expect(loadConfig({ DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  it('runs jobs outside the API only with both PostgreSQL and Redis (workers need both)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/g' }).runJobsInProcess).toBe(true);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/g', REDIS_URL: 'redis://cache:6379' })
        .runJobsInProcess,
    ).toBe(false);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '', DEMO_SEED: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.demoSeed).toBe(true);
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', npm_config_x: '1' })).not.toThrow();
  });
});
