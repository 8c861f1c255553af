import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateTimeField, masked, toDisplay, toLocal } from './DateTimeField';

function Field({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('2026-12-01T21:00');
  return (
    <DateTimeField
      label="Data de término"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DateTimeField: dd/mm/aaaa hh:mm, 24 h, whatever the browser', () => {
  it('lays typed digits out as a Brazilian date and reads them back', () => {
    expect(masked('0112')).toBe('01/12');
    expect(masked('011220261430')).toBe('01/12/2026 14:30');
    expect(toLocal('01/12/2026 14:30')).toBe('2026-12-01T14:30');
    expect(toLocal('01/12/2026')).toBe('01/12/2026');
    expect(toDisplay('2026-12-01T09:05')).toBe('01/12/2026 09:05');
  });

  it('shows a stored value as dd/mm/aaaa hh:mm and hands the form the local value', async () => {
    const seen: string[] = [];
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <Field seen={seen} />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Data de término' }) as HTMLInputElement;
    expect(field.value).toBe('01/12/2026 21:00');
    expect(field.placeholder).toBe('dd/mm/aaaa hh:mm');
    await user.clear(field);
    await user.type(field, '311220262359');
    expect(seen.at(-1)).toBe('2026-12-31T23:59');
  });
});
