/** Every pt-BR text of appeals, key decisions, regrade and item statistics. */
export const APPEAL_MESSAGES = {
  textLength: 'O recurso deve ter de 20 a 2.000 caracteres.',
  reasonRequired: 'Informe a justificativa (de 5 a 1.000 caracteres).',
  outsideWindow: 'O prazo de recursos deste simulado não está aberto.',
  noOfficialAttempt: 'Só quem entregou a prova oficial deste simulado pode interpor recurso.',
  duplicate: 'Você já interpôs um recurso para esta questão.',
  questionNotFound: 'Questão não encontrada neste simulado.',
  simuladoNotFound: 'Simulado não encontrado.',
  windowBeforeEnd: 'O prazo de recursos deve terminar depois do fim do simulado.',
  windowNeedsEnd: 'Defina a data de término do simulado antes do prazo de recursos.',
  alreadyAnnulled: 'Esta questão já foi anulada.',
  sameKey: 'O gabarito informado é o mesmo de agora.',
  annulledStatus: 'Questão anulada',
  keyChangedStatus: 'Gabarito alterado',
  rejectedStatus: 'Indeferido',
  pendingStatus: 'Em análise',
  annulledLabel: 'ANULADA',
} as const;
