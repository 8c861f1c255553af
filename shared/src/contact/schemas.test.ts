import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from './messages';
import { contactMessageSchema, whatsappLink } from './schemas';

const valid = { name: 'Ana Souza', email: 'Ana@Example.com ', message: 'Olá, tudo bem?' };

function firstError(input: unknown): string | undefined {
  const parsed = contactMessageSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('contactMessageSchema', () => {
  it('accepts a valid message, trims and lower-cases the e-mail, defaults the honeypot', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      message: 'Olá, tudo bem?',
      honeypot: '',
    });
  });

  it('bounds the name to 2–120 characters', () => {
    expect(firstError({ ...valid, name: 'A' })).toBe(M.nameLength);
    expect(firstError({ ...valid, name: '   ' })).toBe(M.nameRequired);
    expect(firstError({ ...valid, name: 'A'.repeat(121) })).toBe(M.nameLength);
    expect(firstError({ ...valid, name: 'Al' })).toBeUndefined();
    expect(firstError({ ...valid, name: 'A'.repeat(120) })).toBeUndefined();
  });

  it('requires an e-mail', () => {
    expect(firstError({ ...valid, email: 'ana@' })).toBe(M.emailInvalid);
    expect(firstError({ ...valid, email: undefined })).toBe(M.emailInvalid);
  });

  it('bounds the message to 5–4000 characters', () => {
    expect(firstError({ ...valid, message: 'Oi!!' })).toBe(M.messageLength);
    expect(firstError({ ...valid, message: '' })).toBe(M.messageRequired);
    expect(firstError({ ...valid, message: 'x'.repeat(4001) })).toBe(M.messageLength);
    expect(firstError({ ...valid, message: 'x'.repeat(4000) })).toBeUndefined();
  });

  it('keeps a filled honeypot for the server to notice', () => {
    expect(contactMessageSchema.parse({ ...valid, honeypot: 'http://spam' }).honeypot).toBe(
      'http://spam',
    );
  });
});

describe('whatsappLink', () => {
  it('keeps digits only', () => {
    expect(whatsappLink('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });
});
