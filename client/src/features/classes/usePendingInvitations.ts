import { useQuery } from '@tanstack/react-query';
import type { MyClass, SessionUser } from '@gabaritei/shared';
import { classQueries } from './queries';

/** A student's class invitations still waiting for an answer; nobody else has any. */
export function usePendingInvitations(user: SessionUser | null | undefined): MyClass[] {
  const mine = useQuery({ ...classQueries.mine(), enabled: user?.role === 'STUDENT' });
  return user?.role === 'STUDENT' ? (mine.data?.invitations ?? []) : [];
}

/** "a turma Noturna", but "a Turma TJ-SP": a class named 'Turma …' is not called turma twice. */
export function classPhrase(name: string): string {
  return /^turmas?\s/i.test(name.trim()) ? `a ${name}` : `a turma ${name}`;
}

export const INVITATION_UI = {
  title: (n: number) =>
    n === 1 ? 'Você tem um convite para uma turma' : `Você tem ${n} convites para turmas`,
  line: (invitation: MyClass) =>
    `${invitation.teacherName} convidou você para ${classPhrase(invitation.name)}.`,
  action: 'Ver convites',
  /** What a screen reader hears after 'Minhas Turmas' in the user menu. */
  pending: (n: number) => (n === 1 ? '1 convite pendente' : `${n} convites pendentes`),
} as const;
