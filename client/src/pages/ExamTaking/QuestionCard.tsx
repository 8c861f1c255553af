import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  answerLabel,
  optionsOf,
  type Option,
  type PublicQuestion,
  type QuestionFlags,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { optionText } from '../../features/exam/questions';
import type { BaseText } from '../../features/papers/baseTexts';
import { BaseTextSheet } from '../../features/papers/BaseTextSheet';
import { RichContent } from '../../features/papers/RichContent';
import { AnswerOptions } from './AnswerOptions';
import type { ReviewAnswer, ReviewQuestion } from '../../features/results/resultsState';
import classes from './QuestionCard.module.css';

type QuestionCardProps = {
  index: number;
  total: number;
  question: PublicQuestion | ReviewQuestion;
  /** Which answers the paper takes: A–D, A–E or Certo/Errado. */
  format: SimuladoFormat;
  value: Option | null;
  /** Absent in review: the options are read-only. */
  onChange?: (option: Option) => void;
  /** 'Limpar resposta': takes the answer back, leaving the question blank. */
  onClear?: () => void;
  /** REVIEW: the submitted answer with the key. */
  review?: ReviewAnswer | null;
  disabled?: boolean;
  /** 'Revisar depois' and crossed-out options, with their toggles. */
  flags?: QuestionFlags;
  onToggleMark?: () => void;
  onToggleStrike?: (option: Option) => void;
  /** 'Errata' notices: the corrections made to this question's texts while she sat. */
  errata?: readonly string[];
  /** The base text of its block: 'Ver texto' opens it where it is not beside the question. */
  baseText?: BaseText;
};

/** 'Revisar depois': a dark orange that keeps white text above 7:1 (the map uses it too). */
export const MARK_COLOR = '#9a3412';

export const headingIdOf = (questionId: string) => `questao-${questionId}`;

/** One question: a radio group A–D / A–E, or Certo/Errado; in review the answer against the key. */
export function QuestionCard(props: QuestionCardProps) {
  const { index, total, question, flags, onToggleMark } = props;
  const headingId = headingIdOf(question.id);
  const marked = flags?.marked ?? false;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-question-index={index}
      data-marked={marked || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id={headingId} tabIndex={-1}>
            Questão {index + 1} de {total}
            {props.review?.paperPosition === undefined
              ? null
              : ` (sua prova: ${props.review.paperPosition})`}
          </Title>
          <Group gap={6}>
            {props.baseText ? (
              <BaseTextSheet
                baseText={props.baseText}
                questionHtml={question.text}
                number={index + 1}
              />
            ) : null}
            {onToggleMark ? (
              <Button
                size="compact-sm"
                variant={marked ? 'filled' : 'default'}
                color={marked ? MARK_COLOR : undefined}
                aria-pressed={marked}
                title="Marcar para revisar depois (M)"
                leftSection={<span aria-hidden="true">⚑</span>}
                onClick={onToggleMark}
                disabled={props.disabled}
              >
                {marked ? 'Marcada para revisar' : 'Revisar depois'}
              </Button>
            ) : null}
            {question.weight !== 1 ? (
              <Badge variant="outline" color="gray" tt="none">
                Peso {question.weight.toLocaleString('pt-BR')}
              </Badge>
            ) : null}
            {question.subject ? (
              <Badge variant="light" color="gray" tt="none">
                {question.subject}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {props.errata?.length ? (
          // Each notice opens with 'Errata:', so the box needs no title of its own.
          <Alert color="yellow" variant="light" data-testid="errata">
            <Stack gap={4}>
              {props.errata.map((notice) => (
                <Text key={notice} size="sm">
                  {notice}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {props.onChange ? (
          <AnswerOptions
            question={question}
            format={props.format}
            value={props.value}
            onChange={props.onChange}
            struck={flags?.struck ?? []}
            onToggleStrike={props.onToggleStrike}
            disabled={props.disabled}
          />
        ) : (
          <ReviewOptions {...props} />
        )}
        {props.onClear && props.value !== null ? (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              title="Limpar resposta (Del)"
              aria-label={`Limpar resposta da questão ${index + 1}`}
              leftSection={<span aria-hidden="true">⌫</span>}
              onClick={() => {
                props.onClear?.();
                // The button goes with the answer: keep the focus on this question.
                document.getElementById(headingId)?.focus();
              }}
              disabled={props.disabled}
            >
              Limpar resposta
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function ReviewOptions({ question, format, value, review }: QuestionCardProps) {
  const correct =
    review?.correctOption ?? ('correctOption' in question ? question.correctOption : undefined);
  const isCorrect = review?.isCorrect ?? (correct !== undefined && value === correct);
  // Under the key embargo nothing says right or wrong: no badge rather than a false one.
  const marked = correct !== undefined || review?.isCorrect !== undefined;
  const explanation =
    review?.explanation ?? ('explanation' in question ? question.explanation : null);
  return (
    <Stack gap="xs">
      <RichContent html={question.text} />
      <Group gap="xs">
        {marked ? (
          <Badge
            color={isCorrect ? 'green.8' : value === null ? 'gray.8' : 'red.8'}
            variant="filled"
            tt="none"
          >
            {isCorrect ? 'Correta' : value === null ? 'Em branco' : 'Incorreta'}
          </Badge>
        ) : null}
        {value === null && !marked ? (
          <Text size="sm" c="dimmed">
            Sem resposta
          </Text>
        ) : null}
      </Group>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {optionsOf(format).map((option) => {
          const mine = value === option;
          const right = correct === option;
          return (
            <li
              key={option}
              className={classes.reviewOption}
              data-correct={right || undefined}
              data-wrong={(mine && !right) || undefined}
            >
              <Text component="span" className={classes.optionText}>
                {format === 'CERTO_ERRADO' ? (
                  <strong>{answerLabel(format, option)}</strong>
                ) : (
                  <>
                    <strong>{option})</strong>{' '}
                    <RichContent component="span" html={optionText(question, option)} />
                  </>
                )}
              </Text>
              {mine || right ? (
                <Group gap={6} mt={6}>
                  {mine ? (
                    <Badge size="sm" variant="outline" color={right ? 'green' : 'red'} tt="none">
                      Sua resposta
                    </Badge>
                  ) : null}
                  {right ? (
                    <Badge size="sm" variant="light" color="green" tt="none">
                      Resposta correta
                    </Badge>
                  ) : null}
                </Group>
              ) : null}
            </li>
          );
        })}
      </Stack>
      {explanation ? (
        <div>
          <Text span size="sm" fw={700}>
            Comentário do gabarito:
          </Text>{' '}
          <RichContent size="sm" html={explanation} />
        </div>
      ) : null}
    </Stack>
  );
}
