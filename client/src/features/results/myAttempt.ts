/** The address of one's own official attempt's review ('Ver minha prova'). */
export function myAttemptPath(simuladoId: string): string {
  return `/minha-prova/${encodeURIComponent(simuladoId)}`;
}

export const MY_ATTEMPT_MESSAGES = {
  action: 'Ver minha prova',
  title: 'Minha prova',
  loading: 'Carregando sua prova...',
  none: 'Você não tem tentativa oficial enviada neste simulado.',
  failed: 'Não foi possível carregar sua prova. Tente novamente.',
  back: 'Voltar para Meus Relatórios',
  sectionTitle: 'Minhas provas oficiais',
  sectionHint: 'Reveja suas respostas e, com o prazo aberto, interponha recurso por questão.',
} as const;
