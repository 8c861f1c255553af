import { ApiError } from '../../api/client';
import type { SimuladoFormat } from '@gabaritei/shared';

/** What the 'texto base' column holds in a pasted CSV, and what needs the ZIP upload. */
const CSV_BASE_TEXT_HELP =
  'Com cabeçalho, a coluna texto base|baseText traz o próprio texto base (só texto; uma primeira linha “Linhas numeradas” numera as linhas): questões seguidas com o mesmo texto formam um bloco, chamado Texto 1, Texto 2… Imagens, como ![descrição](figura.png), só no envio em ZIP, com os arquivos, pelo botão Importar do Word.';

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
  // Editing, the practice-only option, the user search.
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
    'Este simulado já tem tentativas ou compras: a data de início e a liberação do gabarito não podem mudar, e a data de término e a duração só podem ser prorrogadas, com o motivo. Título, matéria, descrição e preço podem.',
  extensionReason: 'Motivo da prorrogação',
  extensionReasonHint:
    'Obrigatório para prorrogar a data de término ou a duração; fica registrado. Quem está fazendo a prova recebe o novo horário na hora.',
  noChanges: 'Nenhuma alteração para salvar.',
  searchUsers: 'Buscar por nome ou e-mail',
  usersFound: (total: number) =>
    total === 1 ? '1 usuário encontrado' : `${total} usuários encontrados`,
  usersPages: 'Páginas de usuários',
  csvTitle: 'Importar questões via CSV',
  wordInstead: 'A prova está num arquivo Word (.docx)?',
  wordImport: 'Importar do Word',
  csvHelp: (format: SimuladoFormat) =>
    format === 'CERTO_ERRADO'
      ? 'Colunas pelo cabeçalho, em português ou inglês: enunciado|text, gabarito|correctOption (C, E, Certo ou Errado) e, se quiser, peso|weight (0,5 a 10), disciplina|discipline e comentario|explanation. Itens Certo/Errado não têm alternativas. Aceita vírgula ou ponto e vírgula (Excel), com ou sem BOM. ' +
        CSV_BASE_TEXT_HELP
      : `Colunas pelo cabeçalho, em português ou inglês: enunciado|text, ${format === 'ABCDE' ? 'a|optionA … e|optionE' : 'a|optionA … d|optionD'}, gabarito|correctOption (${format === 'ABCDE' ? 'A a E' : 'A a D'}) e, se quiser, peso|weight (0,5 a 10), disciplina|discipline e comentario|explanation. Sem cabeçalho, nessa ordem. Aceita vírgula ou ponto e vírgula (Excel). ${CSV_BASE_TEXT_HELP}`,
  csvTarget: (title: string) => `Simulado: ${title}`,
  csvFormat: (label: string) => `Formato: ${label}`,
  csvReplaces: (count: number) =>
    count > 0
      ? `A importação substitui as ${count} questões atuais deste simulado: as antigas são apagadas. Tudo ou nada: com qualquer erro, nada muda.`
      : 'A importação define as questões deste simulado. Tudo ou nada: com qualquer erro, nada muda.',
  csvFile: 'Arquivo CSV',
  csvFilePlaceholder: 'Escolha um arquivo .csv',
  csvText: 'Conteúdo CSV',
  csvPlaceholder: (format: SimuladoFormat) =>
    format === 'CERTO_ERRADO'
      ? 'enunciado;gabarito;peso'
      : format === 'ABCDE'
        ? 'enunciado;a;b;c;d;e;gabarito;peso'
        : 'enunciado;a;b;c;d;gabarito;peso',
  preview: 'Questões importadas',
  correct: (answer: string) => `Resposta correta: ${answer}`,
  weight: (weight: number) => `Peso ${weight.toLocaleString('pt-BR')}`,
  more: (count: number) => `... e mais ${count} questões`,
} as const;

/** The server's message of a failed call, split into its lines ('linha N: motivo' each). */
export function errorLines(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.hasServerMessage) return error.message.split('\n');
  return [fallback];
}
