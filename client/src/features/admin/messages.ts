import { ApiError } from '../../api/client';

/** pt-BR labels of the admin panel screens; PRODUCT.md's messages live in ADMIN_MESSAGES. */
export const ADMIN_UI = {
  title: 'Painel do Administrador',
  tabs: { createUser: 'Criar Usuário', users: 'Ver Usuários', simulados: 'Simulados' },
  roleOptions: { TEACHER: 'Professor', ADMIN: 'Administrador', STUDENT: 'Aluno' },
  yes: 'Sim',
  no: 'Não',
  delete: 'Deletar',
  cancel: 'Cancelar',
  noUsers: 'Nenhum usuário encontrado.',
  noSimulados: 'Nenhum simulado cadastrado.',
  newSimulado: 'Novo Simulado',
  createSimulado: 'Criar Simulado',
  creatingSimulado: 'Criando...',
  createUser: 'Criar Usuário',
  creatingUser: 'Criando...',
  importCsv: 'Importar CSV',
  importQuestions: 'Importar Questões',
  importing: 'Importando...',
  backToList: 'Voltar para a lista',
  // Issue 16: editing, the practice-only option, the user search.
  edit: 'Editar',
  remove: 'Remover',
  archive: 'Arquivar',
  practiceBadge: 'Prática',
  editSimulado: 'Editar simulado',
  saveSimulado: 'Salvar alterações',
  practiceOnly: 'Somente prática (sem ranking)',
  practiceOnlyHelp:
    'Um simulado de treino: sem prova oficial, sem ranking e com o gabarito logo após o envio.',
  lockedHint:
    'Este simulado já tem tentativas ou compras: a duração, as datas e a liberação do gabarito não podem mudar. Título, matéria, descrição e preço podem.',
  noChanges: 'Nenhuma alteração para salvar.',
  searchUsers: 'Buscar por nome ou e-mail',
  usersFound: (total: number) =>
    total === 1 ? '1 usuário encontrado' : `${total} usuários encontrados`,
  usersPages: 'Páginas de usuários',
  csvTitle: 'Importar questões via CSV',
  csvHelp:
    'Colunas, nesta ordem: enunciado, alternativa A, B, C, D, gabarito (A a D) e, opcionalmente, matéria e explicação. Aceita vírgula ou ponto e vírgula, com ou sem cabeçalho.',
  csvFile: 'Arquivo CSV',
  csvFilePlaceholder: 'Escolha um arquivo .csv',
  csvText: 'Conteúdo CSV',
  csvPlaceholder: 'enunciado;a;b;c;d;gabarito',
  preview: 'Questões importadas',
  correct: (letter: string) => `Resposta correta: ${letter}`,
  more: (count: number) => `... e mais ${count} questões`,
} as const;

/** The server's message of a failed call, split into its lines ('linha N: motivo' each). */
export function errorLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.hasServerMessage) return error.message.split('\n');
  return [fallback];
}
