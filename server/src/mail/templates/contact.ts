import { PRODUCT_NAME } from '@gabaritei/shared';
import { escapeHtml, type RenderedEmail } from './auth';

type ContactEmail = { name: string; email: string; message: string };

const P = 'margin:0 0 16px;font-size:16px;line-height:24px;';

/** The message as sent, in a quoted block; line breaks survive, markup does not. */
function quoted(message: string): string {
  const body = escapeHtml(message).replace(/\r?\n/g, '<br>');
  return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #1d4ed8;background:#f4f6fb;font-size:15px;line-height:22px;white-space:normal;">${body}</blockquote>`;
}

function layout(content: string, footnote: string): string {
  return `<!doctype html>
<html lang="pt-BR">
  <body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
      <h1 style="margin:0 0 24px;font-size:24px;color:#1d4ed8;">${PRODUCT_NAME}</h1>
      ${content}
    </div>
    <p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#9ca3af;text-align:center;">${footnote}</p>
  </body>
</html>`;
}

/**
 * Tells the sender the message arrived. Anyone may type any address into the form, so the
 * e-mail carries nothing the visitor wrote (neither the message nor the name): otherwise the
 * form would mail a stranger's text, in our name, to whoever they chose.
 */
export function contactConfirmationEmail(): RenderedEmail {
  return {
    subject: `Recebemos sua mensagem — ${PRODUCT_NAME}`,
    text: [
      'Olá!',
      '',
      'Recebemos sua mensagem e nossa equipe responderá em até 2 dias úteis.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout(
      [
        `<p style="${P}">Olá!</p>`,
        `<p style="${P}">Recebemos sua mensagem e nossa equipe responderá em até 2 dias úteis.</p>`,
        `<p style="${P}">Equipe ${PRODUCT_NAME}</p>`,
      ].join('\n      '),
      `${PRODUCT_NAME} — simulados para concursos públicos. Se você não nos escreveu, ignore esta mensagem.`,
    ),
  };
}

/** Tells the team (CONTACT_EMAIL) who wrote and what; reply to the sender's address. */
export function contactNotificationEmail({ name, email, message }: ContactEmail): RenderedEmail {
  return {
    subject: `Nova mensagem de contato de ${name}`,
    text: [
      'Nova mensagem recebida pela página de contato.',
      '',
      `Nome: ${name}`,
      `E-mail: ${email}`,
      '',
      message,
    ].join('\n'),
    html: layout(
      [
        `<p style="${P}">Nova mensagem recebida pela página de contato.</p>`,
        `<p style="${P}"><strong>Nome:</strong> ${escapeHtml(name)}<br><strong>E-mail:</strong> <a href="mailto:${escapeHtml(email)}" style="color:#1d4ed8;">${escapeHtml(email)}</a></p>`,
        quoted(message),
      ].join('\n      '),
      'As mensagens também ficam no Painel Admin, em Mensagens.',
    ),
  };
}
