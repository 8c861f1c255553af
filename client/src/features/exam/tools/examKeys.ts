import { optionLettersOf, type Option, type SimuladoFormat } from '@gabaritei/shared';

/**
 * The exam's keyboard, as a pure mapping from a key press to an action:
 * 1–5 or A–E answer (1–2 or C/E on a Certo/Errado paper), Shift with the same key
 * crosses the alternative out, ←/→ or K/J move, M marks 'Revisar depois', Delete or
 * Backspace takes the answer back ('Limpar resposta').
 */
export type KeyAction =
  | { type: 'answer'; option: Option }
  | { type: 'clear' }
  | { type: 'strike'; option: Option }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'mark' };

export type KeyPress = {
  key: string;
  /** KeyboardEvent.code: Shift+1 is '!' as a key but still 'Digit1' as a code. */
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

const CERTO_ERRADO: readonly Option[] = ['C', 'E'];

/** The letters a paper's keys answer with, in key order (1 = the first). */
export function keyLettersOf(format: SimuladoFormat): readonly Option[] {
  return format === 'CERTO_ERRADO' ? CERTO_ERRADO : optionLettersOf(format);
}

export function keyAction(press: KeyPress, format: SimuladoFormat): KeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const key = press.key.toLowerCase();
  if (!press.shiftKey) {
    if (key === 'arrowright' || key === 'j') return { type: 'move', by: 1 };
    if (key === 'arrowleft' || key === 'k') return { type: 'move', by: -1 };
    if (key === 'm') return { type: 'mark' };
    if (key === 'delete' || key === 'backspace') return { type: 'clear' };
  }
  const letters = keyLettersOf(format);
  const digit = /^Digit([1-9])$/.exec(press.code)?.[1] ?? /^[1-9]$/.exec(key)?.[0];
  const option = digit
    ? letters[Number(digit) - 1]
    : letters.find((letter) => letter.toLowerCase() === key);
  if (!option) return null;
  // Two choices leave nothing to cross out: striking one is answering the other.
  if (press.shiftKey) return format === 'CERTO_ERRADO' ? null : { type: 'strike', option };
  return { type: 'answer', option };
}

/**
 * Where the exam's keys must not act: typing in a field, a dialog or drawer on top (the map
 * on a phone, the confirmations). A radio group does not keep its arrows: they move between
 * questions and never change an answer, even after a click put the focus on an option.
 */
export function keysBelongElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.closest(
      'input:not([type=radio]), textarea, select, [contenteditable=""], [contenteditable=true]',
    )
  )
    return true;
  return !!target.closest('[role=dialog], [aria-modal=true]');
}

/**
 * An arrow on an option: the browser would choose the next option with it (↑/↓ too), so the
 * exam cancels that and only ←/→ act, as moves.
 */
export function isArrowOnOption(target: EventTarget | null, key: string): boolean {
  return (
    key.startsWith('Arrow') &&
    target instanceof HTMLElement &&
    (target.matches('input[type=radio], [role=radio]') || !!target.closest('[role=radiogroup]'))
  );
}
