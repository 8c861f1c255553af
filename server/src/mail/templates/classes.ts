import { PRODUCT_NAME } from '@gabaritei/shared';
import { escapeHtml, layout, type RenderedEmail } from './auth';

type Invitation = { teacherName: string; className: string; link: string };

/**
 * Sent when a teacher enrols an e-mail that has no account yet: creating an account with
 * that e-mail is all it takes for the enrolment (and the class's simulados) to apply.
 */
export function classInvitationEmail({ teacherName, className, link }: Invitation): RenderedEmail {
  return {
    // A name is user input: line breaks must not reach a header.
    subject: `Você foi convidado para a turma ${className.replace(/\s+/g, ' ')} no ${PRODUCT_NAME}`,
    text: [
      'Olá!',
      '',
      `${teacherName} matriculou você na turma "${className}" no ${PRODUCT_NAME}.`,
      'Para fazer os simulados liberados para a turma, crie sua conta com este mesmo e-mail:',
      '',
      link,
      '',
      'Assim que a conta for criada e o e-mail confirmado, os simulados da turma aparecem para você.',
      'Se você não conhece este professor, ignore esta mensagem.',
      '',
      `Equipe ${PRODUCT_NAME}`,
    ].join('\n'),
    html: layout({
      greetingName: 'aluno',
      paragraphs: [
        `<strong>${escapeHtml(teacherName)}</strong> matriculou você na turma <strong>${escapeHtml(className)}</strong> no <strong>${PRODUCT_NAME}</strong>.`,
        'Para fazer os simulados liberados para a turma, crie sua conta com este mesmo e-mail.',
      ],
      buttonLabel: 'Criar minha conta',
      link,
      footnote:
        'Assim que a conta for criada e o e-mail confirmado, os simulados da turma aparecem para você. Se você não conhece este professor, ignore esta mensagem.',
    }),
  };
}
