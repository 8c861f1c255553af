import { EXAM_MESSAGES } from '@gabaritei/shared';

/** pt-BR texts of the exam engine: modes, sessions, saving, submit (PRODUCT §2, §4, §5, §8, §9). */
export const EXAM_UI_MESSAGES = {
  // Mode decisions (§4 step 3).
  modeFailed: 'Erro ao carregar modo do simulado',
  notStarted: EXAM_MESSAGES.notStarted,
  unknownMode: 'Modo do simulado não reconhecido',
  firstAttempt: 'Esta é sua primeira tentativa! Modo exame ativado.',
  reviewMode: 'Modo Revisão: Visualize suas respostas submetidas',
  practiceEnded: 'Modo Prática: Este simulado já foi encerrado. Responda sem limite de tempo!',
  /** A practice-only simulado never was an exam: it did not "end". */
  practiceTraining: 'Simulado de treino — sem ranking. Responda sem limite de tempo!',
  /** Practice chosen while the exam is open: not in the spec, said plainly. */
  practiceChosen:
    'Modo Prática: responda sem limite de tempo. Esta tentativa não entra no ranking oficial.',
  officialFirst: EXAM_MESSAGES.officialFirst,
  reviewFailed: 'Erro ao carregar respostas para revisão',
  simuladoFailed: 'Erro ao carregar o simulado',

  // Sessions.
  sessionResumed: 'Sessão retomada com suas respostas anteriores',
  resumeFailed: 'Erro ao retomar sessão',
  sessionAlreadyActive: EXAM_MESSAGES.sessionAlreadyActive,
  startFailed: 'Erro ao iniciar sessão',
  startFailedScreen: (detail: string) => `Erro ao iniciar sessão: ${detail}`,
  draftRestored: 'Respostas anteriores recuperadas',

  // Saving.
  saving: 'Salvando…',
  saved: 'Salvo',
  offline:
    'Sem conexão: suas respostas estão guardadas neste dispositivo e serão enviadas assim que a conexão voltar.',
  retrying:
    'Não foi possível salvar agora: suas respostas estão guardadas neste dispositivo e serão reenviadas automaticamente.',
  saveFailed: 'Erro ao salvar resposta',
  timeUp: EXAM_MESSAGES.sessionExpired,
  deadlineMoved: 'Seu tempo de prova foi prorrogado: o cronômetro já mostra o novo horário.',
  errataArrived:
    'Errata: um texto da prova foi corrigido agora. O texto novo já está na tela, com o aviso na questão.',

  // Submit.
  loginRequired: 'Você precisa estar logado para enviar respostas',
  submitFailed: 'Erro ao enviar prova',
  submitFailedScreen: (detail: string) => `Erro ao enviar resposta: ${detail}`,
  submitted: 'Resposta enviada com sucesso!',
  calculating: 'Calculando seu desempenho...',
  /** While a submit that got no answer (or a 5xx) waits to be resent. */
  sending: 'Enviando…',

  // Taking view.
  back: 'Voltar',
  submit: 'Enviar resposta',
  fullResults: 'Ver Resultados Completos',
  modeDialogTitle: 'Como você quer fazer este simulado?',
  examOption: 'Modo Exame',
  examOptionHint: 'Tentativa oficial, com tempo e ranking.',
  practiceOption: 'Modo Prática',
  practiceOptionHint: 'Sem limite de tempo; não conta para o ranking oficial.',
  confirmMode: 'Começar',
  cancel: 'Cancelar',
} as const;

/** Timer texts (PRODUCT §9): one warning per threshold, in minutes. */
export const TIMER_WARNINGS: Readonly<Record<number, string>> = {
  10: '10 minutos restantes!',
  5: '5 minutos restantes!',
  1: 'Último minuto!',
};
