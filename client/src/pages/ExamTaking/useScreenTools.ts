import { useCallback, useState } from 'react';
import { answerLabel } from '@gabaritei/shared';
import type { ExamScreen } from '../../features/exam/engine/examMachine';
import { canonicalOption } from '../../features/exam/questions';
import { flagsOf } from '../../features/exam/tools/examTools';
import type { KeyAction } from '../../features/exam/tools/examKeys';
import type { ExamEngine } from '../../features/exam/engine/useExamEngine';
import { headingIdOf } from './QuestionCard';

export type ScreenTools = {
  /** Moves to a question and puts focus on its title (the map, the pager, the keys). */
  jump: (index: number) => void;
  /** A key press of examKeys.ts, applied to the question the candidate is on. */
  act: (action: KeyAction) => void;
  /** What the live region last said (keys and toggles are announced). */
  said: string;
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The exam screen's side of the tools: focus, scrolling and what is announced. */
export function useScreenTools(exam: ExamEngine, screen: ExamScreen): ScreenTools {
  const [said, setSaid] = useState('');
  const { simulado, answers, flags } = screen;
  const total = simulado.questions.length;
  // A repeated message still changes the text, so screen readers say it again.
  const say = useCallback(
    (text: string) => setSaid((before) => (before === text ? `${text} ` : text)),
    [],
  );

  const jump = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(total - 1, index));
      exam.tools.goTo(target);
      const question = simulado.questions[target];
      if (!question) return;
      // After the render that shows it (one question per screen swaps the card).
      requestAnimationFrame(() => {
        const heading = document.getElementById(headingIdOf(question.id));
        heading?.focus({ preventScroll: true });
        heading
          ?.closest('section')
          ?.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
      });
    },
    [exam.tools, simulado.questions, total],
  );

  const act = useCallback(
    (action: KeyAction) => {
      const index = exam.current;
      const question = simulado.questions[index];
      if (!question) return;
      const n = index + 1;
      const before = flagsOf(flags, question.id);
      switch (action.type) {
        case 'move': {
          const next = Math.max(0, Math.min(total - 1, index + action.by));
          jump(next);
          say(`Questão ${next + 1} de ${total}`);
          return;
        }
        case 'answer': {
          // The key names the letter her booklet shows; the answer is its canonical one.
          const option = canonicalOption(question, simulado.format, action.option);
          if (screen.mode === 'REVIEW' || answers[question.id] === option) return;
          exam.answer(question.id, option);
          say(`Questão ${n}: resposta ${answerLabel(simulado.format, action.option)}`);
          return;
        }
        case 'clear':
          if (screen.mode === 'REVIEW' || answers[question.id] == null) return;
          exam.answer(question.id, null);
          say(`Questão ${n}: resposta apagada, em branco`);
          return;
        case 'strike': {
          if (screen.mode === 'REVIEW') return;
          const option = canonicalOption(question, simulado.format, action.option);
          exam.tools.toggleStrike(question.id, option);
          say(
            before.struck.includes(option)
              ? `Alternativa ${action.option} sem risco`
              : `Alternativa ${action.option} riscada`,
          );
          return;
        }
        case 'mark':
          if (screen.mode === 'REVIEW') return;
          exam.tools.toggleMark(question.id);
          say(
            before.marked
              ? `Questão ${n} sem marca de revisão`
              : `Questão ${n} marcada para revisar depois`,
          );
      }
    },
    [exam, simulado, flags, answers, screen.mode, total, jump, say],
  );

  return { jump, act, said };
}
