import { Button, Group, Text } from '@mantine/core';
import type { ExamScreen } from '../../features/exam/engine/examMachine';
import { flagsOf } from '../../features/exam/tools/examTools';
import type { ExamEngine } from '../../features/exam/engine/useExamEngine';
import { PaperBlocks, baseTextsOf } from '../../features/papers/PaperBlocks';
import { QuestionCard } from './QuestionCard';

type ExamPaperProps = {
  exam: ExamEngine;
  screen: ExamScreen;
  jump: (index: number) => void;
};

/**
 * The questions, laid out as the candidate chose: the whole paper in one
 * scroll, or one question per screen with 'Anterior' and 'Próxima'. In the scroll, the
 * question that takes focus becomes the current one, so the keys act where the candidate is.
 */
export function ExamPaper({ exam, screen, jump }: ExamPaperProps) {
  const { simulado, mode, answers } = screen;
  const review = mode === 'REVIEW';
  const reviewById = new Map((screen.review ?? []).map((a) => [a.questionId, a]));
  const total = simulado.questions.length;
  const single = exam.layout === 'single';
  const shown = single
    ? simulado.questions.slice(exam.current, exam.current + 1)
    : simulado.questions;
  const offset = single ? exam.current : 0;

  return (
    <>
      <PaperBlocks
        questions={shown}
        baseTexts={baseTextsOf(simulado)}
        offset={offset}
        renderQuestion={(question, index, baseText) => (
          <div
            key={question.id}
            onFocusCapture={() => {
              if (index !== exam.current) exam.tools.goTo(index);
            }}
          >
            <QuestionCard
              index={index}
              total={total}
              question={question}
              format={simulado.format}
              value={answers[question.id] ?? null}
              onChange={review ? undefined : (option) => exam.answer(question.id, option)}
              onClear={review ? undefined : () => exam.answer(question.id, null)}
              review={review ? (reviewById.get(question.id) ?? null) : undefined}
              disabled={exam.submitting}
              flags={flagsOf(screen.flags, question.id)}
              errata={screen.errata?.[question.id]}
              baseText={baseText}
              onToggleMark={review ? undefined : () => exam.tools.toggleMark(question.id)}
              onToggleStrike={
                review ? undefined : (option) => exam.tools.toggleStrike(question.id, option)
              }
            />
          </div>
        )}
      />
      {single ? (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Button
            variant="default"
            onClick={() => jump(exam.current - 1)}
            disabled={exam.current === 0}
            leftSection={<span aria-hidden="true">←</span>}
          >
            Anterior
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {exam.current + 1} de {total}
          </Text>
          <Button
            variant="default"
            onClick={() => jump(exam.current + 1)}
            disabled={exam.current >= total - 1}
            rightSection={<span aria-hidden="true">→</span>}
          >
            Próxima
          </Button>
        </Group>
      ) : null}
    </>
  );
}
