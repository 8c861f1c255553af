import {
  averageScore,
  CLASS_MESSAGES,
  type ClassInfo,
  type ClassRanking,
  type ClassSimuladoResults,
  type MyClasses,
  rankingDisplayName,
} from '@gabaritei/shared';
import type {
  ClassAttemptRow,
  ClassMemberRow,
  ReleasedSimuladoRow,
} from './class-results.repository';
import type { ClassWithMembers } from './classes.repository';
import type { MyClassRow, MyReleaseRow } from './my-classes.repository';

/** Scores travel as percentages with two decimals, as the ranking shows them. */
const percent = (score: number): number => Math.round(score * 100) / 100;

/** Tied positions list alphabetically, so the order never changes between two calls. */
const byRankThenName = (
  a: { rank: number; name: string | null },
  b: { rank: number; name: string | null },
): number => a.rank - b.rank || (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR');

/** The Class entity of PRODUCT §3 (dates ISO 8601). */
export function presentClass(row: ClassWithMembers): ClassInfo {
  return {
    id: row.id,
    name: row.name,
    maxStudents: row.max_students,
    currentStudents: row.students.length,
    createdAt: row.created_at.toISOString(),
    students: row.students.map((s) => s.email),
    simulados: row.simuladoIds,
    pendingStudents: row.students.filter((s) => !s.hasAccount).map((s) => s.email),
    // A name is the student's to give: it shows once she accepts, never on the teacher's
    // typing of an address that happens to have an account.
    members: row.students.map(({ email, name, status, hasAccount }) => ({
      email,
      name: status === 'ACCEPTED' ? name : null,
      status,
      hasAccount,
    })),
  };
}

/** Per released simulado: participation, class mean and every member's line. */
export function presentClassResults(
  members: ClassMemberRow[],
  released: ReleasedSimuladoRow[],
  attempts: ClassAttemptRow[],
): ClassSimuladoResults[] {
  return released.map((simulado) => {
    const mine = attempts.filter((a) => a.simulado_id === simulado.simulado_id);
    const byUser = new Map(mine.map((a) => [a.user_id, a]));
    const students = members.map((member) => {
      const attempt = member.user_id ? byUser.get(member.user_id) : undefined;
      return {
        email: member.email,
        userId: member.user_id,
        name: member.name,
        attemptType: attempt?.attempt_type ?? null,
        score: attempt ? percent(attempt.score) : null,
        durationSeconds: attempt?.duration_seconds ?? null,
        completedAt: attempt?.completed_at.toISOString() ?? null,
        classRank: attempt?.class_rank ?? null,
        generalRank: attempt?.general_rank ?? null,
      };
    });
    // Who took it first, by class position; the others after, in enrolment order.
    const ranked = students
      .filter((s) => s.classRank !== null)
      .sort((a, b) =>
        byRankThenName(
          { rank: a.classRank ?? 0, name: a.name },
          { rank: b.classRank ?? 0, name: b.name },
        ),
      );
    const others = students.filter((s) => s.classRank === null);
    return {
      simuladoId: simulado.simulado_id,
      title: simulado.title,
      releasedAt: simulado.released_at.toISOString(),
      participants: mine.length,
      enrolled: members.length,
      classAverage: mine.length > 0 ? averageScore(mine.map((a) => a.score)) : null,
      generalParticipants: simulado.general_participants,
      students: [...ranked, ...others],
    };
  });
}

/**
 * The public ranking group's shape, restricted to the class (PRODUCT §3 Ranking group). It is
 * what the projector shows the room, so each name appears as its owner chose in Minha Conta.
 */
export function presentClassRanking(
  simulado: ReleasedSimuladoRow,
  members: ClassMemberRow[],
  attempts: ClassAttemptRow[],
): ClassRanking {
  const names = new Map(
    members.map((m) => [
      m.user_id,
      rankingDisplayName(m.name ?? '', m.ranking_display ?? 'INITIALS'),
    ]),
  );
  const rankings = attempts
    .map((a) => ({
      userId: a.user_id,
      userName: names.get(a.user_id) ?? '',
      rank: a.class_rank,
      score: percent(a.score),
    }))
    .sort((a, b) =>
      byRankThenName({ rank: a.rank, name: a.userName }, { rank: b.rank, name: b.userName }),
    );
  return {
    simuladoId: simulado.simulado_id,
    simuladoTitle: simulado.title,
    isAvailable: true,
    message: rankings.length === 0 ? CLASS_MESSAGES.noResults : null,
    participants: rankings.length,
    average: averageScore(attempts.map((a) => a.score)),
    rankings,
    me: null,
  };
}

/** 'Minhas Turmas': invitations apart, and releases only for the accepted classes. */
export function presentMyClasses(rows: MyClassRow[], releases: MyReleaseRow[]): MyClasses {
  const present = (row: MyClassRow) => ({
    id: row.class_id,
    name: row.name,
    teacherName: row.teacher_name,
    status: row.status === 'ACCEPTED' ? ('ACCEPTED' as const) : ('INVITED' as const),
    invitedAt: row.added_at.toISOString(),
    simulados:
      row.status === 'ACCEPTED'
        ? releases
            .filter((r) => r.class_id === row.class_id)
            .map((r) => ({ id: r.simulado_id, title: r.title }))
        : [],
  });
  return {
    invitations: rows.filter((r) => r.status === 'INVITED').map(present),
    classes: rows.filter((r) => r.status === 'ACCEPTED').map(present),
  };
}
