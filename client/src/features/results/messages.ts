import { countLabel, positionLabel } from '@gabaritei/shared';

/** pt-BR texts of the results screen (PRODUCT §2 Results, §9 score tiers). */
export const RESULTS_MESSAGES = {
  title: 'Simulado Concluído!',
  /**
   * A question of the review: numbered as printed (the key, appeals and statistics speak
   * so), with where her own shuffled booklet had it.
   */
  questionHeading: (number: number, paperPosition?: number) =>
    paperPosition === undefined
      ? `Questão ${number}`
      : `Questão ${number} (sua prova: ${paperPosition})`,
  score: 'Aproveitamento',
  nextStepsTitle: 'Próximos passos',
  nextSteps:
    'Revise abaixo as questões que você errou e leia os comentários do gabarito. Depois, confira sua posição no ranking e faça um novo simulado para acompanhar sua evolução.',
  /** A training simulado has no ranking to check. */
  nextStepsTraining:
    'Revise abaixo as questões que você errou e leia os comentários do gabarito. Depois, faça o simulado de novo para acompanhar sua evolução.',
  backToList: 'Voltar aos Simulados',
  ranking: 'Ver Ranking',
  reviewTitle: 'Revisão das respostas',
  noAnswers: 'Nenhuma resposta fornecida.',
  correctBadge: 'Correta',
  wrongBadge: 'Incorreta',
  yourAnswer: 'Sua resposta:',
  blank: 'Em branco',
  rightAnswer: 'Resposta correta:',
  explanation: 'Comentário do gabarito:',
  /** The option list of a reviewed question, and its marks (words, not colour alone). */
  optionsLabel: (number: number) => `Alternativas da questão ${number}`,
  yourMark: 'Sua resposta',
  keyMark: 'Gabarito',
  /** After her letter, where her booklet printed the option under another one. */
  motherLetter: (option: string) => `${option} na prova-mãe`,
  embargoTitle: 'Gabarito comentado em breve',
  nextStepsEmbargo:
    'O gabarito e os comentários saem quando o simulado oficial terminar para todos. Enquanto isso, confira sua posição no ranking.',
  disciplinesTitle: 'Desempenho por disciplina',
  you: 'Você',
  fieldMean: 'Média',
  /** Whom the averages are of. */
  fieldOfficial: (participants: number) =>
    `Média: aproveitamento médio dos ${countLabel(participants, 'participante oficial', 'participantes oficiais')} na disciplina, pela regra de pontuação do simulado.`,
  fieldPractice: (participants: number) =>
    `Média: aproveitamento médio de ${countLabel(participants, 'pessoa', 'pessoas')} que treinaram este simulado (o último treino de cada uma).`,
  fieldNone: 'Ainda não há outros participantes para comparar: por enquanto, só o seu desempenho.',
  disciplineQuestions: (credited: number, questions: number) =>
    `${credited} de ${countLabel(questions, 'questão', 'questões')}`,
  /** The position line: "Sua posição: 1º de 4 · à frente de 75% dos participantes". */
  position: (rank: number, participants: number, practice: boolean) =>
    `${practice ? 'Posição simulada' : 'Sua posição'}: ${positionLabel(rank, participants)}`,
} as const;
