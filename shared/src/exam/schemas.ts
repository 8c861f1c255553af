import { z } from 'zod';
import { EXAM_MODES } from './mode';
import { sessionFlagsSchema } from './flags';
import { paperErrataSchema } from './errata';
import {
  keyedQuestionSchema,
  publicQuestionSchema,
  simuladoIdSchema,
  userIdSchema,
} from '../catalogue/schemas';
import { OPTIONS } from '../limits';
import { baseTextSchema } from '../content/schemas';
import { SCORING_RULES, SIMULADO_FORMATS } from '../scoring/formats';

/** pt-BR texts and error codes of the exam engine (the client maps codes to PRODUCT §8). */
export const EXAM_MESSAGES = {
  sessionNotFound: 'Sessão de prova não encontrada.',
  questionNotInSimulado: 'Esta questão não pertence ao simulado.',
  sessionExpired: 'Seu tempo esgotou. Suas respostas foram enviadas automaticamente.',
  sessionAlreadyActive: 'Você já possui uma sessão ativa para este simulado',
  examEnded: 'Não é possível iniciar modo exame para simulados encerrados',
  notStarted: 'Este simulado ainda não começou. Aguarde a data de início.',
  noAccess: 'Você não tem acesso a este simulado.',
  alreadySubmitted: 'Você já enviou sua tentativa oficial deste simulado.',
  noSubmittedAttempt: 'Nenhuma tentativa enviada para revisão.',
  notYourSession: 'Esta sessão pertence a outro usuário.',
  officialStudentsOnly:
    'Só contas de aluno fazem a tentativa oficial. Professores e administradores podem usar o modo prática quando ele estiver disponível.',
  officialFirst:
    'Faça primeiro a sua tentativa oficial: o modo prática fica disponível depois dela ou após o encerramento do simulado.',
  noQuestions: 'Este simulado ainda não tem questões.',
  practiceLimit:
    'Você atingiu o limite de 20 envios no modo prática deste simulado por hora. Tente novamente mais tarde.',
} as const;

export const EXAM_ERROR_CODES = {
  SESSION_ALREADY_ACTIVE: 'SESSION_ALREADY_ACTIVE',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  EXAM_ENDED: 'EXAM_ENDED',
  NO_ACCESS: 'NO_ACCESS',
  /** An official attempt ranks, so only a STUDENT sits one. */
  OFFICIAL_STUDENTS_ONLY: 'OFFICIAL_STUDENTS_ONLY',
  NOT_STARTED: 'NOT_STARTED',
  ALREADY_SUBMITTED: 'ALREADY_SUBMITTED',
  /** Practice while the official attempt is still open would hand out the key before it. */
  OFFICIAL_FIRST: 'OFFICIAL_FIRST',
  /** The gabarito is under embargo until the official window closed. */
  KEY_EMBARGOED: 'KEY_EMBARGOED',
  NO_QUESTIONS: 'NO_QUESTIONS',
  /** A letter the simulado's format does not take. */
  INVALID_ANSWER: 'INVALID_ANSWER',
  PRACTICE_LIMIT: 'PRACTICE_LIMIT',
} as const;

/** Practice submissions per user and simulado in a sliding hour. */
export const PRACTICE_SUBMISSIONS_PER_HOUR = 20;

/**
 * Any answer letter of any format; whether the simulado's format takes it (A–D, A–E, C/E)
 * is checked by the service, which knows the simulado (invalidAnswerMessage).
 */
export const optionSchema = z.enum(OPTIONS, {
  error:
    'Alternativa inválida: use A, B, C, D ou E (C = Certo e E = Errado nos itens Certo/Errado).',
});

/** GET /api/simulados/{id}/mode?userId */
export const modeQuerySchema = z.object({ userId: userIdSchema.optional() });
export const modeResponseSchema = z.object({
  mode: z.enum(EXAM_MODES),
  hasActiveSession: z.boolean(),
  /** Her extra time (tempo adicional) on this simulado, in minutes; 0 without one. */
  extraMinutes: z.number().int().default(0),
});
export type ModeResponse = z.infer<typeof modeResponseSchema>;

/** An answer as the candidate gave it (null = left blank). */
export const answerSchema = z.object({
  questionId: z.uuid({ error: 'Questão inválida.' }),
  selectedOption: optionSchema.nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * One save: `clientSeq` orders the saves of a session (a counter the client increases);
 * an older save never overwrites a newer one and the same save twice is one row.
 */
export const saveAnswerSchema = z.object({
  questionId: z.uuid({ error: 'Questão inválida.' }),
  selectedOption: optionSchema.nullable(),
  clientSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;

/**
 * A question of the candidate's booklet. `optionOrder`: the canonical letters in the order
 * she sees them (her 'A' is the first); absent means A, B, C… as printed. She answers, flags
 * and strikes by the canonical letter, so the server stores and grades without knowing her
 * order, and the order tells nothing of the key.
 */
export const examQuestionSchema = publicQuestionSchema.extend({
  optionOrder: z.array(optionSchema).optional(),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examSessionSchema = z.object({
  id: z.string(),
  simuladoId: z.string(),
  status: z.enum(['IN_PROGRESS', 'SUBMITTED']),
  startedAt: z.string(),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  /** questionId → chosen option. */
  answersData: z.record(z.string(), optionSchema.nullable()),
  /** The server clock when this answer was made: the client's countdown offset. */
  serverNow: z.string(),
  /**
   * The paper, without key: only on start and active (the session it sits is how the
   * exam screen gets its questions, never a public URL); saves leave it out to stay light.
   */
  questions: z.array(examQuestionSchema).optional(),
  /** The paper's base texts ('textos associados'), sent with `questions`. */
  baseTexts: z.array(baseTextSchema).optional(),
  /** On start and active: the version the paper route's URL names (`?v=`). */
  paperVersion: z.string().optional(),
  /**
   * Without the paper: what the paper route's URL carries as `t`, her signed word that this
   * session is hers and on that version, so the route answers the start burst from memory.
   */
  paperPass: z.string().optional(),
  /** With the paper (start and active): 'Revisar depois' and crossed-out options. */
  flags: sessionFlagsSchema.optional(),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

/**
 * What a save answers: the answer now stored for that question (a newer save may have won)
 * and the session's clock, not the whole answer list, which the client never reads from a
 * save and which cost the database a jsonb_object_agg per save.
 */
export const saveAnswerResultSchema = z.object({
  sessionId: z.string(),
  questionId: z.string(),
  selectedOption: optionSchema.nullable(),
  expiresAt: z.string(),
  serverNow: z.string(),
});
export type SaveAnswerResult = z.infer<typeof saveAnswerResultSchema>;

/**
 * The correction of a submitted attempt (official or practice). While the key is under
 * embargo (`keyReleasesAt` set) `answers` and `questions` are empty: score, rank and
 * percentile only, and the client says when the commented key opens.
 */
export const attemptResultSchema = z.object({
  id: z.string(),
  simuladoId: z.string(),
  attemptType: z.enum(['OFFICIAL', 'PRACTICE']),
  score: z.number(),
  percentile: z.number(),
  correctCount: z.number().int(),
  totalQuestions: z.number().int(),
  durationSeconds: z.number().int(),
  /** Official rank, or the simulated rank against the official results for practice. */
  rank: z.number().int().nullable(),
  participants: z.number().int(),
  completedAt: z.string(),
  answers: z.array(
    z.object({
      questionId: z.string(),
      selectedOption: optionSchema.nullable(),
      correctOption: optionSchema,
      isCorrect: z.boolean(),
      /** The question was annulled (credited to all), with the reason. */
      annulledReason: z.string().nullable().optional(),
      /** Why the key was changed after the exam. */
      keyChangedReason: z.string().nullable().optional(),
      /** Where her booklet had it (1-based), when it was shuffled; the canonical number is its place here. */
      paperPosition: z.number().int().optional(),
      /** Her booklet's option order (canonical letters), when shuffled. */
      optionOrder: z.array(optionSchema).optional(),
    }),
  ),
  /** The questions with key and explanation: the attempt is over, so they may be shown. */
  questions: z.array(keyedQuestionSchema),
  /** The base texts of those questions (empty whenever `questions` is). */
  baseTexts: z.array(baseTextSchema).optional(),
  /** ISO instant the key opens while it is embargoed; null once it is out. */
  keyReleasesAt: z.string().nullable(),
  /** How to show the answers and which rule made the score. */
  format: z.enum(SIMULADO_FORMATS),
  scoring: z.enum(SCORING_RULES),
  /** Some question weighs other than 1: the rule's line then mentions weights. */
  weighted: z.boolean(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/**
 * GET /api/answers/simulado/{id}: the submitted official answers for review mode, each
 * with its question's explanation (the attempt is over, so the key may be shown).
 */
export const officialAnswerSchema = attemptResultSchema.shape.answers.element.extend({
  explanation: z.string().nullable(),
});
export type OfficialAnswer = z.infer<typeof officialAnswerSchema>;

/** GET /api/answers/simulado/{id}/paper: the questions a practice attempt opens. */
export const practicePaperSchema = z.object({
  questions: z.array(publicQuestionSchema),
  baseTexts: z.array(baseTextSchema).optional(),
  errata: z.array(paperErrataSchema).optional(),
});
export type PracticePaper = z.infer<typeof practicePaperSchema>;

export const submitResponseSchema = z.object({
  session: examSessionSchema,
  result: attemptResultSchema,
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** POST /api/answers — a practice attempt submitted in one go. */
export const practiceSubmitSchema = z.object({
  userId: userIdSchema.optional(),
  simuladoId: simuladoIdSchema,
  answers: z.array(answerSchema).max(1000),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
});
export type PracticeSubmitInput = z.infer<typeof practiceSubmitSchema>;

export const hasOfficialQuerySchema = z.object({
  userId: userIdSchema.optional(),
  simuladoId: simuladoIdSchema,
});
export const hasOfficialResponseSchema = z.object({ hasOfficial: z.boolean() });

export const serverTimeSchema = z.object({ now: z.string() });

/** Socket.IO event to the user's room when the server finalised an expired session. */
export const EXAM_EXPIRED_EVENT = 'exam:expired';
export const examExpiredPayloadSchema = z.object({
  sessionId: z.string(),
  simuladoId: z.string(),
  result: attemptResultSchema,
});
export type ExamExpiredPayload = z.infer<typeof examExpiredPayloadSchema>;
