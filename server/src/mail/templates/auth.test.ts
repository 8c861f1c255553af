import { describe, expect, it } from 'vitest';
import { escapeHtml, passwordResetEmail, verificationEmail } from './auth';

const link = 'https://gabaritei.example/#/verify-email?token=abc_DEF-123&x="y"';

describe('auth e-mail templates', () => {
  it('writes the verification e-mail in pt-BR with the link in both bodies', () => {
    const mail = verificationEmail({ name: 'Carla Candidata', link });
    expect(mail.subject).toBe('Confirme seu e-mail no Gabaritei');
    expect(mail.text).toContain('Olá, Carla!');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('24 horas');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).toContain('Confirmar e-mail');
  });

  it('writes the reset e-mail with its one-hour validity', () => {
    const mail = passwordResetEmail({ name: 'Rita', link });
    expect(mail.subject).toBe('Redefinição de senha do Gabaritei');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('1 hora');
    expect(mail.html).toContain('Redefinir senha');
  });

  it('escapes the user name and the link in the HTML', () => {
    const mail = verificationEmail({ name: '<script>alert("x")</script> & Cia', link });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toContain('x="y"');
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
});
