import { baseTextAt, type BaseText } from './baseTexts';
import { BaseTextCard } from './BaseTextCard';

/**
 * In a list of some of the paper's questions (appeals): the base text of question `number`,
 * shown when the question before it in the list is not of the same block — folded, so the
 * appeals are not pushed below the whole text; one click opens it to check a cited line.
 */
export function BlockOpening(props: {
  baseTexts: readonly BaseText[];
  number: number;
  previous: number | undefined;
}) {
  const { baseTexts, number, previous } = props;
  const text = baseTextAt(baseTexts, number - 1);
  if (!text) return null;
  const before = previous === undefined ? null : baseTextAt(baseTexts, previous - 1);
  if (before?.id === text.id) return null;
  return <BaseTextCard baseText={text} folded />;
}
