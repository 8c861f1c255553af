import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';
import { simulado, question, base } from './AdminPanelPage.test-support';

describe('AdminPanelPage', () => {
  it("shows the spec's three tabs, the contact messages and the counts", async () => {
    mockApi(base);
    renderRoute('/admin-panel');
    expect(await screen.findByRole('heading', { name: 'Painel do Administrador' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Criar Usuário',
      'Ver Usuários',
      'Simulados',
      'Mensagens',
      'Saúde do sistema',
      'Recursos',
    ]);
    const counts = await screen.findByRole('region', { name: 'Resumo da plataforma' });
    expect(
      within(counts)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', '2', '3', '1', '4', '5', '6']);
  });

  it('goes list → form → CSV import → list, previewing five questions', async () => {
    const questions = Array.from({ length: 7 }, (_, i) => question(i + 1));
    let importReply: { status: number; body: unknown } = {
      status: 400,
      body: {
        message:
          'O CSV tem 2 erros; nenhuma questão foi importada.\nlinha 3: alternativa B vazia\nlinha 9: gabarito vazio',
      },
    };
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/simulados': { status: 200, body: [simulado] },
      'POST /api/admin/simulados': { status: 201, body: { id: 'sim-new' } },
      'POST /api/admin/simulados/sim-new/questions/csv': () => importReply,
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Simulados' }));
    const table = await screen.findByRole('table', { name: 'Simulados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Título', 'Matéria', 'Questões', 'Preço', 'Ações']);
    expect(within(table).getByText(/R\$\s29,90/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Novo Simulado' }));
    await user.click(await screen.findByRole('button', { name: 'Criar Simulado' }));
    expect(await screen.findByText('O título é obrigatório.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'PF 2027');
    await user.type(screen.getByLabelText(/Data de início/), '011220260900');
    await user.click(screen.getByRole('checkbox', { name: 'Embaralhar a ordem das questões' }));
    await user.click(screen.getByRole('button', { name: 'Criar Simulado' }));
    expect(
      await screen.findByText(
        'Simulado criado com sucesso! Agora importe as questões de um arquivo Word (.docx) ou via CSV.',
      ),
    ).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/api/admin/simulados' && c.method === 'POST')?.body,
    ).toEqual({
      title: 'PF 2027',
      subject: '',
      description: '',
      price: 0,
      durationMinutes: null,
      startDate: '2026-12-01T09:00',
      endDate: null,
      answerKeyRelease: null,
      shuffleQuestions: true,
      shuffleOptions: false,
      isPracticeOnly: false,
      format: 'ABCD',
      scoring: 'STANDARD',
    });
    // The CSV screen says what an import does to the simulado.
    expect(await screen.findByText(/A importação define as questões deste simulado/)).toBeTruthy();

    const box = await screen.findByRole('textbox', { name: 'Conteúdo CSV' });
    await user.click(box);
    await user.paste('enunciado;a;b;c;d;gabarito\nQ;1;;3;4;C');
    await user.click(screen.getByRole('button', { name: 'Importar Questões' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['linha 3: alternativa B vazia', 'linha 9: gabarito vazio']);

    importReply = { status: 200, body: { questions, importedCount: 7 } };
    await user.click(screen.getByRole('button', { name: 'Importar Questões' }));
    expect(await screen.findByText('7 questões importadas com sucesso!')).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Questões importadas' });
    expect(within(preview).getByText('Enunciado 1')).toBeTruthy();
    expect(within(preview).getByText('Enunciado 5')).toBeTruthy();
    expect(within(preview).queryByText('Enunciado 6')).toBeNull();
    expect(within(preview).getAllByRole('listitem')[0]?.textContent).toBe('A) A1');
    expect(within(preview).getAllByText('Resposta correta: C')).toHaveLength(5);
    expect(within(preview).getByText('... e mais 2 questões')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    expect(await screen.findByRole('table', { name: 'Simulados' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Importar CSV: TRF 2026' }));
    expect(
      (await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Conteúdo CSV' })).value,
    ).toBe('');
    expect(screen.queryByRole('region', { name: 'Questões importadas' })).toBeNull();
  });

  it('says before and after whether a simulado is removed or archived', async () => {
    const sat = { ...simulado, id: 'sim-2', title: 'INSS 2026', hasHistory: true };
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/simulados': { status: 200, body: [simulado, sat] },
      'DELETE /api/admin/simulados/sim-1': {
        status: 200,
        body: { id: 'sim-1', outcome: 'deleted' },
      },
      'DELETE /api/admin/simulados/sim-2': {
        status: 200,
        body: { id: 'sim-2', outcome: 'archived' },
      },
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Simulados' }));
    await user.click(await screen.findByRole('button', { name: 'Deletar: TRF 2026' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Tem certeza que deseja remover este simulado? Ele e todas as suas questões serão apagados.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Simulado removido com sucesso!')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));

    await user.click(await screen.findByRole('button', { name: 'Deletar: INSS 2026' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/não será apagado: ele será arquivado/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText(/^Simulado arquivado/)).toBeTruthy();
  });

  it('edits a simulado, sending only what changed, and shows a refusal', async () => {
    let reply: { status: number; body: unknown } = {
      status: 409,
      body: { message: 'Este simulado já tem tentativas: a duração não pode mudar.' },
    };
    const { calls } = mockApi({
      ...base,
      'GET /api/admin/simulados': { status: 200, body: [{ ...simulado, hasHistory: true }] },
      'PATCH /api/admin/simulados/sim-1': () => reply,
    });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Simulados' }));
    await user.click(await screen.findByRole('button', { name: 'Editar: TRF 2026' }));
    expect(
      await screen.findByText(/a data de início e a liberação do gabarito não podem mudar/),
    ).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /Título/ });
    expect((title as HTMLInputElement).value).toBe('TRF 2026');
    await user.clear(title);
    await user.type(title, 'TRF 2027');
    const duration = screen.getByRole('textbox', { name: /Duração/ });
    await user.clear(duration);
    await user.type(duration, '120');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Este simulado já tem tentativas: a duração não pode mudar.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'TRF 2027',
      durationMinutes: 120,
    });
    reply = { status: 200, body: { ...simulado, title: 'TRF 2027', questions: [] } };
    await user.clear(duration);
    await user.type(duration, '90');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Simulado atualizado com sucesso!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ title: 'TRF 2027' });
  });

  it('says so when the lists cannot load', async () => {
    mockApi({ ...base, 'GET /api/admin/users': { status: 500, body: {} } });
    const { user } = renderRoute('/admin-panel');
    await user.click(await screen.findByRole('tab', { name: 'Ver Usuários' }));
    expect(await screen.findByText('Erro ao carregar usuários')).toBeTruthy();
  });
});
