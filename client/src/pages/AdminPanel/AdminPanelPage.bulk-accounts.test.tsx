import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BulkAccountsReport } from '@gabaritei/shared';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { base, userPage } from './AdminPanelPage.test-support';

const csv = 'nome;e-mail\nAna Souza;ana@escola.test\nJoão;joao@example.com\n;x@y.test';
const preview: BulkAccountsReport = {
  dryRun: true,
  created: [{ line: 2, name: 'Ana Souza', email: 'ana@escola.test' }],
  existing: [{ line: 3, name: 'João', email: 'joao@example.com' }],
  errors: [{ line: 4, message: 'falta o nome' }],
  classInvite: null,
};

async function openUsers() {
  const screenApi = renderRoute('/admin-panel');
  await screenApi.user.click(await screen.findByRole('tab', { name: 'Ver Usuários' }));
  return screenApi;
}

describe('AdminPanelPage: importing students', () => {
  it('checks the file, lists line errors and offers no confirmation while any is left', async () => {
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/users': userPage,
      'POST /api/admin/users/import': { status: 200, body: preview },
    });
    const { user } = await openUsers();
    const text = await screen.findByRole('textbox', { name: 'Conteúdo da planilha' });
    await user.click(text);
    await user.paste(csv);
    await user.click(screen.getByRole('button', { name: 'Verificar planilha' }));

    const result = await screen.findByRole('status', { name: 'Resultado da verificação' });
    expect(within(result).getByText('1 conta nova')).toBeTruthy();
    expect(within(result).getByText('1 já tinha conta')).toBeTruthy();
    expect(within(result).getByText('linha 4: falta o nome')).toBeTruthy();
    expect(within(result).getByText('linha 3: joao@example.com — já tinha conta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Criar 1 conta/ })).toBeNull();
    expect(calls.find((c) => c.path === '/api/admin/users/import')?.body).toEqual({
      csv,
      dryRun: true,
    });
  });

  it('confirms a clean check with the same text and class, then reports what was created', async () => {
    const clean = { ...preview, errors: [] };
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/users': userPage,
      'POST /api/admin/users/import': (body) => ({
        status: 200,
        body: (body as { dryRun: boolean }).dryRun
          ? clean
          : {
              ...clean,
              dryRun: false,
              classInvite: {
                added: ['ana@escola.test', 'joao@example.com'],
                invited: [],
                alreadyThere: [],
                invalid: [],
                notStudents: [],
                noRoom: [],
              },
            },
      }),
    });
    const { user } = await openUsers();
    await user.click(await screen.findByRole('textbox', { name: 'Conteúdo da planilha' }));
    await user.paste('nome;e-mail\nAna Souza;ana@escola.test\nJoão;joao@example.com');
    const classId = '11111111-1111-4111-8111-111111111111';
    await user.type(screen.getByRole('textbox', { name: /Código da turma/ }), classId);
    await user.click(screen.getByRole('button', { name: 'Verificar planilha' }));
    await user.click(await screen.findByRole('button', { name: 'Criar 1 conta' }));

    const done = await screen.findByRole('status', { name: 'Importação concluída' });
    expect(within(done).getByText('1 conta criada')).toBeTruthy();
    expect(within(done).getByText('2 alunos convidados para a turma')).toBeTruthy();
    expect(await screen.findByText('1 conta criada; 1 já tinha conta.')).toBeTruthy();
    const posts = calls.filter((c) => c.path === '/api/admin/users/import');
    expect(posts.map((c) => c.body)).toEqual([
      {
        csv: 'nome;e-mail\nAna Souza;ana@escola.test\nJoão;joao@example.com',
        dryRun: true,
        classId,
      },
      {
        csv: 'nome;e-mail\nAna Souza;ana@escola.test\nJoão;joao@example.com',
        dryRun: false,
        classId,
      },
    ]);
  });

  it("shows the server's refusal line by line", async () => {
    mockApi({
      ...base,
      'GET /api/admin/users': userPage,
      'POST /api/admin/users/import': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Turma não encontrada.' },
      },
    });
    const { user } = await openUsers();
    await user.click(await screen.findByRole('textbox', { name: 'Conteúdo da planilha' }));
    await user.paste('Ana;ana@escola.test');
    await user.click(screen.getByRole('button', { name: 'Verificar planilha' }));
    expect(await screen.findByText('Turma não encontrada.')).toBeTruthy();
  });
});
