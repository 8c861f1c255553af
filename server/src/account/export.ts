import {
  keyEmbargoMessage,
  readingPreferencesSchema,
  type AccountProfile,
} from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { keyEmbargoFor, keyEmbargoOf } from '../simulados/simulados.policy';
import { listMyAppeals } from '../appeals/appeals.repository';
import { presentMyAppeal } from '../appeals/appeals.presenter';
import { listContactMessagesOf } from '../contact/contact.repository';
import * as repo from './export.repository';
import { findReadingPreferences } from './reading.repository';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * 'Baixar meus dados' (LGPD art. 18): everything kept about the person, read from their id
 * and e-mail only. Never the password hash, a session cookie or an e-mail token.
 */
export async function buildDataExport(db: DbOrTx, profile: AccountProfile, exportedAt: Date) {
  const [purchases, results, resultAnswers, examSessions, sessionAnswers, sessionFlags] =
    await Promise.all([
      repo.listPurchasesOf(db, profile.id),
      repo.listResultsOf(db, profile.id),
      repo.listResultAnswersOf(db, profile.id),
      repo.listExamSessionsOf(db, profile.id),
      repo.listSessionAnswersOf(db, profile.id),
      repo.listSessionFlagsOf(db, profile.id),
    ]);
  const [memberships, classesTaught, contactMessages, sessions, reading, extraTime, appeals] =
    await Promise.all([
      repo.listMembershipsOf(db, profile.email),
      repo.listClassesTaughtBy(db, profile.id),
      // Linked when sent signed in with the verified address; the address alone is anyone's.
      listContactMessagesOf(db, profile.id),
      repo.listSessionsOf(db, profile.id),
      findReadingPreferences(db, profile.id),
      repo.listAccommodationsOf(db, profile.id),
      listMyAppeals(db, profile.id, undefined),
    ]);
  // As stored, when the schema still takes it (what the exam shows); null: never set.
  const readingPreferences = readingPreferencesSchema.safeParse(reading).data ?? null;
  return {
    exportedAt: exportedAt.toISOString(),
    profile,
    readingPreferences,
    purchases: purchases.map((p) => ({
      id: p.id,
      simuladoId: p.simulado_id,
      simuladoTitle: p.title,
      priceCents: p.price_cents,
      provider: p.provider,
      purchasedAt: iso(p.purchased_at),
    })),
    attempts: results.map((r) => {
      // Right or wrong per question is the key: held while it is embargoed for the person,
      // as GET /api/answers/simulado/{id} holds it; the chosen options are theirs anyway.
      const embargo = keyEmbargoFor(profile, r, exportedAt);
      return {
        resultId: r.id,
        simuladoId: r.simulado_id,
        simuladoTitle: r.title,
        attemptType: r.attempt_type,
        score: r.score,
        correctCount: r.correct_count,
        totalQuestions: r.total_questions,
        durationSeconds: r.duration_seconds,
        completedAt: iso(r.completed_at),
        keyReleasesAt: iso(embargo),
        keyMessage: embargo ? keyEmbargoMessage(embargo, 'marks') : null,
        answers: resultAnswers
          .filter((a) => a.result_id === r.id)
          .map((a) =>
            embargo
              ? { question: a.position, selectedOption: a.selected_option }
              : {
                  question: a.position,
                  selectedOption: a.selected_option,
                  isCorrect: a.is_correct,
                },
          ),
      };
    }),
    extraTime: extraTime.map((a) => ({
      simuladoId: a.simulado_id,
      simuladoTitle: a.title,
      extraMinutes: a.extra_minutes,
      reason: a.reason,
      grantedAt: iso(a.granted_at),
    })),
    // Her appeals as 'Meus recursos' shows them: a decision stays hidden while the key is held.
    appeals: appeals.map((row) => presentMyAppeal(row, keyEmbargoOf(row, exportedAt) !== null)),
    examSessions: examSessions.map((e) => ({
      id: e.id,
      simuladoId: e.simulado_id,
      simuladoTitle: e.title,
      status: e.status,
      startedAt: iso(e.started_at),
      expiresAt: iso(e.expires_at),
      submittedAt: iso(e.submitted_at),
      savedAnswers: sessionAnswers
        .filter((a) => a.session_id === e.id)
        .map((a) => ({ question: a.position, selectedOption: a.selected_option })),
      reviewFlags: sessionFlags
        .filter((f) => f.session_id === e.id)
        .map((f) => ({ question: f.position, marked: f.marked, struck: f.struck })),
    })),
    reports: results.map((r) => ({
      resultId: r.id,
      simuladoTitle: r.title,
      pdfRenderedAt: iso(r.report_rendered_at),
    })),
    classMemberships: memberships.map((m) => ({
      classId: m.class_id,
      className: m.class_name,
      teacherName: m.teacher_name,
      status: m.status,
      addedAt: iso(m.added_at),
      respondedAt: iso(m.responded_at),
    })),
    classesTaught: classesTaught.map((c) => ({
      id: c.id,
      name: c.name,
      maxStudents: c.max_students,
      students: Number(c.students ?? 0),
      createdAt: iso(c.created_at),
    })),
    contactMessages: contactMessages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      ip: m.ip,
      sentAt: iso(m.created_at),
    })),
    signInSessions: sessions.map((s) => ({
      startedAt: iso(s.created_at),
      lastSeenAt: iso(s.last_seen_at),
      expiresAt: iso(s.expires_at),
    })),
  };
}

export type DataExport = Awaited<ReturnType<typeof buildDataExport>>;
