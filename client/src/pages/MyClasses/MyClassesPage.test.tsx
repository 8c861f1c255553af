import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyClass, MyClasses } from '@gabaritei/shared';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

const invitation: MyClass = {
  id: 'c1',
  name: 'Turma de Sábado',
  teacherName: 'Paulo Professor',
  status: 'INVITED',
  invitedAt: '2026-11-20T15:00:00.000Z',
  simulados: [],
};
const accepted: MyClass = {
  ...invitation,
  status: 'ACCEPTED',
  simulados: [{ id: 'sim-1', title: 'Simulado TRT' }],
};
const pending: MyClasses = { invitations: [invitation], classes: [] };
const after: MyClasses = { invitations: [], classes: [accepted] };

describe('MyClassesPage', () => {
  it('lists an invitation, and after Aceitar the class with what it released', async () => {
    let answered = false;
    const { calls } = mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/me/classes': () => ({ status: 200, body: answered ? after : pending }),
      'POST /api/me/classes/c1/accept': () => {
        answered = true;
        return { status: 200, body: after };
      },
    });
    renderRoute('/minhas-turmas');

    const card = await screen.findByRole('article', { name: 'Convite: Turma de Sábado' });
    expect(within(card).getByText(/Paulo Professor/)).toBeTruthy();
    expect(within(card).getByText('Convite pendente')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Aceitar' }));

    const klass = await screen.findByRole('article', { name: 'Turma Turma de Sábado' });
    expect(within(klass).getByText('Simulado TRT')).toBeTruthy();
    expect(within(klass).getByRole('button', { name: 'Abrir simulado' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/me/classes/c1/accept')).toBe(
      true,
    );
  }, 20_000);

  it('says so when the student has no class', async () => {
    mockApi({
      ...signedInAs('STUDENT'),
      'GET /api/me/classes': { status: 200, body: { invitations: [], classes: [] } },
    });
    renderRoute('/minhas-turmas');
    expect(await screen.findByText('Você ainda não participa de nenhuma turma.')).toBeTruthy();
  });
});
