import { PRODUCT_NAME } from '@gabaritei/shared';

export type RenderedEmail = { subject: string; text: string; html: string };

type LinkEmail = { name: string; link: string };

/** Names are user input: anything that reaches HTML is escaped. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * One simple, table-free layout with inline styles: mail clients ignore <style> blocks
 * and external CSS, so every rule sits on its element.
 */
export function layout(options: {
  greetingName: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}): string {
  const link = escapeHtml(options.link);
  const paragraphs = options.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${p}</p>`)
    .join('\n      ');
  return `<!doctype html>
<html lang="pt-BR">
  <body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
      <h1 style="margin:0 0 24px;font-size:24px;color:#1d4ed8;">${PRODUCT_NAME}</h1>
      <p style="margin:0 0 16px;font-size:16px;line-height:24px;">Olá, ${escapeHtml(options.greetingName)}!</p>
      ${paragraphs}
      <p style="margin:24px 0;text-align:center;">
        <a href="${link}" style="display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${options.buttonLabel}</a>
      </p>
      <p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563;">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}" style="color:#1d4ed8;word-break:break-all;">${link}</a></p>
      <p style="margin:0;font-size:13px;line-height:20px;color:#6b7280;">${options.footnote}</p>
    </div>
    <p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#9ca3af;text-align:center;">${PRODUCT_NAME} — simulados para concursos públicos. Esta é uma mensagem automática; não responda.</p>
  </body>
</html>`;
}

/** The link that confirms a new account's e-mail (valid 24 h, single use). */
export function verificationEmail({ name, link }: LinkEmail): RenderedEmail {
  const greetingName = firstName(name);
  return {
    subject: `Confirme seu e-mail no ${PRODUCT_NAME}`,
    text: [
      `Olá, ${greetingName}!`,
      '',
      `Sua conta no ${PRODUCT_NAME} foi criada. Para ativá-la, confirme seu e-mail acessando o link abaixo:`,
      '',
      link,
      '',
      'O link vale por 24 horas e pode ser usado uma única vez.',
      'Se você não criou esta conta, ignore esta mensagem.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName,
      paragraphs: [
        `Sua conta no <strong>${PRODUCT_NAME}</strong> foi criada. Para ativá-la e começar a fazer simulados, confirme seu e-mail.`,
      ],
      buttonLabel: 'Confirmar e-mail',
      link,
      footnote:
        'O link vale por 24 horas e pode ser usado uma única vez. Se você não criou esta conta, ignore esta mensagem.',
    }),
  };
}

/** The link that lets someone choose a new password (valid 1 h, single use). */
export function passwordResetEmail({ name, link }: LinkEmail): RenderedEmail {
  const greetingName = firstName(name);
  return {
    subject: `Redefinição de senha do ${PRODUCT_NAME}`,
    text: [
      `Olá, ${greetingName}!`,
      '',
      `Recebemos um pedido para redefinir a senha da sua conta no ${PRODUCT_NAME}. Para escolher uma nova senha, acesse o link abaixo:`,
      '',
      link,
      '',
      'O link vale por 1 hora e pode ser usado uma única vez. Ao redefinir a senha, você será desconectado de todos os dispositivos.',
      'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName,
      paragraphs: [
        `Recebemos um pedido para redefinir a senha da sua conta no <strong>${PRODUCT_NAME}</strong>.`,
        'Ao redefinir a senha, você será desconectado de todos os dispositivos.',
      ],
      buttonLabel: 'Redefinir senha',
      link,
      footnote:
        'O link vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.',
    }),
  };
}

/**
 * Sent instead of a second account when someone registers an e-mail that already has one:
 * the sign-up answers the same either way, so only the address's owner learns of it.
 */
export function registrationAttemptEmail({ name, link }: LinkEmail): RenderedEmail {
  const greetingName = firstName(name);
  return {
    subject: `Tentativa de criar conta no ${PRODUCT_NAME}`,
    text: [
      `Olá, ${greetingName}!`,
      '',
      `Alguém tentou criar uma conta no ${PRODUCT_NAME} com este e-mail, mas ele já tem uma conta. Nenhuma conta nova foi criada e sua senha continua a mesma.`,
      '',
      'Se foi você e não lembra a senha, peça uma nova pelo link abaixo:',
      '',
      link,
      '',
      'Se não foi você, ignore esta mensagem.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName,
      paragraphs: [
        `Alguém tentou criar uma conta no <strong>${PRODUCT_NAME}</strong> com este e-mail, mas ele já tem uma conta.`,
        'Nenhuma conta nova foi criada e sua senha continua a mesma. Se foi você e não lembra a senha, peça uma nova.',
      ],
      buttonLabel: 'Esqueci minha senha',
      link,
      footnote: 'Se não foi você, ignore esta mensagem.',
    }),
  };
}

/** An admin created the account: the link to set its first password (valid 7 days, once). */
export function accountCreatedEmail({ name, link }: LinkEmail): RenderedEmail {
  const greetingName = firstName(name);
  return {
    subject: `Defina sua senha do ${PRODUCT_NAME}`,
    text: [
      `Olá, ${greetingName}!`,
      '',
      `Uma conta de aluno foi criada para você no ${PRODUCT_NAME}. Para começar, defina sua senha pelo link abaixo:`,
      '',
      link,
      '',
      'O link vale por 7 dias e pode ser usado uma única vez. Depois, é só entrar com este e-mail e a senha escolhida.',
      'Se você não esperava esta mensagem, ignore-a.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName,
      paragraphs: [
        `Uma conta de aluno foi criada para você no <strong>${PRODUCT_NAME}</strong>.`,
        'Para começar, defina sua senha. Depois, é só entrar com este e-mail e a senha escolhida.',
      ],
      buttonLabel: 'Defina sua senha',
      link,
      footnote:
        'O link vale por 7 dias e pode ser usado uma única vez. Se você não esperava esta mensagem, ignore-a.',
    }),
  };
}
