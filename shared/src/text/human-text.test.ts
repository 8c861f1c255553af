import { describe, expect, it } from 'vitest';
import { updateNameSchema } from '../account/schemas';
import { adminCreateSimuladoSchema } from '../admin/schemas';
import { fileAppealSchema } from '../appeals/schemas';
import { registerSchema } from '../auth/schemas';
import { classCreateSchema } from '../classes/schemas';
import { contactMessageSchema } from '../contact/schemas';
import { HUMAN_TEXT_MESSAGES as M, isCleanLongText, visibleLength } from './human-text';

const register = (name: string) =>
  registerSchema.safeParse({ name, email: 'ana@example.com', password: 'senha-segura-1' });
const contact = (fields: { name?: string; message?: string }) =>
  contactMessageSchema.safeParse({
    name: 'Ana Souza',
    email: 'ana@example.com',
    message: 'Quando sai o próximo simulado?',
    ...fields,
  });

describe('person names', () => {
  it.each([
    ['a zero-width space', 'Estudante s1\u200B'],
    ['a right-to-left mark', 'Ana\u200FSouza'],
    ['an Arabic letter mark', 'Ana\u061C'],
    ['a byte-order mark', '\uFEFFAna'],
    ['a bell', 'Ana\u0007'],
    ['a tab', 'Ana\tSouza'],
    ['a soft hyphen', 'Ana\u00ADSouza'],
  ])('refuses %s, in every form that takes a name', (_what, name) => {
    for (const parsed of [register(name), updateNameSchema.safeParse({ name }), contact({ name })])
      expect(parsed.error?.issues[0]?.message).toBe(M.nameInvisible);
  });

  it('refuses a name of combining marks, digits or punctuation only', () => {
    for (const name of ['\u0301\u0301\u0301', '1234', '...'])
      expect(register(name).error?.issues[0]?.message).toBe(M.nameWithoutLetter);
  });

  it('stores a name composed (NFC), so two spellings of one name are one', () => {
    expect(register('Jose\u0301 Conceic\u0327a\u0303o').data?.name).toBe('José Conceição');
    expect(updateNameSchema.parse({ name: 'Ine\u0302s' }).name).toBe('Inês');
  });

  it('keeps names of any script, with accents and apostrophes', () => {
    for (const name of ["Joana D'Arc", 'Conceição', 'مرحبا', 'שלום', '李小龍', 'Zoë-Åsa'])
      expect(register(name).success, name).toBe(true);
  });

  it('refuses class names that are invisible or marks only', () => {
    expect(classCreateSchema.safeParse({ name: 'Turma\u200B' }).success).toBe(false);
    expect(classCreateSchema.safeParse({ name: '\u0301' }).success).toBe(false);
    expect(classCreateSchema.safeParse({ name: '2026' }).success).toBe(true);
  });
});

describe('long texts', () => {
  const appeal = (text: string) => fileAppealSchema.safeParse({ text });

  it('counts only what a reader sees toward the minimum', () => {
    expect(visibleLength('\u200B'.repeat(30))).toBe(0);
    expect(visibleLength('a\u0301 😀 👩‍💻 1.')).toBe(5);
    expect(appeal('\u200B'.repeat(30)).success).toBe(false);
    expect(appeal(`${'a '.repeat(10)}\u0301\u0301`).success).toBe(false);
    expect(appeal('A questão 7 tem duas alternativas corretas.').success).toBe(true);
    expect(contact({ message: '    \u0301\u0301\u0301\u0301\u0301' }).success).toBe(false);
  });

  it('refuses format and control characters, but keeps line breaks, tabs and emoji', () => {
    const valid = 'A questão 7 tem duas respostas:\n\t- a B\r\n\t- a C 👩‍💻';
    expect(isCleanLongText(valid)).toBe(true);
    expect(appeal(valid).success).toBe(true);
    for (const bad of ['\u200B', '\u200F', '\u061C', '\uFEFF', '\u0007', '\u200D'])
      expect(
        appeal(`A questão 7 tem duas alternativas ${bad} corretas.`).error?.issues[0]?.message,
      ).toBe(M.textInvisible);
    expect(contact({ message: 'Olá\u200B, tudo bem?' }).error?.issues[0]?.message).toBe(
      M.textInvisible,
    );
  });
});

describe('a simulado’s free texts', () => {
  it('refuses invisible characters in the subject and the description', () => {
    for (const field of ['subject', 'description']) {
      const parsed = adminCreateSimuladoSchema.safeParse({
        title: 'Simulado',
        price: 0,
        [field]: 'Direito\u200B Constitucional',
      });
      expect(parsed.error?.issues[0]?.message, field).toBe(M.textInvisible);
    }
    const kept = adminCreateSimuladoSchema.parse({
      title: 'Simulado',
      price: 0,
      description: 'Linha 1\nLinha 2',
    });
    expect(kept.description).toBe('Linha 1\nLinha 2');
  });
});
