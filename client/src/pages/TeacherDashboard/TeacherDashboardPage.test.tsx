import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classFixture } from '../../test/classFixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

describe('TeacherDashboardPage', () => {
  it('lists the classes with capacity and creation date, each opening its detail', async () => {
    mockApi({
      ...signedInAs('TEACHER'),
      'GET /api/classes': { status: 200, body: [classFixture({ maxStudents: 35 })] },
    });
    const { user, path } = renderRoute('/teacher-dashboard');
    const link = await screen.findByRole('link', { name: 'Abrir turma Turma Alfa' });
    const card = link.closest('article')!;
    expect(within(card).getByText('Capacidade: 35 alunos')).toBeTruthy();
    expect(within(card).getByText('20/11/2026')).toBeTruthy();
    await user.click(link);
    await waitFor(() => expect(path()).toBe('/classes/c1'));
  });

  it('says so when there is no class yet', async () => {
    mockApi({ ...signedInAs('TEACHER'), 'GET /api/classes': { status: 200, body: [] } });
    renderRoute('/teacher-dashboard');
    expect(await screen.findByText('Você ainda não criou nenhuma turma.')).toBeTruthy();
  });

  it("shows 'Erro ao carregar turmas' when the list fails", async () => {
    mockApi({ ...signedInAs('TEACHER'), 'GET /api/classes': { status: 500, body: {} } });
    renderRoute('/teacher-dashboard');
    expect(await screen.findByText('Erro ao carregar turmas')).toBeTruthy();
  });

  it("toggles the form with 'Nova Turma'/'Cancelar' and creates a class", async () => {
    let classes = [] as ReturnType<typeof classFixture>[];
    const { calls } = mockApi({
      ...signedInAs('TEACHER'),
      'GET /api/classes': () => ({ status: 200, body: classes }),
      'POST /api/classes': (body) => {
        classes = [classFixture({ name: 'Turma Noite', maxStudents: 30 })];
        return { status: 201, body: { ...classes[0], echo: body } };
      },
    });
    const { user } = renderRoute('/teacher-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Nova Turma' }));
    expect(screen.getByLabelText(/Máximo de Alunos/)).toHaveProperty('value', '20');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText(/Nome da Turma/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nova Turma' }));
    await user.click(screen.getByRole('button', { name: 'Criar Turma' }));
    expect(await screen.findByText('Informe o nome da turma')).toBeTruthy();

    await user.type(screen.getByLabelText(/Nome da Turma/), ' Turma Noite ');
    const capacity = screen.getByLabelText(/Máximo de Alunos/);
    await user.clear(capacity);
    await user.type(capacity, '30');
    await user.click(screen.getByRole('button', { name: 'Criar Turma' }));

    expect(await screen.findByRole('link', { name: 'Abrir turma Turma Noite' })).toBeTruthy();
    expect(screen.queryByLabelText(/Nome da Turma/)).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Turma Noite',
      maxStudents: 30,
    });
  });

  it("shows the server's message when creating fails", async () => {
    mockApi({
      ...signedInAs('TEACHER'),
      'GET /api/classes': { status: 200, body: [] },
      'POST /api/classes': { status: 500, body: {} },
    });
    const { user } = renderRoute('/teacher-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Nova Turma' }));
    await user.type(screen.getByLabelText(/Nome da Turma/), 'Turma');
    await user.click(screen.getByRole('button', { name: 'Criar Turma' }));
    expect(await screen.findByText('Erro ao criar turma')).toBeTruthy();
  });
});
