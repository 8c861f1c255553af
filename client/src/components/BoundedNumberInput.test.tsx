import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BoundedNumberInput } from './BoundedNumberInput';

function Weight({ seen }: { seen: number[] }) {
  const [weight, setWeight] = useState(1);
  return (
    <BoundedNumberInput
      label="Peso"
      min={0.5}
      max={10}
      decimalSeparator=","
      value={weight}
      onChange={(value) => {
        seen.push(value);
        setWeight(value);
      }}
    />
  );
}

describe('BoundedNumberInput', () => {
  it('keeps what is typed over an emptied field, and says out of range instead of clamping', async () => {
    const seen: number[] = [];
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <Weight seen={seen} />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Peso' }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '3');
    await user.tab();
    expect(field.value).toBe('3');
    expect(seen.at(-1)).toBe(3);

    await user.type(field, '0');
    await user.tab();
    expect(field.value).toBe('30');
    expect(screen.getByText('Informe um número de 0,5 a 10.')).toBeTruthy();
    expect(seen.at(-1)).toBe(3);
  });
});
