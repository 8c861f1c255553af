import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EXAM_UI_MESSAGES as M } from '../../features/exam/messages';
import type { ExamEngine } from '../../features/exam/engine/useExamEngine';
import type { ExamScreen } from '../../features/exam/engine/examMachine';
import { useExamKeyboard } from '../../features/exam/tools/useExamKeyboard';
import { flagsOf } from '../../features/exam/tools/examTools';
import { readingStyle, useReading } from '../../features/exam/reading/useReading';
import readingClasses from '../../features/exam/reading/reading.module.css';
import { useLeaveGuard } from '../../features/exam/session/useLeaveGuard';
import { useSaveQueueStatus } from '../../features/exam/save-queue/useSaveQueueStatus';
import { SIMULADOS_MESSAGES } from '../../features/simulados/messages';
import { LeaveConfirmDialog, SubmitConfirmDialog } from './ExamDialogs';
import { CountdownTimer, FloatingDock, StopwatchTimer } from './FloatingTimer';
import { baseTextsOf } from '../../features/papers/PaperBlocks';
import { ExamPaper } from './ExamPaper';
import { ExamToolbar } from './ExamToolbar';
import classes from './ExamView.module.css';
import { ProgressCard } from './ProgressCard';
import { MAP_TITLE, QuestionMap, QuestionMapDrawer } from './QuestionMap';
import { SaveStatus } from './SaveStatus';
import { useScreenTools } from './useScreenTools';

const MODE_LABELS = { EXAM: 'Modo Exame', PRACTICE: 'Modo Prática', REVIEW: 'Modo Revisão' };
const MODE_COLORS = { EXAM: 'blue', PRACTICE: 'grape', REVIEW: 'teal' };

/** PRODUCT §2 taking view: Voltar, progress, title, subject, the questions and the action. */
export function ExamView({ exam, screen }: { exam: ExamEngine; screen: ExamScreen }) {
  const { simulado, mode, session, answers } = screen;
  const saveStatus = useSaveQueueStatus(mode === 'EXAM' ? screen.queue : null);
  const heading = useRef<HTMLHeadingElement>(null);
  const review = mode === 'REVIEW';
  const answered = simulado.questions.filter((q) => answers[q.id] != null).length;
  const total = simulado.questions.length;
  // The official clock runs on the server: leaving or sending asks first.
  const timed = mode === 'EXAM' && session?.status === 'IN_PROGRESS' && !exam.submitting;
  const guard = useLeaveGuard(timed);
  const [confirming, setConfirming] = useState(false);
  const tools = useScreenTools(exam, screen);
  const { reading, change: changeReading } = useReading();
  useExamKeyboard(!exam.submitting, simulado.format, tools.act);
  const mapProps = {
    questions: simulado.questions,
    answers,
    flags: screen.flags,
    current: exam.current,
    onJump: tools.jump,
    baseTexts: baseTextsOf(simulado),
  };

  // A new screen replaced the list: move focus to its title so reading starts there.
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [simulado.id, mode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (review) exam.showResults();
    // An official attempt is sent once: always confirmed, even with every question answered.
    else if (timed) setConfirming(true);
    else void exam.submit();
  };

  return (
    // The timer strip comes first and sticks under the header: it covers nothing.
    <Container size="lg" px="md" pt="xs" pb="lg">
      <FloatingDock>
        {mode === 'EXAM' && session?.status === 'IN_PROGRESS' ? (
          <CountdownTimer
            key={session.id}
            simuladoId={simulado.id}
            expiresAt={session.expiresAt}
            offsetMs={exam.offsetMs}
            onTimeUp={exam.timeUp}
          />
        ) : null}
        {mode === 'PRACTICE' ? <StopwatchTimer key={simulado.id} simuladoId={simulado.id} /> : null}
        {mode === 'EXAM' && session ? <SaveStatus status={saveStatus.status} /> : null}
      </FloatingDock>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="simulado-titulo"
        className={classes.layout}
      >
        {/* The map sits left on wide screens, the paper right. */}
        <Box component="aside" visibleFrom="md" className={classes.aside} aria-label={MAP_TITLE}>
          <Paper withBorder p="sm">
            <Title order={2} fz="h5" mb="xs">
              {MAP_TITLE}
            </Title>
            <QuestionMap {...mapProps} />
          </Paper>
        </Box>
        <Stack gap="md" className={classes.main}>
          {/* The mode label sits left, by 'Voltar'. */}
          <Group justify="flex-start" gap="sm">
            <Button
              variant="default"
              onClick={() => guard.requestLeave(exam.back)}
              leftSection={<span aria-hidden>←</span>}
            >
              {M.back}
            </Button>
            <Badge color={MODE_COLORS[mode]} variant="light" size="lg" tt="none">
              {MODE_LABELS[mode]}
            </Badge>
          </Group>

          {screen.banner ? (
            <Alert color={review ? 'teal' : 'grape'} variant="light">
              {screen.banner}
            </Alert>
          ) : null}

          <ProgressCard answered={answered} total={total} />

          <Stack gap={2}>
            <Title order={1} fz="h2" id="simulado-titulo" ref={heading} tabIndex={-1}>
              {simulado.title}
            </Title>
            <Text c="dimmed">Matéria: {simulado.subject ?? SIMULADOS_MESSAGES.noSubject}</Text>
          </Stack>

          <ExamToolbar
            layout={exam.layout}
            onLayout={exam.tools.setLayout}
            format={simulado.format}
            review={review}
            reading={reading}
            onReading={changeReading}
          />
          <QuestionMapDrawer {...mapProps} answeredLabel={`${answered}/${total}`} />

          <div
            className={readingClasses.paper}
            style={readingStyle(reading)}
            data-spacing={reading.lineSpacing}
            data-contrast={reading.highContrast ? 'high' : undefined}
            data-testid="exam-paper"
          >
            <Stack gap="md">
              <ExamPaper exam={exam} screen={screen} jump={tools.jump} />
            </Stack>
          </div>

          <Group justify="flex-end">
            <Button
              type="submit"
              size="md"
              w={{ base: '100%', sm: 'auto' }}
              loading={!review && exam.submitting}
            >
              {review ? M.fullResults : M.submit}
            </Button>
          </Group>
        </Stack>
      </form>
      <VisuallyHidden role="status" aria-live="polite" data-testid="exam-announcer">
        {tools.said}
      </VisuallyHidden>

      {timed && session ? (
        <>
          <SubmitConfirmDialog
            opened={confirming}
            unanswered={total - answered}
            marked={simulado.questions.filter((q) => flagsOf(screen.flags, q.id).marked).length}
            total={total}
            scoring={simulado.scoring}
            expiresAt={session.expiresAt}
            offsetMs={exam.offsetMs}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void exam.submit();
            }}
          />
          <LeaveConfirmDialog
            opened={guard.asking}
            expiresAt={session.expiresAt}
            offsetMs={exam.offsetMs}
            onLeave={guard.confirm}
            onStay={guard.stay}
          />
        </>
      ) : null}
    </Container>
  );
}
