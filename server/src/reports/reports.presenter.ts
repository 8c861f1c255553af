import { isReportReady, keyReleasedAt, type ReportItem } from '@gabaritei/shared';
import { standingOf } from '../exam/grading';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import type { AttemptRow } from './reports.repository';

/** One card of /my-reports: official rank, or the simulated one for practice. */
export function presentReportItem(row: AttemptRow, now: Date): ReportItem {
  const official = row.attempt_type === 'OFFICIAL';
  const practice = standingOf('PRACTICE', {
    participants: row.official_participants,
    ahead: row.ahead,
  });
  const rank = official ? row.official_rank : practice.rank;
  return {
    simuladoId: row.simulado_id,
    title: row.title,
    subject: row.subject,
    attemptType: row.attempt_type,
    userScore: row.score,
    userRank: rank,
    totalParticipants:
      rank === null ? null : official ? row.official_participants : practice.participants,
    completedAt: row.completed_at.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    // The report prints the key: not before the key embargo ends.
    reportReady: isReportReady(row.end_date, now) && keyEmbargoOf(row, now) === null,
    // While embargoed, the policy's own instant (whatever may hold the key longer).
    availableAt: (keyEmbargoOf(row, now) ?? releaseOf(row) ?? row.end_date)?.toISOString() ?? null,
    waitingForKey: keyEmbargoOf(row, now) !== null,
  };
}

function releaseOf(row: AttemptRow): Date | null {
  return keyReleasedAt({
    answerKeyRelease: row.answer_key_release,
    isPracticeOnly: row.is_practice_only,
    endDate: row.end_date,
  });
}
