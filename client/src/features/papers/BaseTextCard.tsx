import { useId } from 'react';
import { baseTextLabel, type BaseText } from './baseTexts';
import { RichContent } from './RichContent';
import classes from './BaseTextBlock.module.css';

/**
 * A base text shown once above its questions where they are read as a list (results,
 * appeals, statistics): open by default, folded with one click; `folded` where the list is
 * about something else and the text is there to check a line (the appeals).
 */
export function BaseTextCard({
  baseText,
  headingLevel = 3,
  folded = false,
}: {
  baseText: BaseText;
  headingLevel?: 2 | 3 | 4;
  folded?: boolean;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <details className={classes.card} open={!folded} data-base-text={baseText.id}>
      <summary className={classes.summary}>
        <Heading className={classes.title} id={titleId}>
          {baseTextLabel(baseText)}
        </Heading>
      </summary>
      <div className={classes.cardBody} role="region" aria-labelledby={titleId}>
        <RichContent html={baseText.contentHtml} lineNumbers={baseText.lineNumbers} />
      </div>
    </details>
  );
}
