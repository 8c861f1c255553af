import type { ClassDetail, ClassInfo } from '@gabaritei/shared';

/** Class bodies shaped by the shared contract, for the screens' tests. */
export function classFixture(overrides: Partial<ClassInfo> = {}): ClassInfo {
  const students = overrides.students ?? [];
  const pending = new Set(overrides.pendingStudents ?? []);
  return {
    id: 'c1',
    name: 'Turma Alfa',
    maxStudents: 20,
    currentStudents: 0,
    createdAt: '2026-11-20T15:00:00.000Z',
    students: [],
    simulados: [],
    pendingStudents: [],
    // Accepted unless a test says otherwise: the screens' tests predate invitations.
    members: students.map((email) => ({
      email,
      name: null,
      status: 'ACCEPTED' as const,
      hasAccount: !pending.has(email),
    })),
    ...overrides,
  };
}

export function classDetailFixture(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return { ...classFixture(), results: [], ...overrides };
}
