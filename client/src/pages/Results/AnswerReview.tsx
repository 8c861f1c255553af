import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { Option, SimuladoFormat } from '@gabaritei/shared';
import {
  correctOptions,
  isCorrect,
  type ResultsState,
  type ReviewQuestion,
} from '../../features/results/resultsState';
import { RESULTS_MESSAGES as M } from '../../features/results/messages';
import { AppealButton } from '../../features/appeals/components/AppealButton';
import { AppealWindowNote } from '../../features/appeals/components/AppealWindowNote';
import { KeyDecisionNote } from '../../features/appeals/components/KeyDecisionNote';
import { useAppealWindow } from '../../features/appeals/queries';
import { withKeyDecisions } from '../../features/appeals/withKeyDecisions';
import { baseTextAt } from '../../features/papers/baseTexts';
import { BaseTextCard } from '../../features/papers/BaseTextCard';
import { RichAnswer } from '../../features/papers/RichAnswer';
import { RichContent } from '../../features/papers/RichContent';
import { ReviewOptions } from '../../features/results/components/ReviewOptions';
import { QuestionFieldLine, useQuestionField } from './QuestionFieldLine';

/**
 * One entry per answer: Correta, Incorreta or Em branco (a blank is not a wrong answer: under
 * the Cebraspe rule it scores zero), every option as her booklet showed it with hers and the
 * key marked, her answer, the right one when not credited, and the commented key. Review
 * mode carries the commentary on each answer (its questions have none); after a submit the
 * questions carry it. Either way it comes only once the key is out (the server's embargo).
 */
export function AnswerReview({ state: opened }: { state: ResultsState }) {
  const state = withKeyDecisions(opened, useAppealWindow(opened.simuladoId).data?.decisions);
  const key = correctOptions(state);
  const field = useQuestionField(state.simuladoId);
  const format = state.format ?? 'ABCD';
  const questions = new Map(state.questions.map((q, index) => [q.id, { q, index }]));
  const answers = [...state.answers].sort(
    (a, b) => (questions.get(a.questionId)?.index ?? 0) - (questions.get(b.questionId)?.index ?? 0),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="revisao">
      <Title order={2} fz="h3" id="revisao">
        {M.reviewTitle}
      </Title>
      <AppealWindowNote simuladoId={state.simuladoId} />
      {answers.length === 0 ? <Text>{M.noAnswers}</Text> : null}
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {answers.map((answer) => {
          const entry = questions.get(answer.questionId);
          const right = isCorrect(answer, key);
          const blank = !right && answer.selectedOption === null;
          const correct = key.get(answer.questionId);
          const index = entry?.index ?? -1;
          const annulledReason = answer.annulledReason ?? entry?.q.annulledReason;
          const explanation = answer.explanation ?? entry?.q.explanation;
          // A base text opens its block, once, above the block's first question.
          const opens = (state.baseTexts ?? []).find((t) => t.firstQuestion === index + 1);
          const block = baseTextAt(state.baseTexts ?? [], index);
          return (
            <Fragment key={answer.questionId}>
              {opens ? (
                <li>
                  <BaseTextCard baseText={opens} />
                </li>
              ) : null}
              <Paper withBorder p="md" component="li" data-base-text={block?.id}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>
                      {M.questionHeading((entry?.index ?? 0) + 1, answer.paperPosition)}
                      {entry && entry.q.weight !== 1 ? (
                        <Text span fw={400} size="sm" c="dimmed">
                          {' '}
                          · peso {entry.q.weight.toLocaleString('pt-BR')}
                        </Text>
                      ) : null}
                    </Text>
                    <Badge
                      color={right ? 'teal.9' : blank ? 'gray.8' : 'red.8'}
                      variant="filled"
                      tt="none"
                    >
                      {right ? M.correctBadge : blank ? M.blank : M.wrongBadge}
                    </Badge>
                  </Group>
                  {entry ? <RichContent html={entry.q.text} /> : null}
                  {entry ? (
                    <ReviewOptions
                      format={format}
                      question={entry.q}
                      optionOrder={answer.optionOrder}
                      selected={answer.selectedOption}
                      correct={annulledReason == null ? correct : undefined}
                      number={index + 1}
                    />
                  ) : null}
                  <Text size="sm">
                    <strong>{M.yourAnswer}</strong>{' '}
                    {describe(format, entry?.q, answer.selectedOption, answer.optionOrder)}
                  </Text>
                  {!right && correct ? (
                    <Text size="sm">
                      <strong>{M.rightAnswer}</strong>{' '}
                      {describe(format, entry?.q, correct, answer.optionOrder)}
                    </Text>
                  ) : null}
                  <QuestionFieldLine
                    field={field.get(answer.questionId)}
                    format={format}
                    optionOrder={answer.optionOrder}
                  />
                  <KeyDecisionNote
                    annulledReason={annulledReason}
                    keyChangedReason={answer.keyChangedReason ?? entry?.q.keyChangedReason}
                  />
                  {explanation ? (
                    <div>
                      <Text span size="sm" fw={700}>
                        {M.explanation}
                      </Text>{' '}
                      <RichContent size="sm" html={explanation} />
                    </div>
                  ) : null}
                  <AppealButton
                    simuladoId={state.simuladoId}
                    questionId={answer.questionId}
                    number={(entry?.index ?? 0) + 1}
                    quoted={
                      entry
                        ? {
                            heading: M.questionHeading(index + 1, answer.paperPosition),
                            statementHtml: entry.q.text,
                            answer: (
                              <>
                                <strong>{M.yourAnswer}</strong>{' '}
                                {describe(
                                  format,
                                  entry.q,
                                  answer.selectedOption,
                                  answer.optionOrder,
                                )}
                              </>
                            ),
                          }
                        : undefined
                    }
                  />
                </Stack>
              </Paper>
            </Fragment>
          );
        })}
      </Stack>
    </Stack>
  );
}

function describe(
  format: SimuladoFormat,
  question: ReviewQuestion | undefined,
  option: Option | null,
  optionOrder: readonly Option[] | undefined,
) {
  if (option === null) return M.blank;
  return (
    <RichAnswer format={format} question={question} option={option} optionOrder={optionOrder} />
  );
}
