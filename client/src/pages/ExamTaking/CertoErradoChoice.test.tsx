import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { CertoErradoChoice } from './CertoErradoChoice';

function Item() {
  const [value, setValue] = useState<Option | null>(null);
  return (
    <>
      <p id="enunciado">A CF/88 admite pena de morte em guerra declarada.</p>
      <CertoErradoChoice labelledBy="enunciado" value={value} onChange={setValue} />
      <button type="button">depois</button>
    </>
  );
}

const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent);

describe('CertoErradoChoice, a Certo/Errado item', () => {
  it('is a radio group named by its statement, answered with C/E and Enter, never with the arrows', async () => {
    const user = userEvent.setup();
    render(<Item />);
    const group = screen.getByRole('radiogroup', {
      name: 'A CF/88 admite pena de morte em guerra declarada.',
    });
    expect(group).toBeTruthy();
    expect(checked()).toEqual([]);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('CCerto');
    await user.keyboard('e');
    expect(checked()).toEqual(['EErrado']);
    expect(document.activeElement?.textContent).toBe('EErrado');
    // The arrows belong to the exam (next or previous question): the answer stays.
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowRight}{ArrowDown}');
    expect(checked()).toEqual(['EErrado']);
    await user.keyboard('C');
    expect(checked()).toEqual(['CCerto']);

    // One tab stop: Tab leaves the group from the chosen button.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('depois');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('CCerto');
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual(['CCerto']);
  });

  it('chooses the focused button with Enter', async () => {
    const user = userEvent.setup();
    render(<Item />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(checked()).toEqual(['CCerto']);
  });
});
