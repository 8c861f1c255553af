import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExamQuestion, Option } from '@gabaritei/shared';
import { canonicalOption } from '../../features/exam/questions';
import { AnswerOptions } from './AnswerOptions';

const question: ExamQuestion = {
  id: 'q1',
  text: '<p>Qual é a capital?</p>',
  optionA: '<p>Texto de A</p>',
  optionB: '<p>Texto de B</p>',
  optionC: '<p>Texto de C</p>',
  optionD: '<p>Texto de D</p>',
  optionE: null,
  weight: 1,
  subject: null,
  // Her booklet: she sees C first, then A, D, B.
  optionOrder: ['C', 'A', 'D', 'B'],
};

function renderOptions(onChange: (option: Option) => void, onStrike: (option: Option) => void) {
  render(
    <MantineProvider>
      <AnswerOptions
        question={question}
        format="ABCD"
        value={null}
        onChange={onChange}
        struck={[]}
        onToggleStrike={onStrike}
      />
    </MantineProvider>,
  );
}

describe('the options of a shuffled booklet', () => {
  it('shows her letters in her order and answers and strikes by the canonical letter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onStrike = vi.fn();
    renderOptions(onChange, onStrike);
    const shown = screen.getAllByText(/^[A-D]\)$/).map((node) => node.parentElement?.textContent);
    expect(shown).toEqual(['A) Texto de C', 'B) Texto de A', 'C) Texto de D', 'D) Texto de B']);

    await user.click(screen.getAllByRole('radio')[0]!);
    expect(onChange).toHaveBeenCalledWith('C');
    await user.click(screen.getByRole('button', { name: 'Riscar alternativa D' }));
    expect(onStrike).toHaveBeenCalledWith('B');
  });

  it("maps a key press on her letter to the canonical one; a printed paper's letters are its own", () => {
    expect(canonicalOption(question, 'ABCD', 'A')).toBe('C');
    expect(canonicalOption(question, 'ABCD', 'D')).toBe('B');
    expect(canonicalOption({ ...question, optionOrder: undefined }, 'ABCD', 'D')).toBe('D');
    expect(canonicalOption(question, 'CERTO_ERRADO', 'E')).toBe('E');
  });
});
