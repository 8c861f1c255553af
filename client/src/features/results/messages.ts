/** pt-BR texts of the results screen (PRODUCT §2 Results, §9 score tiers). */
export const RESULTS_MESSAGES = {
  title: 'Simulado Concluído!',
  correct: 'Acertos',
  total: 'Total de questões',
  percentile: 'Percentil',
  score: 'Aproveitamento',
  nextStepsTitle: 'Próximos passos',
  nextSteps:
    'Revise abaixo as questões que você errou e leia os comentários do gabarito. Depois, confira sua posição no ranking e faça um novo simulado para acompanhar sua evolução.',
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
} as const;
