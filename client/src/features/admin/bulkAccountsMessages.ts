import { BULK_ACCOUNTS_MAX_ROWS, type BulkAccountsReport } from '@gabaritei/shared';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The texts of 'Importar alunos'. */
export const BULK_UI = {
  title: 'Importar alunos de planilha',
  help: `Uma planilha (CSV, separada por vírgula ou ponto e vírgula) com as colunas "nome" e "e-mail", até ${BULK_ACCOUNTS_MAX_ROWS} linhas. Cada conta nova recebe um e-mail para definir a senha; quem já tem conta não é alterado.`,
  file: 'Arquivo CSV',
  filePlaceholder: 'Escolha o arquivo',
  text: 'Conteúdo da planilha',
  placeholder: 'nome;e-mail\nAna Souza;ana@escola.com.br',
  classId: 'Código da turma (opcional)',
  classIdHelp: 'Para convidar todos para uma turma: o código que aparece no endereço da turma.',
  check: 'Verificar planilha',
  confirm: (n: number) => `Criar ${plural(n, 'conta', 'contas')}`,
  nothingToCreate: 'Nada a criar',
  failed: 'Não foi possível importar a planilha.',
  preview: 'Resultado da verificação',
  done: 'Importação concluída',
  newAccounts: (n: number, dryRun: boolean) =>
    dryRun ? plural(n, 'conta nova', 'contas novas') : plural(n, 'conta criada', 'contas criadas'),
  existing: (n: number) => `${n} já tinha${n === 1 ? '' : 'm'} conta`,
  errors: (n: number) => plural(n, 'linha com erro', 'linhas com erro'),
  fixErrors: 'Corrija as linhas com erro e verifique de novo: nada é criado enquanto houver erro.',
  line: (line: number) => `linha ${line}`,
  alreadyHad: 'já tinha conta',
  invited: (n: number) => `${plural(n, 'aluno convidado', 'alunos convidados')} para a turma`,
  notInvited: (n: number) =>
    `${plural(n, 'e-mail não foi convidado', 'e-mails não foram convidados')} (já na turma, sem vaga ou conta que não é de aluno)`,
} as const;

export function importedMessage(report: BulkAccountsReport): string {
  return `${BULK_UI.newAccounts(report.created.length, false)}; ${BULK_UI.existing(report.existing.length)}.`;
}
