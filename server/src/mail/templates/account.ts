import { PRODUCT_NAME } from '@gabaritei/shared';
import { escapeHtml, type RenderedEmail } from './auth';

/** Sent once the person deleted their own account: no link, nothing to click. */
export function accountDeletedEmail({ name }: { name: string }): RenderedEmail {
  const greetingName = name.trim().split(/\s+/)[0] ?? name;
  const lines = [
    `Olá, ${greetingName}!`,
    `Sua conta no ${PRODUCT_NAME} foi excluída, como você pediu.`,
    'Apagamos seu nome, seu e-mail, sua senha, suas sessões, suas matrículas em turmas e suas mensagens de contato. Suas compras ficam apenas como registros de venda, sem o seu nome.',
    'Seus resultados oficiais continuam nos rankings como "Participante removido", para que a posição de ninguém mude.',
    'Se não foi você, responda ao suporte pelo formulário de contato do site.',
  ];
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">
      <h1 style="margin:0 0 24px;font-size:24px;color:#1d4ed8;">${PRODUCT_NAME}</h1>
      ${lines.map((line) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${escapeHtml(line)}</p>`).join('\n      ')}
    </div>
  </body>
</html>`;
  return { subject: `Sua conta no ${PRODUCT_NAME} foi excluída`, text: lines.join('\n\n'), html };
}
