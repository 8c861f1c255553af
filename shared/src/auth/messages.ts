/** Every pt-BR text of the accounts area, server and client alike. */
export const AUTH_MESSAGES = {
  requiredFields: 'Todos os campos são obrigatórios',
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres',
  passwordsDoNotMatch: 'As senhas não coincidem',
  invalidEmail: 'Informe um e-mail válido',
  nameRequired: 'Informe seu nome completo',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres',
  emptyFields: 'Campos vazios não são permitidos!',
  invalidCredentials: 'Email ou senha inválidos',
  emailNotVerified:
    'Seu e-mail ainda não foi verificado. Confira sua caixa de entrada ou solicite um novo link de verificação.',
  emailTaken: 'Já existe uma conta com este e-mail',
  registered: 'Conta criada! Enviamos um link de verificação para o seu e-mail.',
  verified: 'E-mail verificado com sucesso!',
  verificationTokenMissing: 'Token de verificação não encontrado',
  verificationTokenInvalid: 'Link de verificação inválido ou expirado. Solicite um novo link.',
  resendAnswer:
    'Se houver uma conta não verificada com este e-mail, enviaremos um novo link de verificação.',
  forgotAnswer:
    'Se o e-mail informado estiver cadastrado, você receberá instruções para redefinir sua senha.',
  resetTokenInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo link.',
  resetDone: 'Senha redefinida com sucesso! Faça login com a nova senha.',
  loggedOut: 'Sessão encerrada.',
  unauthenticated: 'Você precisa estar logado para acessar este recurso.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  forbiddenOrigin: 'Requisição de origem não permitida.',
  rateLimited: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;
