/** Every pt-BR text of 'Minha Conta', server and client alike. */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'A senha atual está incorreta.',
  wrongPassword: 'Senha incorreta.',
  lastAdmin: 'Você é o último administrador: crie outro administrador antes de excluir sua conta.',
  nameSaved: 'Nome atualizado.',
  passwordChanged: 'Senha alterada. As suas outras sessões foram encerradas.',
  privacySaved: 'Preferência de exibição salva.',
  accountDeleted: 'Sua conta foi excluída.',
  removedParticipant: 'Participante removido',
  newPasswordSameAsCurrent: 'A nova senha deve ser diferente da atual.',
} as const;

/** What 'Ranking display' offers, with its pt-BR label. */
export const RANKING_DISPLAY_LABELS = {
  FULL_NAME: 'Nome completo',
  INITIALS: 'Somente iniciais',
} as const;
