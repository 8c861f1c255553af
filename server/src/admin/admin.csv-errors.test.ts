import { expect, it } from 'vitest';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { csvRow, questionTexts, useAdminSuite } from './admin.test-support';

describeBackends('CSV question import: errors', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);

  it('refuses a file with bad rows, naming each line, and keeps the old questions', async () => {
    const id = await createSimulado(t.db, { questions: 3 });
    const before = await questionTexts(t.db, id);
    const csv = [
      'enunciado;a;b;c;d;gabarito', // 1
      'Boa;A;B;C;D;A', // 2
      '"Também boa,', // 3
      'em duas linhas";A;B;C;D;b', // 4
      'Sem B;A;;C;D;A', // 5
      ';A;B;C;D;A', // 6
      'Letra E;A;B;C;D;E', // 7
      '', // 8
      'Demais;A;B;C;D;A;Matéria;Explicação;Extra', // 9
      '"Ruim', // 10
      'de novo";A;B;C;D;', // 11
      'Curta;A', // 12
    ].join('\r\n');
    const res = await admin.importCsv(id, csv, root.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CSV_INVALID');
    expect(res.json().message.split('\n')).toEqual([
      'O CSV tem 6 erros; nenhuma questão foi importada.',
      'linha 5: alternativa B vazia',
      'linha 6: enunciado vazio',
      'linha 7: gabarito "E" inválido (use A, B, C ou D)',
      'linha 9: colunas demais (9; o máximo é 6)',
      'linha 10: gabarito vazio',
      'linha 12: colunas faltando (2 de 6)',
    ]);
    expect(await questionTexts(t.db, id)).toEqual(before);
  });

  it('lists at most 20 errors and counts the rest', async () => {
    const id = await createSimulado(t.db, { questions: 1 });
    const csv = Array.from({ length: 25 }, (_, i) => csvRow(i + 1, ',', 'Z')).join('\n');
    const res = await admin.importCsv(id, csv, root.cookie);
    const lines = res.json().message.split('\n');
    expect(lines[0]).toBe('O CSV tem 25 erros; nenhuma questão foi importada.');
    expect(lines.slice(1, 21)).toEqual(
      Array.from(
        { length: 20 },
        (_, i) => `linha ${i + 1}: gabarito "Z" inválido (use A, B, C ou D)`,
      ),
    );
    expect(lines[21]).toBe('... e mais 5 erros');
    expect(await questionTexts(t.db, id)).toHaveLength(1);
  });

  it('reports an unclosed quote with its line', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const res = await admin.importCsv(
      id,
      `${csvRow(1)}\n${csvRow(2)}\n"Aberta,A,B,C,D,A\n`,
      root.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('linha 3: aspas não fechadas');
    expect(await questionTexts(t.db, id)).toEqual([]);
  });

  it('reports an unclosed quote and every other bad line after it', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const csv = [csvRow(1, ',', 'Z'), '"Aberta,A,B,C,D,A', csvRow(3), csvRow(4, ',', 'F')].join(
      '\n',
    );
    const res = await admin.importCsv(id, csv, root.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.split('\n')).toEqual([
      'O CSV tem 3 erros; nenhuma questão foi importada.',
      'linha 1: gabarito "Z" inválido (use A, B, C ou D)',
      'linha 2: aspas não fechadas',
      'linha 4: gabarito "F" inválido (use A, B, C ou D)',
    ]);
  });

  it('names a column the format does not use, and stores nothing', async () => {
    const abcd = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const withE = await admin.importCsv(
      abcd,
      'enunciado,a,b,c,d,e,gabarito\nQ,1,2,3,4,5,A\n',
      root.cookie,
    );
    expect(withE.statusCode).toBe(400);
    expect(withE.json().message).toContain(
      'linha 1: a coluna "e" não é usada no formato Múltipla escolha A–D',
    );
    const ce = await admin.createSimulado(root.cookie, { format: 'CERTO_ERRADO' });
    const withOptions = await admin.importCsv(
      ce,
      'text;optionA;correctOption\nQ;x;C\n',
      root.cookie,
    );
    expect(withOptions.statusCode).toBe(400);
    expect(withOptions.json().message).toContain(
      'linha 1: a coluna "optionA" não é usada no formato Certo ou Errado',
    );
    const badKey = await admin.importCsv(ce, 'enunciado;gabarito\nQ;A\nR;Talvez\n', root.cookie);
    expect(badKey.json().message.split('\n').slice(1)).toEqual([
      'linha 2: gabarito "A" inválido (use C, E, Certo ou Errado)',
      'linha 3: gabarito "Talvez" inválido (use C, E, Certo ou Errado)',
    ]);
    expect(await questionTexts(t.db, abcd)).toEqual([]);
    expect(await questionTexts(t.db, ce)).toEqual([]);
  });
});
