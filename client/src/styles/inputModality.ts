/**
 * Whether the last input was a key or a pointer, kept on `<html data-input>` for
 * focusRing.css. Chromium rings any element a script focuses when no click came just before
 * (a reload reopening the exam, the time-up results): the headings the app focuses so that
 * screen readers start there wore a heavy box for mouse and touch users. With this, the
 * strong ring on those targets follows the keyboard only.
 */
export function trackInputModality(root: HTMLElement = document.documentElement): () => void {
  const set = (input: 'keyboard' | 'pointer') => () => {
    if (root.dataset.input !== input) root.dataset.input = input;
  };
  const keyboard = set('keyboard');
  const pointer = set('pointer');
  window.addEventListener('keydown', keyboard, true);
  window.addEventListener('pointerdown', pointer, true);
  return () => {
    window.removeEventListener('keydown', keyboard, true);
    window.removeEventListener('pointerdown', pointer, true);
  };
}
