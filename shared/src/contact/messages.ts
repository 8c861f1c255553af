/** Every pt-BR text of the contact area (PRODUCT §2 Contact page, §5, §8), server and client alike. */
export const CONTACT_MESSAGES = {
  nameLength: 'O nome deve ter entre 2 e 120 caracteres',
  nameRequired: 'Informe seu nome',
  emailInvalid: 'Informe um e-mail válido',
  messageLength: 'A mensagem deve ter entre 5 e 4000 caracteres',
  messageRequired: 'Escreva sua mensagem',
  successTitle: 'Mensagem enviada com sucesso!',
  successDetail: 'Você receberá um e-mail de confirmação em breve.',
  sendFailed: 'Erro ao enviar mensagem. Por favor, tente novamente.',
  rateLimited: 'Você enviou muitas mensagens. Aguarde alguns minutos e tente novamente.',
} as const;
