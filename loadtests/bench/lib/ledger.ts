import type { Db } from '../../../server/src/db/database';

type Acked = { seqs: number[]; maxSeq: number; option: string | null };

/**
 * Every save the server acknowledged with a 2xx. An acknowledged save is stored when the
 * row of its (session, question) carries its clientSeq or a newer one — and, for the
 * newest acknowledged save, exactly its option when the seq is the same.
 */
export class SaveLedger {
  private readonly sessions = new Map<string, Map<string, Acked>>();
  acknowledged = 0;

  record(sessionId: string, questionId: string, seq: number, option: string | null): void {
    this.acknowledged++;
    let answers = this.sessions.get(sessionId);
    if (!answers) this.sessions.set(sessionId, (answers = new Map()));
    const known = answers.get(questionId);
    if (!known) answers.set(questionId, { seqs: [seq], maxSeq: seq, option });
    else {
      known.seqs.push(seq);
      if (known.maxSeq < seq) Object.assign(known, { maxSeq: seq, option });
    }
  }

  sessionIds(): string[] {
    return [...this.sessions.keys()];
  }

  /** Compares with session_answers; answers how many acknowledged saves are missing. */
  async findLost(db: Db): Promise<{ checked: number; lost: number; examples: string[] }> {
    let checked = 0;
    let lost = 0;
    const examples: string[] = [];
    const ids = this.sessionIds();
    for (let from = 0; from < ids.length; from += 200) {
      const chunk = ids.slice(from, from + 200);
      const rows = await db
        .selectFrom('session_answers')
        .select(['session_id', 'question_id', 'client_seq', 'selected_option'])
        .where('session_id', 'in', chunk)
        .execute();
      const stored = new Map(rows.map((r) => [`${r.session_id}/${r.question_id}`, r]));
      for (const sessionId of chunk) {
        for (const [questionId, acked] of this.sessions.get(sessionId)!) {
          checked += acked.seqs.length;
          const row = stored.get(`${sessionId}/${questionId}`);
          const seq = row ? Number(row.client_seq) : -1;
          let missing = acked.seqs.filter((s) => s > seq).length;
          // Same seq, other option: the newest acknowledged save was overwritten.
          if (seq === acked.maxSeq && row?.selected_option !== acked.option) missing++;
          if (missing === 0) continue;
          lost += missing;
          if (examples.length < 5) {
            examples.push(
              `session ${sessionId} question ${questionId}: newest acknowledged seq ` +
                `${acked.maxSeq} (${acked.option}), stored ` +
                (row ? `seq ${seq} (${row.selected_option})` : 'nothing'),
            );
          }
        }
      }
    }
    return { checked, lost, examples };
  }
}

/** Counts failures by a short reason, for the error lines under each table. */
export class ErrorTally {
  private readonly reasons = new Map<string, number>();
  private readonly operations = new Map<string, number>();
  total = 0;

  add(operation: string, reason: string): void {
    this.total++;
    this.operations.set(operation, (this.operations.get(operation) ?? 0) + 1);
    const key = `${operation}: ${reason}`;
    this.reasons.set(key, (this.reasons.get(key) ?? 0) + 1);
  }

  count(operation: string): number {
    return this.operations.get(operation) ?? 0;
  }

  lines(): string[] {
    return [...this.reasons.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `${n.toLocaleString('en-US')} × ${reason}`);
  }
}
