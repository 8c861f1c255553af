import { describe, expect, it } from 'vitest';
import { CONTACT_DEFAULTS } from '@gabaritei/shared';
import { ConfigError, loadConfig } from '../config';

describe('contact configuration', () => {
  it('defaults to the product channels and five messages per IP', () => {
    expect(loadConfig({}).contact).toEqual({
      email: CONTACT_DEFAULTS.email,
      whatsapp: CONTACT_DEFAULTS.whatsapp,
      perIpLimit: 5,
    });
  });

  it('reads CONTACT_EMAIL, CONTACT_WHATSAPP (digits kept) and RATE_LIMIT_CONTACT_PER_IP', () => {
    const config = loadConfig({
      CONTACT_EMAIL: 'atendimento@exemplo.com.br',
      CONTACT_WHATSAPP: '+55 (11) 98765-4321',
      RATE_LIMIT_CONTACT_PER_IP: '20',
    });
    expect(config.contact).toEqual({
      email: 'atendimento@exemplo.com.br',
      whatsapp: '5511987654321',
      perIpLimit: 20,
    });
  });

  it('names a wrong contact variable', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'sem-arroba' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_WHATSAPP: 'ligue pra mim' })).toThrow(/CONTACT_WHATSAPP/);
  });
});
