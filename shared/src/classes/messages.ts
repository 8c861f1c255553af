/** Every pt-BR text of the teacher area (PRODUCT §2 class screens, §5, §8), server and client. */
export const CLASS_MESSAGES = {
  invalidClassId: 'Identificador de turma inválido.',
  classNotFound: 'Turma não encontrada',
  nameRequired: 'Informe o nome da turma',
  nameTooLong: 'O nome da turma deve ter no máximo 120 caracteres',
  capacityRange: 'O máximo de alunos deve ser um número inteiro de 1 a 100',
  classFull: 'A turma já atingiu a capacidade máxima de alunos.',
  alreadyEnrolled: 'Este aluno já está matriculado nesta turma.',
  studentNotEnrolled: 'Este aluno não está matriculado nesta turma.',
  selectSimulado: 'Selecione um simulado',
  // PRODUCT §8, as the screens show them.
  loadClassesFailed: 'Erro ao carregar turmas',
  createFailed: 'Erro ao criar turma',
  loadDetailFailed: 'Erro ao carregar detalhes da turma',
  addStudentFailed: 'Erro ao adicionar aluno',
  removeStudentFailed: 'Erro ao remover aluno',
  releaseFailed: 'Erro ao liberar simulado',
  studentAdded: 'Aluno adicionado com sucesso!',
  studentRemoved: 'Aluno removido com sucesso!',
  simuladoReleased: 'Simulado liberado para a turma!',
  classCreated: 'Turma criada com sucesso!',
  confirmRemoval: 'Tem certeza que deseja remover este aluno?',
  empty: 'Você ainda não criou nenhuma turma.',
  noResults: 'Ainda não há resultados para este simulado.',
  // Invitations: only student accounts join a class, and only by accepting.
  onlyStudents:
    'Só contas de aluno podem entrar em turmas. Este e-mail pertence a um professor ou administrador.',
  invitationNotFound: 'Convite não encontrado.',
  statusInvited: 'Convite pendente',
  statusAccepted: 'Aceito',
  statusDeclined: 'Recusado',
  myClassesTitle: 'Minhas Turmas',
  myClassesEmpty: 'Você ainda não participa de nenhuma turma.',
  invitationsTitle: 'Convites',
  accept: 'Aceitar',
  decline: 'Recusar',
  accepted: 'Convite aceito! Os simulados da turma já estão disponíveis.',
  declined: 'Convite recusado.',
  answerFailed: 'Erro ao responder o convite',
  loadMyClassesFailed: 'Erro ao carregar suas turmas',
  noReleases: 'O professor ainda não liberou simulados para esta turma.',
  openSimulado: 'Abrir simulado',
  // Every enrolment is an invitation, and a paste may carry many e-mails.
  invitationSent: 'Convite enviado',
  bulkListEmpty: 'Cole pelo menos um e-mail.',
  bulkListInvalid: 'Envie a lista de e-mails como uma lista de textos.',
  bulkListTooLong: (max: number) => `Cole no máximo ${max} e-mails de uma vez.`,
  bulkNothingFound: 'Nenhum e-mail encontrado no texto colado.',
  summaryAdded: (n: number) =>
    n === 1 ? '1 aluno com conta convidado' : `${n} alunos com conta convidados`,
  summaryInvited: (n: number) =>
    n === 1 ? '1 convite enviado por e-mail' : `${n} convites enviados por e-mail`,
  summaryAlreadyThere: (n: number) =>
    n === 1 ? '1 já estava na turma' : `${n} já estavam na turma`,
  summaryInvalid: (n: number) => (n === 1 ? '1 e-mail inválido' : `${n} e-mails inválidos`),
  summaryNotStudents: (n: number) =>
    n === 1 ? '1 conta não é de aluno' : `${n} contas não são de aluno`,
  summaryNoRoom: (n: number) =>
    n === 1 ? '1 ficou de fora: turma cheia' : `${n} ficaram de fora: turma cheia`,
} as const;
