import { PRODUCT_NAME } from '@gabaritei/shared';
import { escapeHtml, layout, type RenderedEmail } from './auth';

type Invitation = { teacherName: string; className: string; link: string };

/**
 * Sent when a teacher invites an e-mail that has no account yet: once an account with that
 * e-mail exists, the invitation waits in 'Minhas Turmas' to be accepted — only
 * then do the class's simulados apply.
 */
export function classInvitationEmail({ teacherName, className, link }: Invitation): RenderedEmail {
  return {
    // A name is user input: line breaks must not reach a header.
    subject: `Você foi convidado para a turma ${className.replace(/\s+/g, ' ')} no ${PRODUCT_NAME}`,
    text: [
      'Olá!',
      '',
      `${teacherName} convidou você para a turma "${className}" no ${PRODUCT_NAME}.`,
      'Para fazer os simulados liberados para a turma, crie sua conta com este mesmo e-mail:',
      '',
      link,
      '',
      'Assim que a conta for criada e o e-mail confirmado, aceite o convite em Minhas Turmas para ver os simulados da turma.',
      'Se você não conhece este professor, ignore esta mensagem.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName: 'aluno',
      paragraphs: [
        `<strong>${escapeHtml(teacherName)}</strong> convidou você para a turma <strong>${escapeHtml(className)}</strong> no <strong>${PRODUCT_NAME}</strong>.`,
        'Para fazer os simulados liberados para a turma, crie sua conta com este mesmo e-mail.',
      ],
      buttonLabel: 'Criar minha conta',
      link,
      footnote:
        'Assim que a conta for criada e o e-mail confirmado, aceite o convite em Minhas Turmas para ver os simulados da turma. Se você não conhece este professor, ignore esta mensagem.',
    }),
  };
}

/**
 * Sent when a teacher invites a student who already has an account: the invitation waits in
 * 'Minhas Turmas' (the dashboard says so too), and this e-mail leads there.
 */
export function classInvitationToAccountEmail({
  teacherName,
  className,
  link,
}: Invitation): RenderedEmail {
  return {
    subject: `Você foi convidado para a turma ${className.replace(/\s+/g, ' ')} no ${PRODUCT_NAME}`,
    text: [
      'Olá!',
      '',
      `${teacherName} convidou você para a turma "${className}" no ${PRODUCT_NAME}.`,
      'Aceite o convite em Minhas Turmas para ver os simulados liberados para a turma:',
      '',
      link,
      '',
      'Se você não conhece este professor, recuse o convite ou ignore esta mensagem.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName: 'aluno',
      paragraphs: [
        `<strong>${escapeHtml(teacherName)}</strong> convidou você para a turma <strong>${escapeHtml(className)}</strong> no <strong>${PRODUCT_NAME}</strong>.`,
        'Aceite o convite em Minhas Turmas para ver os simulados liberados para a turma.',
      ],
      buttonLabel: 'Ver o convite',
      link,
      footnote: 'Se você não conhece este professor, recuse o convite ou ignore esta mensagem.',
    }),
  };
}
