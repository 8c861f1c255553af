/**
 * The rules of text people read: names shown in rankings and class lists, and long free
 * texts (appeals, contact messages, decision reasons). safeText refuses what breaks storage
 * or reverses a line; these refuse what looks like nothing or passes for someone else:
 * 'Estudante s1\u200B' reads exactly like 'Estudante s1', and thirty U+200B pass a
 * 20-character minimum while showing nothing.
 */

/** pt-BR texts of the rules below. */
export const HUMAN_TEXT_MESSAGES = {
  nameInvisible:
    'O nome não pode conter caracteres invisíveis ou de controle (como espaço de largura zero ou tabulação).',
  nameWithoutLetter: 'O nome precisa ter ao menos uma letra.',
  textInvisible:
    'O texto não pode conter caracteres invisíveis (como espaço de largura zero) nem caracteres de controle.',
  textWithoutVisible: 'O texto precisa ter ao menos um caractere visível.',
} as const;

/** Control (Cc) and format (Cf) characters: tabs, BEL, U+200B, U+200F, U+061C, U+FEFF… */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

/**
 * What a long text may not hold: a control character other than a line break or a tab, or
 * a format character — save the zero-width joiner inside an emoji sequence ('👩‍💻'), which
 * draws one picture rather than hiding anything.
 */
const LONG_TEXT_FORBIDDEN =
  /(?![\n\r\t])\p{Cc}|(?!(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic}))\p{Cf}/u;

/** A user-perceived character that shows something: a letter, digit, punctuation or symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/** Canonical composition: 'a' + U+0301 and 'á' are the same name, stored one way. */
export function toNfc(text: string): string {
  return text.normalize('NFC');
}

/** True when a one-line text (a name) holds no control or format character. */
export function hasNoInvisible(text: string): boolean {
  return !CONTROL_OR_FORMAT.test(text);
}

/** True when the text holds at least one letter of any script (marks alone are not one). */
export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** True when a long text holds only line breaks and tabs among the invisible characters. */
export function isCleanLongText(text: string): boolean {
  return !LONG_TEXT_FORBIDDEN.test(text);
}

/**
 * How many characters a reader sees: graphemes (an accented letter or an emoji counts
 * once) that hold a letter, digit, punctuation or symbol. Spaces, invisible characters and
 * stray combining marks count nothing, so they cannot fill a minimum length.
 */
export function visibleLength(text: string): number {
  let count = 0;
  for (const { segment } of graphemes.segment(text)) if (VISIBLE.test(segment)) count++;
  return count;
}
