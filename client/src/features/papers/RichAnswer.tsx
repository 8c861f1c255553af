import {
  answerLabel,
  type Option,
  type PublicQuestion,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { optionText } from '../exam/questions';
import { RichContent } from './RichContent';

/** An answer as people read it: 'Certo' / 'Errado', or 'B)' and its rich text. */
export function RichAnswer(props: {
  format: SimuladoFormat;
  question: PublicQuestion | undefined;
  option: Option;
}) {
  const { format, question, option } = props;
  if (format === 'CERTO_ERRADO') return <>{answerLabel(format, option)}</>;
  if (!question) return <>{option}</>;
  return (
    <>
      {option}) <RichContent component="span" html={optionText(question, option)} />
    </>
  );
}
