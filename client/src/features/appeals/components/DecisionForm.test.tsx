import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAppealGroup, SimuladoFormat } from '@gabaritei/shared';
import { createQueryClient } from '../../../app/queryClient';
import { theme } from '../../../app/theme';
import { mockApi } from '../../../test/mockApi';
import { DecisionForm } from './DecisionForm';

const group: AdminAppealGroup = {
  questionId: 'q-1',
  number: 1,
  text: 'O enunciado.',
  correctOption: 'C',
  annulled: false,
  count: 2,
  status: 'PENDING',
  reply: null,
  decidedAt: null,
  appeals: [],
};

const decided = {
  keyChange: {
    id: 'k-1',
    questionId: 'q-1',
    number: 1,
    kind: 'CHANGE_KEY',
    before: 'C',
    after: 'E',
    reason: 'O item estava errado.',
    actorName: 'Admin',
    createdAt: new Date().toISOString(),
  },
  regrade: null,
};

function renderForm(format: SimuladoFormat) {
  const notify = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test" withGlobalClasses={false}>
        <DecisionForm simuladoId="s-1" format={format} group={group} notify={notify} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { notify, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

/** The Select's input (its listbox carries the same label). */
function keyInput(): HTMLElement {
  const input = screen.getAllByLabelText('Novo gabarito').find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error('no key input');
  return input;
}

describe('DecisionForm', () => {
  it("offers only the format's other answers as the new key (Certo/Errado: Errado)", async () => {
    const { calls } = mockApi({
      'PUT /api/admin/simulados/s-1/questions/q-1/correct-option': { status: 200, body: decided },
      'GET /api/admin/simulados/s-1/questions/q-1/decision-impact': {
        status: 200,
        body: { attempts: 12, emails: 1 },
      },
    });
    const { user, notify } = renderForm('CERTO_ERRADO');
    await user.click(keyInput());
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Errado (E)']);
    await user.click(screen.getByRole('option', { name: 'Errado (E)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Resposta / justificativa' }),
      'O item estava errado.',
    );
    await user.click(screen.getByRole('button', { name: 'Alterar gabarito' }));
    // Nothing happens before the confirmation, which says what the decision affects.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const dialog = await screen.findByRole('dialog', {
      name: 'Alterar o gabarito da questão 1 para Errado (E)?',
    });
    expect(
      await within(dialog).findByText(
        'Isto recalcula 12 tentativas e envia 1 e-mail aos candidatos cuja nota mudar.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar novo gabarito' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.any(String), 'success'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { correctOption: 'E', reason: 'O item estava errado.' },
    });
    // Typing, a select and a dialog: slow under a loaded machine.
  }, 20_000);

  it("asks before 'Anular questão', and cancelling changes nothing", async () => {
    const { calls } = mockApi({
      'GET /api/admin/simulados/s-1/questions/q-1/decision-impact': {
        status: 200,
        body: { attempts: 0, emails: 0 },
      },
    });
    const { user } = renderForm('ABCD');
    await user.click(screen.getByRole('button', { name: 'Anular questão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular a questão 1?' });
    expect(
      await within(dialog).findByText(
        'Nenhuma tentativa muda com esta decisão, e nenhum e-mail será enviado.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers A–E minus the current key on an A–E paper', async () => {
    mockApi({});
    const first = renderForm('ABCDE');
    await first.user.click(keyInput());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'A',
      'B',
      'D',
      'E',
    ]);
  });
});
