import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { countLabel, type PublicQuestion, type SessionFlags } from '@gabaritei/shared';
import type { AnswerMap } from '../../features/exam/save-queue/drafts';
import type { BaseText } from '../../features/papers/baseTexts';
import { MapGroups } from '../../features/papers/MapGroups';
import classes from './QuestionMap.module.css';

export const MAP_TITLE = 'Mapa de questões';

type QuestionMapProps = {
  questions: readonly Pick<PublicQuestion, 'id'>[];
  answers: AnswerMap;
  flags: SessionFlags;
  current: number;
  onJump: (index: number) => void;
  /** Questions that share a base text are boxed together. */
  baseTexts?: readonly BaseText[];
};

/** How one question stands, in words (the cell's accessible name and its tooltip). */
export function cellLabel(index: number, answered: boolean, marked: boolean): string {
  const state = answered ? 'respondida' : 'em branco';
  return `Questão ${index + 1}, ${state}${marked ? ', revisar depois' : ''}`;
}

/**
 * The question map: every number, filled when answered, dashed when blank, with
 * a ⚑ tag when marked 'Revisar depois', ringed where the candidate is; a click jumps there.
 */
export function QuestionMap(props: QuestionMapProps) {
  const { questions, answers, flags, current, onJump, baseTexts } = props;
  const answered = questions.filter((q) => answers[q.id] != null).length;
  const marked = questions.filter((q) => flags[q.id]?.marked).length;
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="map-summary">
        {countLabel(answered, 'respondida', 'respondidas')} ·{' '}
        {countLabel(questions.length - answered, 'em branco', 'em branco')} ·{' '}
        {countLabel(marked, 'para revisar', 'para revisar')}
      </Text>
      <MapGroups
        questions={questions}
        baseTexts={baseTexts ?? []}
        gridClassName={classes.grid}
        label={MAP_TITLE}
        renderCell={(question, index) => {
          const isAnswered = answers[question.id] != null;
          const isMarked = flags[question.id]?.marked ?? false;
          const label = cellLabel(index, isAnswered, isMarked);
          return (
            <li key={question.id}>
              <button
                type="button"
                className={classes.cell}
                data-answered={isAnswered || undefined}
                data-marked={isMarked || undefined}
                data-current={index === current || undefined}
                aria-current={index === current ? 'step' : undefined}
                aria-label={label}
                title={label}
                onClick={() => onJump(index)}
              >
                {index + 1}
                {isMarked ? (
                  <span className={classes.flag} aria-hidden="true">
                    ⚑
                  </span>
                ) : null}
              </button>
            </li>
          );
        }}
      />
      <MapLegend />
    </Stack>
  );
}

function MapLegend() {
  return (
    <Group gap="xs" aria-hidden="true">
      <Text size="xs">
        <span className={`${classes.cell} ${classes.swatch}`} data-answered /> Respondida
      </Text>
      <Text size="xs">
        <span className={`${classes.cell} ${classes.swatch}`} /> Em branco
      </Text>
      <Text size="xs">
        <span className={`${classes.cell} ${classes.swatch}`} data-marked>
          <span className={classes.flag}>⚑</span>
        </span>{' '}
        Revisar depois
      </Text>
    </Group>
  );
}

/** On phones the map opens in a drawer; a jump closes it. */
export function QuestionMapDrawer(props: QuestionMapProps & { answeredLabel: string }) {
  const [opened, setOpened] = useState(false);
  const { answeredLabel, ...map } = props;
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        hiddenFrom="md"
        fullWidth
        data-testid="map-button"
      >
        <Group gap={6} wrap="nowrap">
          <span aria-hidden="true">▦</span>
          {MAP_TITLE} · {answeredLabel}
        </Group>
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={MAP_TITLE}
        position="bottom"
        size="min(75vh, 32rem)"
        closeButtonProps={{ 'aria-label': 'Fechar o mapa de questões' }}
      >
        <QuestionMap
          {...map}
          onJump={(index) => {
            setOpened(false);
            map.onJump(index);
          }}
        />
      </Drawer>
    </>
  );
}
