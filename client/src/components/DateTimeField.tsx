import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** 'YYYY-MM-DDTHH:mm' (São Paulo wall clock), '' when empty, or the text as typed. */
  value?: string;
  onChange?: (value: string) => void;
};

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** '2026-12-01T09:00' → '01/12/2026 09:00'; anything else is shown as it is. */
export function toDisplay(value: string): string {
  const match = LOCAL.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}` : value;
}

/** The digits typed, laid out as dd/mm/aaaa hh:mm while they are typed. */
export function masked(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 12);
  const parts = [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter(Boolean).join('/');
  const time = [d.slice(8, 10), d.slice(10, 12)].filter(Boolean).join(':');
  return time ? `${parts} ${time}` : parts;
}

/** 'dd/mm/aaaa hh:mm' → '2026-12-01T09:00'; incomplete text passes through, for the schema to refuse. */
export function toLocal(display: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(display);
  return match ? `${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}` : display;
}

/**
 * A date and time always written dd/mm/aaaa hh:mm, 24 h: a `datetime-local` input shows
 * the browser's own format (mm/dd/yyyy and AM/PM on an English system), which an admin
 * in Brazil misreads. The form keeps the `datetime-local` value the routes already read.
 */
export function DateTimeField({ value = '', onChange, ...rest }: Props) {
  const [text, setText] = useState(() => toDisplay(value));
  // A value set from outside (a reset) replaces what was typed.
  const shown = toLocal(text) === value ? text : toDisplay(value);
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa hh:mm"
      maxLength={16}
      value={shown}
      onChange={(event) => {
        const next = masked(event.currentTarget.value);
        setText(next);
        onChange?.(toLocal(next));
      }}
    />
  );
}
