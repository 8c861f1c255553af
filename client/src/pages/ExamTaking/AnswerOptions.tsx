import { Radio, Stack } from '@mantine/core';
import type { Option, PublicQuestion, SimuladoFormat } from '@gabaritei/shared';
import { bookletOptions, optionText } from '../../features/exam/questions';
import type { ReviewQuestion } from '../../features/results/resultsState';
import { RichContent } from '../../features/papers/RichContent';
import { CertoErradoChoice } from './CertoErradoChoice';
import classes from './QuestionCard.module.css';

type AnswerOptionsProps = {
  question: PublicQuestion | ReviewQuestion;
  format: SimuladoFormat;
  value: Option | null;
  onChange: (option: Option) => void;
  /** Crossed-out letters; a button beside each alternative toggles one. */
  struck: readonly Option[];
  onToggleStrike?: (option: Option) => void;
  disabled?: boolean;
};

/**
 * The answer of one question: a radio group A–D / A–E, or Certo/Errado. On a shuffled
 * booklet the letters shown follow her order while the values stay canonical.
 */
export function AnswerOptions(props: AnswerOptionsProps) {
  const { question, format, value, onChange, struck, onToggleStrike, disabled } = props;
  if (format === 'CERTO_ERRADO') {
    const statementId = `enunciado-${question.id}`;
    // Two choices: crossing one out would be answering the other, so no strike here.
    return (
      <div>
        <RichContent id={statementId} html={question.text} />
        <CertoErradoChoice
          labelledBy={statementId}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      </div>
    );
  }
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as Option)}
      label={<RichContent html={question.text} />}
      disabled={disabled}
      styles={{
        // A block, not Mantine's inline-block: a wide table in the stem scrolls in its box.
        label: {
          display: 'block',
          fontWeight: 400,
          fontSize: 'var(--mantine-font-size-md)',
          lineHeight: 1.5,
        },
      }}
    >
      <Stack gap="xs" mt="sm">
        {bookletOptions(question, format).map(({ shown, option }) => {
          const isStruck = struck.includes(option);
          return (
            <div key={option} className={classes.optionRow}>
              <label className={classes.option} data-struck={isStruck || undefined}>
                <Radio value={option} disabled={disabled} />
                <span className={classes.optionText}>
                  <strong>{shown})</strong>{' '}
                  <RichContent component="span" html={optionText(question, option)} />
                </span>
              </label>
              {onToggleStrike ? (
                <button
                  type="button"
                  className={classes.strike}
                  aria-pressed={isStruck}
                  aria-label={`Riscar alternativa ${shown}`}
                  title={
                    isStruck
                      ? `Desfazer risco da ${shown} (Shift+${shown})`
                      : `Riscar ${shown} (Shift+${shown})`
                  }
                  disabled={disabled}
                  onClick={() => onToggleStrike(option)}
                >
                  <s aria-hidden="true">{shown}</s>
                </button>
              ) : null}
            </div>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
