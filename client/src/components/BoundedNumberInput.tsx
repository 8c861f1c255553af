import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type Props = Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max' | 'error'> & {
  value: number;
  min: number;
  max: number;
  /** Called with a number inside [min, max] only; `valid` says whether the field holds one. */
  onChange: (value: number) => void;
  onValidityChange?: (valid: boolean) => void;
};

const decimal = (value: number) => String(value).replace('.', ',');

/**
 * A number field that never rewrites what is typed: Mantine's default clamps on blur and a
 * parent that turns '' back into a default makes typed digits join it ('1' + '3' = 13,
 * clamped to 10). Here the text stays as typed, and out of range is said under the field.
 */
export function BoundedNumberInput({
  value,
  min,
  max,
  onChange,
  onValidityChange,
  ...rest
}: Props) {
  const [text, setText] = useState<number | string>(value);
  const number = text === '' ? Number.NaN : Number(text);
  const valid = Number.isFinite(number) && number >= min && number <= max;
  return (
    <NumberInput
      {...rest}
      min={min}
      max={max}
      clampBehavior="none"
      value={text}
      error={valid ? null : `Informe um número de ${decimal(min)} a ${decimal(max)}.`}
      onChange={(next) => {
        setText(next);
        const parsed = next === '' ? Number.NaN : Number(next);
        const ok = Number.isFinite(parsed) && parsed >= min && parsed <= max;
        onValidityChange?.(ok);
        if (ok) onChange(parsed);
      }}
    />
  );
}
