import { useRef, type KeyboardEvent } from 'react';
import type { Option } from '@gabaritei/shared';
import classes from './CertoErradoChoice.module.css';

const CHOICES = [
  { option: 'C', label: 'Certo' },
  { option: 'E', label: 'Errado' },
] as const satisfies readonly { option: Option; label: string }[];

type CertoErradoChoiceProps = {
  /** The statement the item asks to judge; it names the radio group. */
  labelledBy: string;
  value: Option | null;
  onChange: (option: Option) => void;
  disabled?: boolean;
};

/**
 * A Certo/Errado item: two large buttons with radio-group semantics. Tab reaches the group
 * (the chosen button, else 'Certo'); C and E choose directly; Enter or Space chooses the
 * focused one. The arrows are the exam's (next or previous question) and never answer.
 * Both choices are marked in one neutral colour: green and red would read as right and wrong.
 */
export function CertoErradoChoice({
  labelledBy,
  value,
  onChange,
  disabled,
}: CertoErradoChoiceProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value === 'E' ? 1 : 0;

  function choose(index: number) {
    const choice = CHOICES[index]!;
    buttons.current[index]?.focus();
    if (!disabled) onChange(choice.option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'c') choose(0);
    else if (key === 'e') choose(1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      className={classes.group}
      onKeyDown={onKeyDown}
    >
      {CHOICES.map((choice, index) => {
        const checked = value === choice.option;
        return (
          <button
            key={choice.option}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === focusable ? 0 : -1}
            disabled={disabled}
            className={classes.choice}
            data-choice={choice.option}
            onClick={() => choose(index)}
          >
            <span aria-hidden="true" className={classes.key}>
              {choice.option}
            </span>
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
