import { describe, expect, it } from 'vitest';
import { parseStudentsCsv } from './students-csv';

const students = (text: string) => {
  const parsed = parseStudentsCsv(text);
  if (!parsed.ok) throw new Error('too many rows');
  return parsed;
};

describe('parseStudentsCsv', () => {
  it('reads comma, semicolon and tab files, header or none, columns in any order', () => {
    const expected = [{ line: 2, name: 'Ana Souza', email: 'ana@escola.test' }];
    expect(students('nome,email\nAna Souza,ana@escola.test').students).toEqual(expected);
    expect(students('E-MAIL;Nome\nANA@Escola.test;Ana Souza').students).toEqual(expected);
    expect(students('Name\tE-mail\nAna Souza\tana@escola.test\n').students).toEqual(expected);
    expect(students('Ana Souza;ana@escola.test').students).toEqual([{ ...expected[0], line: 1 }]);
  });

  it('keeps a quoted name with the delimiter inside, and numbers lines as an editor does', () => {
    const parsed = students('nome,email\r\n\r\n"Souza, Ana",ana@escola.test\r\n"Lima\nBia",x\r\n');
    expect(parsed.students).toEqual([{ line: 3, name: 'Souza, Ana', email: 'ana@escola.test' }]);
    expect(parsed.errors).toEqual([{ line: 4, message: 'e-mail inválido: "x"' }]);
  });

  it('lists every bad line, duplicates by their first line, in line order', () => {
    const parsed = students(
      ['nome;email', 'Ana;a@x.test', ';b@x.test', 'Carla;', 'Ana 2;A@X.TEST', '123;d@x.test'].join(
        '\n',
      ),
    );
    expect(parsed.errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(parsed.errors[0]!.message).toBe('falta o nome');
    expect(parsed.errors[1]!.message).toBe('falta o e-mail');
    expect(parsed.errors[2]!.message).toBe('e-mail repetido (já aparece na linha 2)');
    expect(parsed.students.map((s) => s.email)).toEqual(['a@x.test']);
  });

  it('refuses more than 2,000 rows without reading them', () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `Aluno ${i};a${i}@x.test`);
    expect(parseStudentsCsv(rows.join('\n'))).toEqual({ ok: false, tooMany: 2001 });
    expect(parseStudentsCsv(['nome;email', ...rows.slice(1)].join('\n')).ok).toBe(true);
  });
});
