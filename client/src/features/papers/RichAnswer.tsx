import {
  answerLabel,
  optionTextOf,
  shownLetter,
  type Option,
  type PublicQuestion,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { RichContent } from './RichContent';

/**
 * An answer as she read it: 'Certo' / 'Errado', or her booklet's letter and its rich text,
 * 'C) R$ 11.000,00 (A na prova-mãe)' when her booklet printed it under another letter.
 */
export function RichAnswer(props: {
  format: SimuladoFormat;
  question: PublicQuestion | undefined;
  option: Option;
  /** Her booklet's option order (canonical letters), when it was shuffled. */
  optionOrder?: readonly Option[] | undefined;
}) {
  const { format, question, option, optionOrder } = props;
  if (format === 'CERTO_ERRADO') return <>{answerLabel(format, option)}</>;
  const shown = shownLetter(format, optionOrder, option);
  const mother = shown === option ? '' : ` (${option} na prova-mãe)`;
  if (!question) return <>{`${shown}${mother}`}</>;
  return (
    <>
      {shown}) <RichContent component="span" html={optionTextOf(question, option)} />
      {mother}
    </>
  );
}
