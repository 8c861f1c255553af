import type { ResultItem } from '@gabaritei/shared';
import type { ResultListRow } from './results.repository';

export function presentResultItem(row: ResultListRow): ResultItem {
  return {
    id: row.id,
    simuladoId: row.simulado_id,
    simuladoTitle: row.simulado_title,
    attemptType: row.attempt_type,
    score: row.score,
    correctCount: row.correct_count,
    totalQuestions: row.total_questions,
    durationSeconds: row.duration_seconds,
    completedAt: row.completed_at.toISOString(),
  };
}
