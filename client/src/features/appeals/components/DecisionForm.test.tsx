import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.any(String), 'success'));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { correctOption: 'E', reason: 'O item estava errado.' },
    });
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
