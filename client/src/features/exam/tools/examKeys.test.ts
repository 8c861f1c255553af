import { describe, expect, it } from 'vitest';
import { isArrowOnOption, keyAction, keysBelongElsewhere, type KeyPress } from './examKeys';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: /^[0-9]$/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('keyAction', () => {
  it('answers with 1–5 or A–E, within the letters of the format', () => {
    expect(keyAction(press('2'), 'ABCD')).toEqual({ type: 'answer', option: 'B' });
    expect(keyAction(press('c'), 'ABCD')).toEqual({ type: 'answer', option: 'C' });
    expect(keyAction(press('5'), 'ABCDE')).toEqual({ type: 'answer', option: 'E' });
    expect(keyAction(press('e'), 'ABCDE')).toEqual({ type: 'answer', option: 'E' });
    expect(keyAction(press('5'), 'ABCD')).toBeNull();
    expect(keyAction(press('e'), 'ABCD')).toBeNull();
  });

  it('takes C/E (or 1/2) on a Certo/Errado paper and never strikes there', () => {
    expect(keyAction(press('c'), 'CERTO_ERRADO')).toEqual({ type: 'answer', option: 'C' });
    expect(keyAction(press('e'), 'CERTO_ERRADO')).toEqual({ type: 'answer', option: 'E' });
    expect(keyAction(press('2'), 'CERTO_ERRADO')).toEqual({ type: 'answer', option: 'E' });
    expect(keyAction(press('a'), 'CERTO_ERRADO')).toBeNull();
    expect(keyAction(press('C', { shiftKey: true }), 'CERTO_ERRADO')).toBeNull();
  });

  it('strikes with Shift and the same key, letter or digit', () => {
    expect(keyAction(press('B', { shiftKey: true }), 'ABCD')).toEqual({
      type: 'strike',
      option: 'B',
    });
    expect(keyAction(press('!', { code: 'Digit1', shiftKey: true }), 'ABCDE')).toEqual({
      type: 'strike',
      option: 'A',
    });
  });

  it('moves with the arrows or J/K, marks with M, leaves shortcuts of the browser alone', () => {
    expect(keyAction(press('ArrowRight', { code: 'ArrowRight' }), 'ABCD')).toEqual({
      type: 'move',
      by: 1,
    });
    expect(keyAction(press('k'), 'ABCD')).toEqual({ type: 'move', by: -1 });
    expect(keyAction(press('j'), 'ABCD')).toEqual({ type: 'move', by: 1 });
    expect(keyAction(press('m'), 'ABCD')).toEqual({ type: 'mark' });
    expect(keyAction(press('a', { ctrlKey: true }), 'ABCD')).toBeNull();
    expect(keyAction(press('r', { metaKey: true }), 'ABCD')).toBeNull();
    expect(keyAction(press('x'), 'ABCD')).toBeNull();
  });

  it('takes the answer back with Delete or Backspace, in every format', () => {
    expect(keyAction(press('Delete', { code: 'Delete' }), 'ABCD')).toEqual({ type: 'clear' });
    expect(keyAction(press('Backspace', { code: 'Backspace' }), 'CERTO_ERRADO')).toEqual({
      type: 'clear',
    });
  });
});

describe('keysBelongElsewhere', () => {
  it('lets fields and dialogs keep their keys, but not a radio group its arrows', () => {
    document.body.innerHTML = `
      <input id="text" type="text" /><textarea id="area"></textarea>
      <div role="dialog"><button id="in-dialog">x</button></div>
      <div role="radiogroup"><input id="radio" type="radio" /></div>
      <button id="plain">y</button>`;
    const el = (id: string) => document.getElementById(id);
    expect(keysBelongElsewhere(el('text'))).toBe(true);
    expect(keysBelongElsewhere(el('area'))).toBe(true);
    expect(keysBelongElsewhere(el('in-dialog'))).toBe(true);
    // An arrow on a radio moves between questions: the browser must not choose with it.
    expect(keysBelongElsewhere(el('radio'))).toBe(false);
    expect(isArrowOnOption(el('radio'), 'ArrowRight')).toBe(true);
    expect(isArrowOnOption(el('radio'), 'ArrowDown')).toBe(true);
    expect(isArrowOnOption(el('radio'), 'b')).toBe(false);
    expect(isArrowOnOption(el('plain'), 'ArrowRight')).toBe(false);
    expect(keysBelongElsewhere(document.body)).toBe(false);
  });
});
