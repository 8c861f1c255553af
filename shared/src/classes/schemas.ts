import { z } from 'zod';
import { emailSchema } from '../auth/schemas';
import { simuladoIdSchema } from '../catalogue/schemas';
import { LIMITS } from '../limits';
import {
  hasNoInvisible,
  HUMAN_TEXT_MESSAGES as TEXT,
  toNfc,
  visibleLength,
} from '../text/human-text';
import { safeText } from '../text/safe-text';
import { rankingPageSchema } from '../ranking/schemas';
import { bulkEnrolmentSummarySchema } from './email-list';
import { CLASS_MESSAGES as M } from './messages';

/** Class ids are UUIDs; a malformed one is a 400, an unknown (or someone else's) a 404. */
export const classIdSchema = z.uuid({ error: M.invalidClassId });

/**
 * PRODUCT §5: name required (1–120 characters after trimming). Students read it in their
 * invitations, so nothing invisible, and something visible ('2026' is a fine name).
 */
export const classNameSchema = safeText({ error: M.nameRequired })
  .refine(hasNoInvisible, { error: TEXT.textInvisible })
  .trim()
  .overwrite(toNfc)
  .min(LIMITS.nameMin, { error: M.nameRequired })
  .max(LIMITS.nameMax, { error: M.nameTooLong })
  .refine((name) => visibleLength(name) > 0, { error: M.nameRequired });

/** PRODUCT §5/§9: a whole number from 1 to 100; 20 when left out. */
export const maxStudentsSchema = z
  .number({ error: M.capacityRange })
  .int({ error: M.capacityRange })
  .min(LIMITS.classCapacityMin, { error: M.capacityRange })
  .max(LIMITS.classCapacityMax, { error: M.capacityRange });

/** POST /api/classes */
export const classCreateSchema = z.object({
  name: classNameSchema,
  maxStudents: maxStudentsSchema.default(LIMITS.classCapacityDefault),
});
export type ClassCreateInput = z.input<typeof classCreateSchema>;

/** POST /api/classes/{id}/students — trimmed and lower-cased like every e-mail. */
export const enrolmentSchema = z.object({ studentEmail: emailSchema });
export type EnrolmentInput = z.infer<typeof enrolmentSchema>;

/** POST /api/classes/{id}/simulados */
export const releaseSchema = z.object({
  simuladoId: safeText({ error: M.selectSimulado })
    .trim()
    .min(1, { error: M.selectSimulado })
    .pipe(simuladoIdSchema),
});
export type ReleaseInput = z.infer<typeof releaseSchema>;

/** An enrolment is an invitation first; only ACCEPTED members get the class's releases. */
export const CLASS_MEMBER_STATUSES = ['INVITED', 'ACCEPTED', 'DECLINED'] as const;
export type ClassMemberStatus = (typeof CLASS_MEMBER_STATUSES)[number];

export const CLASS_MEMBER_STATUS_LABELS: Record<ClassMemberStatus, string> = {
  INVITED: M.statusInvited,
  ACCEPTED: M.statusAccepted,
  DECLINED: M.statusDeclined,
};

export const classMemberSchema = z.object({
  email: z.string(),
  /** The account's name once the student accepted; null before (the e-mail alone shows). */
  name: z.string().nullable(),
  status: z.enum(CLASS_MEMBER_STATUSES),
  hasAccount: z.boolean(),
});
export type ClassMember = z.infer<typeof classMemberSchema>;

/**
 * The Class entity of PRODUCT §3; `pendingStudents` are the e-mails without an account yet,
 * `members` every enrolment with its invitation status.
 */
export const classSchema = z.object({
  id: z.string(),
  name: z.string(),
  maxStudents: z.number().int(),
  currentStudents: z.number().int(),
  createdAt: z.string(),
  students: z.array(z.string()),
  simulados: z.array(z.string()),
  pendingStudents: z.array(z.string()),
  members: z.array(classMemberSchema),
});
export type ClassInfo = z.infer<typeof classSchema>;

/** POST /api/classes/{id}/students/bulk: the class as it now stands and what each e-mail became. */
export const bulkEnrolmentResultSchema = z.object({
  class: classSchema,
  summary: bulkEnrolmentSummarySchema,
});
export type BulkEnrolmentResult = z.infer<typeof bulkEnrolmentResultSchema>;

/** One student's line in a released simulado's results. */
export const classStudentResultSchema = z.object({
  email: z.string(),
  /** Null while the e-mail has no account (pending enrolment). */
  userId: z.string().nullable(),
  name: z.string().nullable(),
  /** The official attempt, or the first practice one when there is no official attempt. */
  attemptType: z.enum(['OFFICIAL', 'PRACTICE']).nullable(),
  score: z.number().nullable(),
  durationSeconds: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  /** Position among the class's attempts (ties share it). */
  classRank: z.number().int().nullable(),
  /** Position among every official result of the simulado (ties share it). */
  generalRank: z.number().int().nullable(),
});
export type ClassStudentResult = z.infer<typeof classStudentResultSchema>;

export const classSimuladoResultsSchema = z.object({
  simuladoId: z.string(),
  title: z.string(),
  releasedAt: z.string(),
  /** Students of the class with an attempt. */
  participants: z.number().int(),
  enrolled: z.number().int(),
  /** Rounded mean of the class's scores; null before anyone took it. */
  classAverage: z.number().nullable(),
  /** Everyone with an official result of the simulado, for "Nº de total". */
  generalParticipants: z.number().int(),
  students: z.array(classStudentResultSchema),
});
export type ClassSimuladoResults = z.infer<typeof classSimuladoResultsSchema>;

/** GET /api/teacher/classes/{id}: the class and its results per released simulado. */
export const classDetailSchema = classSchema.extend({
  results: z.array(classSimuladoResultsSchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** GET /api/teacher/dashboard */
export const teacherDashboardSchema = z.object({
  totalClasses: z.number().int(),
  totalStudents: z.number().int(),
  totalReleases: z.number().int(),
  classes: z.array(classSchema),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

/**
 * GET /api/teacher/classes/{classId}/ranking/{simuladoId}: the public ranking group's shape
 * restricted to the class (rank within the class, score in percent), so the projector view
 * reads both alike; `me` is always null (the teacher is not ranked).
 */
export const classRankingSchema = rankingPageSchema.extend({ me: z.null() });
export type ClassRanking = z.infer<typeof classRankingSchema>;

/** A class as its student sees it in 'Minhas Turmas' (GET /api/me/classes). */
export const myClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  teacherName: z.string(),
  status: z.enum(['INVITED', 'ACCEPTED']),
  invitedAt: z.string(),
  /** The released simulados; empty until the invitation is accepted. */
  simulados: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type MyClass = z.infer<typeof myClassSchema>;

/** GET /api/me/classes: pending invitations and accepted classes (declined ones are gone). */
export const myClassesSchema = z.object({
  invitations: z.array(myClassSchema),
  classes: z.array(myClassSchema),
});
export type MyClasses = z.infer<typeof myClassesSchema>;
