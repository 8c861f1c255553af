/** pt-BR texts of the admin panel and its API (PRODUCT §2, §5, §8). */
export const ADMIN_MESSAGES = {
  // Client fallbacks and successes of PRODUCT §8.
  loadUsersFailed: 'Erro ao carregar usuários',
  createUserFailed: 'Erro ao criar usuário',
  deleteUserFailed: 'Erro ao deletar usuário',
  loadSimuladosFailed: 'Erro ao carregar simulados',
  createSimuladoFailed: 'Erro ao criar simulado',
  importFailed: 'Erro ao importar questões',
  deleteSimuladoFailed: 'Erro ao deletar simulado',
  userDeleted: 'Usuário deletado com sucesso!',
  simuladoCreated:
    'Simulado criado com sucesso! Agora importe as questões de um arquivo Word (.docx) ou via CSV.',
  // The deletion says what really happens: removed, or archived with its history.
  simuladoDeleted: 'Simulado removido com sucesso!',
  simuladoArchived:
    'Simulado arquivado: saiu do catálogo e dos rankings; as tentativas e os resultados foram mantidos.',
  confirmDeleteUser: 'Tem certeza que deseja deletar este usuário?',
  confirmDeleteSimulado:
    'Tem certeza que deseja remover este simulado? Ele e todas as suas questões serão apagados.',
  confirmArchiveSimulado:
    'Este simulado já tem tentativas ou compras, então não será apagado: ele será arquivado. Sai do catálogo, das vendas e dos rankings, e quem já fez a prova mantém tentativas, resultados e relatórios.',
  simuladoUpdated: 'Simulado atualizado com sucesso!',
  updateSimuladoFailed: 'Erro ao atualizar simulado',
  nothingToUpdate: 'Nada para alterar: envie pelo menos um campo.',
  lockedByAttempts: (fields: string[]) =>
    `Este simulado já tem tentativas: ${fields.join(', ')} não ${fields.length === 1 ? 'pode' : 'podem'} mudar sem afetar quem já começou a prova. Título, matéria, descrição e preço podem ser alterados.`,
  shuffleInvalid: 'Indique se a ordem deve ser embaralhada (sim ou não).',
  practiceOnlyInvalid: 'Indique se o simulado é só de prática (sim ou não).',
  searchTooLong: 'Busca longa demais.',
  pageInvalid: 'Página inválida: use um número inteiro a partir de 1.',
  pageSizeInvalid: 'Tamanho de página inválido: use de 1 a 100.',
  // Server answers.
  userNotFound: 'Usuário não encontrado.',
  cannotDeleteSelf: 'Você não pode deletar a sua própria conta.',
  cannotDeleteLastAdmin: 'Não é possível deletar o último administrador.',
  simuladoNotFound: 'Simulado não encontrado.',
  simuladoHasAttempts:
    'Este simulado já tem tentativas: importar questões mudaria o gabarito de quem já fez a prova.',
  titleRequired: 'O título é obrigatório.',
  titleTooLong: 'O título deve ter no máximo 200 caracteres.',
  priceInvalid: 'O preço deve ser um valor maior ou igual a 0, com no máximo 2 casas decimais.',
  durationInvalid: 'A duração deve ser um número inteiro de minutos, no mínimo 1.',
  dateInvalid: 'Data inválida.',
  datesOutOfOrder: 'A data de início deve ser anterior à data de término.',
  keyReleaseInvalid: 'Escolha quando o gabarito é liberado: imediatamente ou após o término.',
  textTooLong: 'Texto longo demais.',
  formatInvalid: 'Escolha o formato: A–D, A–E ou Certo/Errado.',
  scoringInvalid: 'Escolha a regra de pontuação: padrão ou Cebraspe.',
  csvRequired: 'O conteúdo do CSV é obrigatório.',
  csvTooLarge: 'O CSV passa de 2 MB; divida-o em arquivos menores.',
  csvEmpty: 'O CSV não tem nenhuma questão.',
  csvErrors: (count: number) =>
    `${count === 1 ? 'O CSV tem 1 erro' : `O CSV tem ${count} erros`}; nenhuma questão foi importada.`,
  csvMoreErrors: (count: number) => `... e mais ${count} ${count === 1 ? 'erro' : 'erros'}`,
  csvTooManyQuestions: (count: number) =>
    `O CSV tem ${count} questões; o limite é 1.000 por importação.`,
} as const;

/** The names of the fields an attempt depends on, for lockedByAttempts. */
export const LOCKED_FIELD_LABELS = {
  durationMinutes: 'a duração',
  startDate: 'a data de início',
  endDate: 'a data de término',
  answerKeyRelease: 'a liberação do gabarito',
  shuffleQuestions: 'a ordem das questões',
  shuffleOptions: 'a ordem das alternativas',
} as const;

/** PRODUCT §8: '{Professor|Administrador|Aluno} criado com sucesso!' */
export const USER_CREATED_MESSAGES = {
  TEACHER: 'Professor criado com sucesso!',
  ADMIN: 'Administrador criado com sucesso!',
  STUDENT: 'Aluno criado com sucesso!',
} as const;

/** PRODUCT §8: '{n} questões importadas com sucesso!' */
export function questionsImportedMessage(count: number): string {
  return `${count} questões importadas com sucesso!`;
}
