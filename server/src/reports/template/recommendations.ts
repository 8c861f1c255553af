import { PERCENT_OF_POINTS_UNIT } from '@gabaritei/shared';
import type { ReportData, ReportQuestion } from '../report-data';
import { countLabel, decimal, percent, plural } from './format';

/** Subjects under this percent are worth studying first. */
const WEAK_SUBJECT_PERCENT = 70;

/**
 * Concrete study advice: the weakest subjects first (with their gap to the field), then the
 * missed questions most participants got right (basics to review), then the missed ones
 * hardest for everybody (the differentiating topics).
 */
export function studyRecommendations(data: ReportData): string[] {
  const tips: string[] = [];
  const weak = data.subjects
    .filter((subject) => subject.percent < WEAK_SUBJECT_PERCENT)
    .sort((x, y) => x.percent - y.percent)
    .slice(0, 3);
  for (const subject of weak) {
    const gap =
      subject.fieldPercent !== null && subject.fieldPercent > subject.percent
        ? ` — ${points(subject.fieldPercent - subject.percent)} abaixo da média dos participantes`
        : '';
    tips.push(
      `Priorize ${subject.name}: você acertou ${subject.correct} de ${subject.total} ` +
        `(${percent(subject.percent)} ${PERCENT_OF_POINTS_UNIT})${gap}. Revise a teoria e resolva novas questões da disciplina.`,
    );
  }
  const missed = data.questions.filter((question) => !question.isCorrect);
  const basics = missed
    .filter((question) => (question.fieldCorrectPercent ?? 0) >= 50)
    .sort((x, y) => (y.fieldCorrectPercent ?? 0) - (x.fieldCorrectPercent ?? 0))
    .slice(0, 3);
  if (basics.length > 0) {
    tips.push(
      basics.length === 1
        ? `Revise a questão ${numbered(basics[0]!)}: a maioria dos participantes acertou e ` +
            `questões assim costumam separar quem é aprovado.`
        : `Revise as questões ${numbers(basics)}: a maioria dos participantes acertou e ` +
            `elas costumam separar quem é aprovado.`,
    );
  }
  const hardest = missed
    .filter((question) => question.fieldCorrectPercent !== null)
    .sort((x, y) => (x.fieldCorrectPercent ?? 0) - (y.fieldCorrectPercent ?? 0))
    .slice(0, 3);
  if (hardest.length > 0) {
    tips.push(
      (hardest.length === 1
        ? `A questão ${numbered(hardest[0]!)} foi a mais errada do simulado`
        : `As questões ${numbers(hardest)} foram as mais erradas do simulado`) +
        '; leia os comentários do gabarito e anote os pontos que confundiram.',
    );
  }
  const blank = missed.filter((question) => question.chosen === null).length;
  if (blank > 0) {
    tips.push(
      `Você deixou ${countLabel(blank, 'questão', 'questões')} em branco: treine a ` +
        `gestão do tempo e a eliminação de alternativas para arriscar com critério.`,
    );
  }
  if (tips.length === 0) {
    tips.push(
      'Excelente desempenho em todas as disciplinas. Mantenha a rotina de simulados ' +
        'e revise periodicamente para consolidar o conteúdo.',
    );
  }
  return tips;
}

/** "3, 7 e 9": question numbers as a sentence lists them. */
function numbers(questions: ReportQuestion[]): string {
  const list = questions.map(numbered);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} e ${list.at(-1)}` : (list[0] ?? '');
}

/** "12,5 pontos", "1,0 ponto": a gap in percentage points. */
function points(value: number): string {
  return `${decimal(value)} ${plural(value, 'ponto', 'pontos')}`;
}

/** '7', or '7 (sua prova: 3)' on a shuffled booklet, as the question's heading names it. */
function numbered(question: ReportQuestion): string {
  return question.paperPosition === undefined
    ? String(question.number)
    : `${question.number} (sua prova: ${question.paperPosition})`;
}
