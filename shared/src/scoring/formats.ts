import type { Option } from '../limits';

/**
 * The bancas' formats: four options (today's), five (FGV, FCC, Vunesp) or a
 * statement judged Certo or Errado (Cebraspe).
 */
export const SIMULADO_FORMATS = ['ABCD', 'ABCDE', 'CERTO_ERRADO'] as const;
export type SimuladoFormat = (typeof SIMULADO_FORMATS)[number];

/** STANDARD: weighted share of correct items; CEBRASPE: a wrong item cancels a right one. */
export const SCORING_RULES = ['STANDARD', 'CEBRASPE'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

export const DEFAULT_FORMAT: SimuladoFormat = 'ABCD';
export const DEFAULT_SCORING: ScoringRule = 'STANDARD';

/** A question's weight: 1 unless the edital says otherwise, from 0.5 to 10. */
export const WEIGHT_LIMITS = { min: 0.5, max: 10, default: 1 } as const;

const FORMAT_OPTIONS: Record<SimuladoFormat, readonly Option[]> = {
  ABCD: ['A', 'B', 'C', 'D'],
  ABCDE: ['A', 'B', 'C', 'D', 'E'],
  CERTO_ERRADO: ['C', 'E'],
};

/** The answers a format takes, in the order they are shown. */
export function optionsOf(format: SimuladoFormat): readonly Option[] {
  return FORMAT_OPTIONS[format];
}

/** The lettered alternatives a question of the format has (none for Certo/Errado). */
export function optionLettersOf(format: SimuladoFormat): readonly Option[] {
  return format === 'CERTO_ERRADO' ? [] : FORMAT_OPTIONS[format];
}

export function isOptionOf(format: SimuladoFormat, option: string): option is Option {
  return (FORMAT_OPTIONS[format] as readonly string[]).includes(option);
}

/** pt-BR names of formats and rules, for forms, badges and reports. */
export const FORMAT_LABELS: Record<SimuladoFormat, string> = {
  ABCD: 'Múltipla escolha A–D',
  ABCDE: 'Múltipla escolha A–E',
  CERTO_ERRADO: 'Certo ou Errado',
};

export const SCORING_LABELS: Record<ScoringRule, string> = {
  STANDARD: 'Padrão (acertos ponderados)',
  CEBRASPE: 'Cebraspe (um erro anula um acerto)',
};

/** What a Certo/Errado answer letter reads as. */
export const CERTO_ERRADO_LABELS: Partial<Record<Option, string>> = { C: 'Certo', E: 'Errado' };

/** How an answer is read aloud on screen: 'Certo' / 'Errado', or the letter. */
export function answerLabel(format: SimuladoFormat, option: Option): string {
  return format === 'CERTO_ERRADO' ? (CERTO_ERRADO_LABELS[option] ?? option) : option;
}

/** The 400 of an answer the simulado's format does not take. */
export function invalidAnswerMessage(format: SimuladoFormat): string {
  switch (format) {
    case 'ABCD':
      return 'Alternativa inválida: use A, B, C ou D.';
    case 'ABCDE':
      return 'Alternativa inválida: use A, B, C, D ou E.';
    case 'CERTO_ERRADO':
      return 'Resposta inválida: use C (Certo) ou E (Errado).';
  }
}

/**
 * What a blank is worth, said before the candidate sends the paper: under the Cebraspe
 * rule a blank scores zero (leaving an item blank is a tactic), under the standard rule it
 * is an error like a wrong answer.
 */
export function blankRuleLine(rule: ScoringRule): string {
  return rule === 'CEBRASPE'
    ? 'Itens em branco valem zero: não somam nem descontam pontos.'
    : 'Questões em branco contam como erro.';
}

/**
 * The rule in one line, on the results screen and in the reports. `weighted` when some
 * question weighs other than 1, so the line mentions weights only when they matter. It
 * names the percent of points 'Aproveitamento', as shared/results/figures does: 'Nota' is
 * that figure out of 10.
 */
export function scoringRuleLine(rule: ScoringRule, weighted: boolean): string {
  if (rule === 'CEBRASPE')
    return weighted
      ? 'Cada item errado anula um item certo (de mesmo peso); em branco não conta. Aproveitamento = líquido ÷ soma dos pesos × 100, nunca abaixo de zero.'
      : 'Cada item errado anula um item certo; em branco não conta. Aproveitamento = (certos − errados) ÷ itens × 100, nunca abaixo de zero.';
  return weighted
    ? 'Aproveitamento = soma dos pesos das questões certas ÷ soma de todos os pesos × 100; em branco conta como errada.'
    : 'Aproveitamento = questões certas ÷ total de questões × 100; em branco conta como errada.';
}
