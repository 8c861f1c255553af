import { describe, expect, it } from 'vitest';
import { classInvitationEmail } from './classes';

const link = 'https://gabaritei.example/#/create-account';

describe('class invitation e-mail', () => {
  it('names the teacher and the class and links to account creation', () => {
    const mail = classInvitationEmail({
      teacherName: 'Paulo Professor',
      className: 'Turma de Sábado',
      link,
    });
    expect(mail.subject).toBe('Você foi convidado para a turma Turma de Sábado no Gabaritei');
    expect(mail.text).toContain('Paulo Professor convidou você para a turma "Turma de Sábado"');
    expect(mail.text).toContain('aceite o convite em Minhas Turmas');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Criar minha conta');
  });

  it('escapes names in the HTML and keeps line breaks out of the subject', () => {
    const mail = classInvitationEmail({
      teacherName: '<b>Prof</b>',
      className: 'Turma\r\nBcc: alvo@example.com <i>',
      link,
    });
    expect(mail.subject).toBe(
      'Você foi convidado para a turma Turma Bcc: alvo@example.com <i> no Gabaritei',
    );
    expect(mail.html).not.toContain('<b>Prof</b>');
    expect(mail.html).toContain('&lt;b&gt;Prof&lt;/b&gt;');
    expect(mail.html).not.toContain('<i>');
  });
});
