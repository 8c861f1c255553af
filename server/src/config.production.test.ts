import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const production = { NODE_ENV: 'production' };

describe('loadConfig: safe production defaults', () => {
  it('never seeds the demo accounts in production unless DEMO_SEED=true asks', () => {
    expect(loadConfig(production).demoSeed).toBe(false);
    expect(loadConfig({ ...production, DEMO_SEED: 'true' }).demoSeed).toBe(true);
    // Development keeps the embedded demo the README documents.
    expect(loadConfig({ NODE_ENV: 'development' }).demoSeed).toBe(true);
  });

  it('stops when REDIS_URL comes without DATABASE_URL, in one line', () => {
    for (const env of [{}, production]) {
      const error = errorOf({ ...env, REDIS_URL: 'redis://cache:6379' });
      expect(error.message).not.toContain('\n');
      expect(error.message).toContain('REDIS_URL');
      expect(error.message).toContain('DATABASE_URL');
    }
  });

  it.each([
    ['DATABSE_URL', 'DATABASE_URL'],
    ['REDIS_ULR', 'REDIS_URL'],
    ['database_url', 'DATABASE_URL'],
    ['METRICS_TOKN', 'METRICS_TOKEN'],
    ['REPORT_DIR', 'REPORTS_DIR'],
    ['GABARITEI_SECRET', undefined],
    ['SMTP_PASSWORD', undefined],
  ])('stops a production start on %s, naming it in one line', (name, meant) => {
    const error = errorOf({ ...production, [name]: 'x' });
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain(name);
    if (meant) expect(error.message).toContain(`${meant}?`);
  });

  it('only reports the look-alike outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATABSE_URL: 'postgres://db/g' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.envWarnings.join('\n')).toContain('DATABSE_URL');
    expect(config.envWarnings.join('\n')).toContain('DATABASE_URL?');
  });

  it('lets the environment of a shell, a container or Kubernetes through', () => {
    const env = {
      ...production,
      PATH: '/usr/bin',
      HOME: '/root',
      HOSTNAME: 'api1',
      PWD: '/app',
      TERM: 'xterm',
      LANG: 'C.UTF-8',
      NODE_VERSION: '24.0.0',
      YARN_VERSION: '1.22.22',
      INIT_CWD: '/app',
      npm_config_user_agent: 'pnpm/10',
      TEST_DATABASE_URL: 'postgres://db/test',
      GABARITEI_API_TARGET: 'http://localhost:3000',
      // Service links Kubernetes adds for services named redis and gabaritei.
      REDIS_PORT: 'tcp://10.0.0.1:6379',
      REDIS_SERVICE_HOST: '10.0.0.1',
      REDIS_PORT_6379_TCP_ADDR: '10.0.0.1',
      GABARITEI_SERVICE_PORT: '80',
      GABARITEI_PORT_80_TCP: 'tcp://10.0.0.2:80',
    };
    expect(loadConfig(env).envWarnings).toEqual([]);
  });
});
