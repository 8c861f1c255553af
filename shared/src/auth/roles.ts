export const ROLES = ['ADMIN', 'TEACHER', 'STUDENT'] as const;
export type Role = (typeof ROLES)[number];

/** pt-BR labels used by the header and the admin table. */
export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Admin',
  TEACHER: 'Professor',
  STUDENT: 'Aluno',
};

/**
 * The single role rule of PRODUCT §2 and §6: access needs an exact match with the one
 * required role (an ADMIN does not pass on teacher routes). The client's route guard and
 * the server's guard both call this, so they can never disagree.
 */
export function hasExactRole(user: { role: Role } | null | undefined, required: Role): boolean {
  return user != null && user.role === required;
}
