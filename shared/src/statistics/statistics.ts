import { z } from 'zod';
import { baseTextSchema } from '../content/schemas';
import { OPTIONS } from '../limits';
import { SIMULADO_FORMATS } from '../scoring/formats';

/** Below this many participants the discrimination index says nothing. */
export const MIN_PARTICIPANTS_FOR_DISCRIMINATION = 5;
/** The upper group of the classical item analysis: the best 27 % of the candidates. */
export const TOP_GROUP_SHARE = 0.27;
export const ITEM_THRESHOLDS = { tooHard: 0.2, tooEasy: 0.9, lowDiscrimination: 0.2 } as const;

export const ITEM_FLAGS = ['TOO_HARD', 'TOO_EASY', 'LOW_DISCRIMINATION', 'KEY_SUSPECT'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/**
 * What the worker reads for one question, aggregated in SQL so 50,000 × 60 answers never
 * leave the database: the candidates' total correct counts T are summarised once for the
 * simulado (n, ΣT, ΣT²), and per question only Σx and Σ(T·x) are needed, x being the
 * item's 0/1 score — enough for the exact Pearson correlation between x and T − x.
 */
export type ItemAggregate = {
  questionId: string;
  number: number;
  correctOption: string;
  annulled: boolean;
  /** Σx: participants who got it right. */
  correct: number;
  /** Σ(T·x): the sum of the total correct counts of those who got it right. */
  totalOfCorrect: number;
  /** Participants per chosen option; blanks under `blank`. */
  options: Record<string, number>;
  blank: number;
  /** The same counts within the top 27 % (by total, then less time). */
  topOptions: Record<string, number>;
};

export type TotalsAggregate = { participants: number; sumTotal: number; sumTotalSquared: number };

export const itemStatisticSchema = z.object({
  questionId: z.string(),
  number: z.number().int(),
  /** Share correct, 0–1; null without participants. */
  facility: z.number().nullable(),
  /** Item–rest Pearson correlation, −1 to 1; null under 5 participants or without variance. */
  discrimination: z.number().nullable(),
  options: z.record(z.string(), z.number().int()),
  blank: z.number().int(),
  annulled: z.boolean(),
  flags: z.array(z.enum(ITEM_FLAGS)),
  /** The stem as sanitised rich HTML, and its base text in `baseTexts`. */
  text: z.string().optional(),
  baseTextId: z.string().nullable().optional(),
  /** The key, beside the figures (never while the key is embargoed: no rows then). */
  correctOption: z.enum(OPTIONS).optional(),
});
export type ItemStatistic = z.infer<typeof itemStatisticSchema>;

/**
 * A scope's statistics. While the key is embargoed for the reader (a teacher before the
 * release) `questions` is empty: per-question figures of a class are the key itself. Then
 * `keyReleasesAt` says when they open and `message` says it in pt-BR; both null once open.
 */
export const itemStatisticsSchema = z.object({
  participants: z.number().int(),
  computedAt: z.string().nullable(),
  questions: z.array(itemStatisticSchema),
  baseTexts: z.array(baseTextSchema).optional(),
  /** The paper's format: its options are the rows of each answer count (no 'E' on A–D). */
  format: z.enum(SIMULADO_FORMATS).optional(),
  keyReleasesAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type ItemStatistics = z.infer<typeof itemStatisticsSchema>;

/**
 * Pearson r between x (0/1) and y = T − x from sums alone: Σx² = Σx for a 0/1 score, so
 * Σy = ΣT − Σx, Σy² = ΣT² − 2Σ(Tx) + Σx and Σxy = Σ(Tx) − Σx.
 */
export function itemRestCorrelation(
  totals: TotalsAggregate,
  correct: number,
  totalOfCorrect: number,
): number | null {
  const n = totals.participants;
  if (n < MIN_PARTICIPANTS_FOR_DISCRIMINATION) return null;
  const sx = correct;
  const sy = totals.sumTotal - correct;
  const syy = totals.sumTotalSquared - 2 * totalOfCorrect + correct;
  const sxy = totalOfCorrect - correct;
  const vx = n * sx - sx * sx;
  const vy = n * syy - sy * sy;
  if (vx <= 0 || vy <= 0) return null;
  const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
  return Math.max(-1, Math.min(1, r));
}

/** Facility, discrimination and flags per question from the worker's aggregates. */
export function computeItemStatistics(
  totals: TotalsAggregate,
  items: readonly ItemAggregate[],
): Pick<ItemStatistics, 'participants' | 'questions'> {
  return {
    participants: totals.participants,
    questions: items.map((item) => {
      const facility = totals.participants > 0 ? item.correct / totals.participants : null;
      const discrimination = item.annulled
        ? null
        : itemRestCorrelation(totals, item.correct, item.totalOfCorrect);
      return {
        questionId: item.questionId,
        number: item.number,
        facility,
        discrimination,
        options: item.options,
        blank: item.blank,
        annulled: item.annulled,
        flags: item.annulled ? [] : flagsOf(item, facility, discrimination),
      };
    }),
  };
}

function flagsOf(
  item: ItemAggregate,
  facility: number | null,
  discrimination: number | null,
): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (facility !== null && facility < ITEM_THRESHOLDS.tooHard) flags.push('TOO_HARD');
  if (facility !== null && facility > ITEM_THRESHOLDS.tooEasy) flags.push('TOO_EASY');
  if (discrimination !== null && discrimination < ITEM_THRESHOLDS.lowDiscrimination)
    flags.push('LOW_DISCRIMINATION');
  const keyCount = item.topOptions[item.correctOption] ?? 0;
  const suspect = Object.entries(item.topOptions).some(
    ([option, count]) => option !== item.correctOption && count > keyCount,
  );
  if (suspect) flags.push('KEY_SUSPECT');
  return flags;
}

/** How many candidates form the top group: 27 % rounded up, at least one when any took it. */
export function topGroupSize(participants: number): number {
  return Math.ceil(participants * TOP_GROUP_SHARE);
}

export const ITEM_FLAG_LABELS: Record<ItemFlag, string> = {
  TOO_HARD: 'Muito difícil',
  TOO_EASY: 'Muito fácil',
  LOW_DISCRIMINATION: 'Baixa discriminação',
  KEY_SUSPECT: 'Gabarito suspeito',
};
