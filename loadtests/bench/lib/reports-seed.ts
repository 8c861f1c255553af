// The reports bench's database: one simulado, its questions, every participant's answers.
import crypto from 'node:crypto';
import type { Db, QuestionsTable } from '../../../server/src/db/database';

const OPTIONS: readonly QuestionsTable['correct_option'][] = ['A', 'B', 'C', 'D'];
const SUBJECTS = [
  'Língua Portuguesa',
  'Raciocínio Lógico',
  'Direito Constitucional',
  'Informática',
];

/** One simulado, its questions and every participant's graded official answers. */
export async function seedReportsFixture(
  db: Db,
  options: { questions: number; participants: number },
): Promise<string[]> {
  const { id: simuladoId } = await db
    .insertInto('simulados')
    .values({
      title: 'Simulado Nacional de Tribunais — Bench',
      subject: 'Tribunais',
      description: 'Simulado do benchmark de relatórios.',
      price_cents: 0,
      duration_minutes: 240,
      end_date: new Date(Date.now() - 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions = await db
    .insertInto('questions')
    .values(
      Array.from({ length: options.questions }, (_, i) => ({
        simulado_id: simuladoId,
        position: i + 1,
        text: `Questão ${i + 1} do benchmark: considerando a legislação vigente e a jurisprudência dominante, assinale a alternativa correta.`,
        option_a: 'A afirmativa está correta, pois segue a regra geral.',
        option_b: 'A afirmativa está incorreta, pois há exceção expressa.',
        option_c: 'A afirmativa depende de regulamentação posterior.',
        option_d: 'Nenhuma das alternativas anteriores.',
        correct_option: OPTIONS[i % 4]!,
        subject: SUBJECTS[i % SUBJECTS.length]!,
        explanation: `Comentário: a alternativa ${OPTIONS[i % 4]} reproduz o entendimento consolidado sobre o tema da questão ${i + 1}.`,
      })),
    )
    .returning(['id', 'correct_option'])
    .execute();
  const resultIds: string[] = [];
  for (let start = 0; start < options.participants; start += 200) {
    const batch = Array.from(
      { length: Math.min(200, options.participants - start) },
      (_, i) => start + i,
    );
    const users = await db
      .insertInto('users')
      .values(
        batch.map((n) => ({
          name: `Candidato Bench ${n + 1}`,
          email: `bench-${n}-${crypto.randomBytes(3).toString('hex')}@example.com`,
          password_hash: 'not-a-hash',
          role: 'STUDENT' as const,
          updated_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    for (const [index, user] of users.entries()) {
      // Each candidate gets a skill; answers follow it, so the field has a real spread.
      const skill = ((start + index) * 37) % 100;
      const answers = questions.map((question, q) => {
        const right = (q * 53 + start + index) % 100 < skill;
        const wrong = OPTIONS[(OPTIONS.indexOf(question.correct_option) + 1 + (q % 3)) % 4]!;
        return {
          question_id: question.id,
          selected_option: right ? question.correct_option : wrong,
          is_correct: right,
        };
      });
      const correct = answers.filter((a) => a.is_correct).length;
      const { id } = await db
        .insertInto('results')
        .values({
          user_id: user.id,
          simulado_id: simuladoId,
          attempt_type: 'OFFICIAL',
          score: (correct / questions.length) * 100,
          correct_count: correct,
          total_questions: questions.length,
          duration_seconds: 3600 + ((start + index) % 7200),
          completed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('result_answers')
        .values(answers.map((answer) => ({ ...answer, result_id: id })))
        .execute();
      resultIds.push(id);
    }
  }
  return resultIds;
}
