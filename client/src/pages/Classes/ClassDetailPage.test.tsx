import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassDetail } from '@gabaritei/shared';
import { classDetailFixture } from '../../test/classFixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { paidSimulado, simuladoFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const withStudents = classDetailFixture({
  currentStudents: 2,
  maxStudents: 30,
  students: ['ana@example.com', 'novo@example.com'],
  pendingStudents: ['novo@example.com'],
  simulados: ['sim-paid'],
  results: [
    {
      simuladoId: 'sim-paid',
      title: paidSimulado.title,
      releasedAt: '2026-11-21T10:00:00.000Z',
      participants: 1,
      enrolled: 2,
      classAverage: 67,
      generalParticipants: 9,
      students: [
        {
          email: 'ana@example.com',
          userId: 'u-ana',
          name: 'Ana Souza',
          attemptType: 'OFFICIAL',
          score: 66.67,
          durationSeconds: 600,
          completedAt: '2026-11-21T11:00:00.000Z',
          classRank: 1,
          generalRank: 4,
        },
        {
          email: 'novo@example.com',
          userId: null,
          name: null,
          attemptType: null,
          score: null,
          durationSeconds: null,
          completedAt: null,
          classRank: null,
          generalRank: null,
        },
      ],
    },
  ],
});

const catalogue = [simuladoFixture(), paidSimulado];

function teacherApi(detail: ClassDetail, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInAs('TEACHER'),
    'GET /api/teacher/classes/c1': { status: 200, body: detail },
    'GET /api/simulados': { status: 200, body: catalogue },
    ...extra,
  });
}

describe('ClassDetailPage', () => {
  it('shows the class, its students, releases and results with the projector link', async () => {
    teacherApi(withStudents);
    renderRoute('/classes/c1');
    expect(await screen.findByRole('heading', { name: 'Turma Alfa' })).toBeTruthy();
    expect(screen.getByText('2 / 30 alunos')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Voltar para Minhas Turmas/ })).toBeTruthy();
    const students = screen.getByRole('list', { name: 'Alunos matriculados' });
    expect(within(students).getAllByRole('button', { name: /^Remover/ })).toHaveLength(2);
    expect(within(students).getByText('Aguardando cadastro')).toBeTruthy();
    // A long address wraps before its '@' or a dot, never inside a word.
    const pending = within(students).getByText('novo@example.com');
    expect(pending.querySelectorAll('wbr')).toHaveLength(2);
    const released = screen.getByRole('list', { name: 'Simulados liberados' });
    expect(within(released).getByText(paidSimulado.title)).toBeTruthy();

    const results = screen.getByRole('article', { name: `Resultados: ${paidSimulado.title}` });
    expect(within(results).getByText('Participação: 1 de 2 alunos')).toBeTruthy();
    expect(within(results).getByText('Média da turma: 67%')).toBeTruthy();
    const row = within(results).getByText('Ana Souza').closest('tr')!;
    expect(within(row).getByText('67%')).toBeTruthy();
    // The column names the figure: the percent of points, not a grade out of 10.
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Aluno', 'Aproveitamento', 'Posição na turma', 'Posição geral']);
    expect(within(row).getByText('1º de 1')).toBeTruthy();
    expect(within(row).getByText('4º de 9')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Modo Projeção' }).getAttribute('href')).toBe(
      '/rankings/projecao/sim-paid?turma=c1',
    );
    // Only what is not released yet is offered.
    const select = screen.getByLabelText('Simulado');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecione um simulado', simuladoFixture().title]),
    );
  });

  it('invites a pasted list and shows what became of each address', async () => {
    const summary = {
      added: ['ana@example.com'],
      invited: ['bia@example.com'],
      alreadyThere: [],
      invalid: ['joao#example.com'],
      notStudents: [],
      noRoom: [],
    };
    const { calls } = teacherApi(classDetailFixture(), {
      'POST /api/classes/c1/students/bulk': {
        status: 200,
        body: { class: classDetailFixture(), summary },
      },
    });
    const { user } = renderRoute('/classes/c1');
    const field = await screen.findByLabelText(/E-mails dos alunos/);
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Nenhum e-mail encontrado no texto colado.')).toBeTruthy();
    await user.type(field, 'Ana@Example.com; bia@example.com{enter}joao#example.com');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Convite enviado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      studentEmails: ['Ana@Example.com', 'bia@example.com', 'joao#example.com'],
    });
    const box = await screen.findByTestId('invite-summary');
    expect(box.textContent).toContain('1 convite enviado por e-mail');
    expect(box.textContent).toContain('1 aluno com conta convidado');
    expect(box.textContent).toContain('1 e-mail inválido: joao#example.com');
    // What failed stays in the field to be corrected.
    expect((field as HTMLTextAreaElement).value).toBe('joao#example.com');
  });

  it("shows the server's reason when inviting fails", async () => {
    teacherApi(classDetailFixture(), {
      'POST /api/classes/c1/students/bulk': {
        status: 404,
        body: { message: 'Turma não encontrada' },
      },
    });
    const { user } = renderRoute('/classes/c1');
    await user.type(await screen.findByLabelText(/E-mails dos alunos/), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Turma não encontrada')).toBeTruthy();
  });

  it('removes a student only after the confirmation', async () => {
    const { calls } = teacherApi(withStudents, {
      'DELETE /api/classes/c1/students/ana%40example.com': {
        status: 200,
        body: classDetailFixture(),
      },
    });
    const { user } = renderRoute('/classes/c1');
    await user.click(await screen.findByRole('button', { name: 'Remover ana@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja remover este aluno?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remover ana@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Aluno removido com sucesso!')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("needs a selection to release, then says 'Simulado liberado para a turma!'", async () => {
    const { calls } = teacherApi(classDetailFixture(), {
      'POST /api/classes/c1/simulados': { status: 200, body: classDetailFixture() },
    });
    const { user } = renderRoute('/classes/c1');
    await user.click(await screen.findByRole('button', { name: 'Liberar' }));
    expect(await screen.findAllByText('Selecione um simulado')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Simulado'), 'sim-paid');
    await user.click(screen.getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Simulado liberado para a turma!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ simuladoId: 'sim-paid' });
  });

  it("says 'Erro ao liberar simulado' when the release fails without a message", async () => {
    teacherApi(classDetailFixture(), {
      'POST /api/classes/c1/simulados': { status: 500, body: {} },
    });
    const { user } = renderRoute('/classes/c1');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Simulado'), 'sim-free');
    await user.click(screen.getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Erro ao liberar simulado')).toBeTruthy();
  });

  it("says 'Turma não encontrada' with a way back for an unknown class", async () => {
    mockApi({
      ...signedInAs('TEACHER'),
      'GET /api/teacher/classes/zz': { status: 404, body: { message: 'Turma não encontrada' } },
    });
    const { user, path } = renderRoute('/classes/zz');
    expect(await screen.findByRole('heading', { name: 'Turma não encontrada' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Voltar para Minhas Turmas' }));
    await waitFor(() => expect(path()).toBe('/teacher-dashboard'));
  });

  it("says 'Erro ao carregar detalhes da turma' when loading fails", async () => {
    mockApi({ ...signedInAs('TEACHER'), 'GET /api/teacher/classes/c1': { status: 500 } });
    renderRoute('/classes/c1');
    expect(await screen.findByText('Erro ao carregar detalhes da turma')).toBeTruthy();
  });
});
