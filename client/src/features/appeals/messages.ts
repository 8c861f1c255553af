import type { AppealStatus, ItemFlag } from '@gabaritei/shared';
import { APPEAL_MESSAGES, ITEM_FLAG_LABELS } from '@gabaritei/shared';

/** The screens' pt-BR texts of appeals, decisions, regrade and item statistics. */
export const APPEAL_UI = {
  tab: 'Recursos',
  pickSimulado: 'Simulado',
  pickSimuladoPlaceholder: 'Escolha um simulado',
  windowTitle: 'Prazo de recursos',
  windowLabel: 'Recursos até (horário de Brasília)',
  windowSave: 'Salvar prazo',
  windowSaved: 'Prazo de recursos salvo.',
  windowNone: 'Sem prazo de recursos definido.',
  appealsTitle: 'Recursos por questão',
  noAppeals: 'Nenhum recurso recebido ainda.',
  /** The printed number, and her shuffled booklet's when she had one ('sua prova: N'). */
  question: (n: number, paperPosition?: number) =>
    paperPosition === undefined ? `Questão ${n}` : `Questão ${n} (sua prova: ${paperPosition})`,
  count: (n: number) => (n === 1 ? '1 recurso' : `${n} recursos`),
  key: (option: string) => `Gabarito: ${option}`,
  decide: 'Decidir',
  reply: 'Resposta / justificativa',
  reject: 'Indeferir',
  changeKey: 'Alterar gabarito',
  newKey: 'Novo gabarito',
  annul: 'Anular questão',
  decided: 'Decisão registrada. A recorreção das notas começou.',
  rejected: 'Recursos indeferidos.',
  regradeTitle: 'Recorreção das notas',
  regradeStatus: {
    IDLE: 'Nenhuma recorreção feita.',
    QUEUED: 'Na fila…',
    REGRADING: 'Recalculando as notas…',
    RANKING: 'Atualizando a classificação…',
    DONE: 'Concluída',
    FAILED: 'Falhou — tente a decisão de novo.',
  } as Record<string, string>,
  affected: (n: number) => `${n} ${n === 1 ? 'nota alterada' : 'notas alteradas'}`,
  auditTitle: 'Histórico de alterações do gabarito',
  noAudit: 'Nenhuma alteração registrada.',
  auditColumns: ['Quando', 'Questão', 'Decisão', 'Antes', 'Depois', 'Motivo', 'Quem'],
  kinds: { ANNUL: 'Anulação', CHANGE_KEY: 'Gabarito alterado', REJECT: 'Indeferimento' } as Record<
    string,
    string
  >,
  statisticsTitle: 'Estatísticas dos itens',
  statisticsEmpty: 'Ainda não há tentativas oficiais para analisar.',
  participants: (n: number) =>
    n === 1 ? '1 participante (tentativa oficial)' : `${n} participantes (tentativas oficiais)`,
  statColumns: ['Questão', 'Acerto', 'Discriminação', 'Respostas', 'Alertas'],
  seeAppeals: 'ver recursos',
  blank: 'Branco',
  // Candidate side.
  fileTitle: (n: number) => `Recurso — Questão ${n}`,
  fileButton: 'Interpor recurso',
  quotedLabel: 'Questão do recurso',
  fileLabel: 'Fundamentação do recurso (20 a 2.000 caracteres)',
  fileSubmit: 'Enviar recurso',
  filed: 'Recurso enviado. Acompanhe em Meus recursos.',
  myTitle: 'Meus recursos',
  mySimulado: 'Simulado',
  myAllSimulados: 'Todos os simulados',
  myLink: 'Ver meus recursos',
  myEmpty:
    "Você ainda não interpôs nenhum recurso. Para recorrer, abra 'Ver minha prova' e use 'Interpor recurso' na questão.",
  myAnswer: 'Resposta da banca:',
  status: {
    PENDING: APPEAL_MESSAGES.pendingStatus,
    REJECTED: APPEAL_MESSAGES.rejectedStatus,
    ANNULLED: APPEAL_MESSAGES.annulledStatus,
    KEY_CHANGED: APPEAL_MESSAGES.keyChangedStatus,
  } satisfies Record<AppealStatus, string>,
  flags: ITEM_FLAG_LABELS satisfies Record<ItemFlag, string>,
  annulled: APPEAL_MESSAGES.annulledLabel,
  keyChanged: 'Gabarito alterado após recurso:',
  annulledReason: 'Questão anulada — ponto atribuído a todos:',
  scoreChangesTitle: 'Alterações na sua nota',
} as const;

export const STATUS_COLORS: Record<AppealStatus, string> = {
  PENDING: 'gray.7',
  REJECTED: 'red.8',
  ANNULLED: 'blue.8',
  KEY_CHANGED: 'teal.8',
};
