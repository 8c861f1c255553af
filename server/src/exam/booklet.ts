import {
  optionLettersOf,
  type BaseText,
  type ExamQuestion,
  type Option,
  type PublicQuestion,
  type SimuladoFormat,
} from '@gabaritei/shared';

/** What a simulado says of its booklets (simulados.shuffle_questions / shuffle_options). */
export type BookletRule = {
  shuffle_questions: boolean;
  shuffle_options: boolean;
  format: SimuladoFormat;
};

/** A question as the order needs it: its id and the base text it shares with its block. */
type Orderable = { id: string; baseTextId?: string | null };

/** Where one question sits in her booklet (1-based) and its options there, when shuffled. */
export type BookletPlace = { position: number; optionOrder?: Option[] };

/** FNV-1a, 32 bits: a seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast generator; its numbers need not be secret, only stable. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates driven by the seed: the same seed and items give the same order. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = generator(hash(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Her order of the questions, drawn from her session id: the same on every device and
 * every resume, with nothing stored. The questions sharing a base text move as one block,
 * in their printed order, so the text is read once.
 */
function questionOrder<Q extends Orderable>(sessionId: string, questions: readonly Q[]): Q[] {
  const blocks = new Map<string, Q[]>();
  for (const question of questions) {
    const key = question.baseTextId ? `t:${question.baseTextId}` : `q:${question.id}`;
    const block = blocks.get(key);
    if (block) block.push(question);
    else blocks.set(key, [question]);
  }
  return shuffled([...blocks.values()], `${sessionId}:questions`).flat();
}

/**
 * Her order of one question's options. Certo/Errado items keep their two fixed answers: a
 * shuffled 'Certo'/'Errado' would only confuse. Seeded per question, so editing another
 * question never moves these.
 */
function optionOrder(sessionId: string, questionId: string, format: SimuladoFormat): Option[] {
  return shuffled(optionLettersOf(format), `${sessionId}:${questionId}`);
}

const shufflesOptions = (rule: BookletRule) =>
  rule.shuffle_options && rule.format !== 'CERTO_ERRADO';

/** Her booklet differs from the printed paper (a Certo/Errado paper's options never do). */
export const isShuffled = (rule: BookletRule) => rule.shuffle_questions || shufflesOptions(rule);

/** The paper in her booklet's order, each question with its options' order when shuffled. */
export function presentBooklet(
  sessionId: string,
  paper: readonly PublicQuestion[],
  rule: BookletRule,
): ExamQuestion[] {
  if (!isShuffled(rule)) return [...paper];
  const ordered = rule.shuffle_questions ? questionOrder(sessionId, paper) : paper;
  if (!shufflesOptions(rule)) return [...ordered];
  return ordered.map((q) => ({ ...q, optionOrder: optionOrder(sessionId, q.id, rule.format) }));
}

/**
 * Question id → its place in her booklet: the review speaks of the canonical numbers
 * and says where her booklet had each ('sua prova: 3'). Empty when the paper is not shuffled.
 */
export function bookletPlaces(
  sessionId: string,
  paper: readonly Orderable[],
  rule: BookletRule,
): Map<string, BookletPlace> {
  if (!isShuffled(rule)) return new Map();
  const ordered = rule.shuffle_questions ? questionOrder(sessionId, paper) : paper;
  const options = shufflesOptions(rule);
  return new Map(
    ordered.map((q, index) => [
      q.id,
      {
        position: index + 1,
        ...(options ? { optionOrder: optionOrder(sessionId, q.id, rule.format) } : {}),
      },
    ]),
  );
}

/**
 * The base texts numbered by her booklet: a text opens its block at the block's place in
 * her order, not in the printed one (a block moves whole, so its numbers stay a range).
 */
export function renumberBaseTexts(
  texts: readonly BaseText[],
  booklet: readonly Orderable[],
): BaseText[] {
  const ranges = new Map<string, { first: number; last: number }>();
  booklet.forEach((q, index) => {
    if (!q.baseTextId) return;
    const range = ranges.get(q.baseTextId);
    if (range) range.last = index + 1;
    else ranges.set(q.baseTextId, { first: index + 1, last: index + 1 });
  });
  return texts
    .map((text) => {
      const range = ranges.get(text.id);
      return range ? { ...text, firstQuestion: range.first, lastQuestion: range.last } : text;
    })
    .sort((a, b) => a.firstQuestion - b.firstQuestion);
}
