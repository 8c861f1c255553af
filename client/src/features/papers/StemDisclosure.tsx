import { Text } from '@mantine/core';
import { baseTextLabel, type BaseText } from './baseTexts';
import { RichContent } from './RichContent';
import classes from './StemDisclosure.module.css';

/** 'Ver enunciado' in a dense row (item statistics): the stem and its base text, on demand. */
export function StemDisclosure({ html, baseText }: { html: string; baseText: BaseText | null }) {
  return (
    <details className={classes.disclosure}>
      <summary className={classes.summary}>Ver enunciado</summary>
      <div className={classes.body}>
        {baseText ? (
          <>
            <Text size="xs" fw={700}>
              {baseTextLabel(baseText)}
            </Text>
            <RichContent
              size="sm"
              html={baseText.contentHtml}
              lineNumbers={baseText.lineNumbers}
              className={classes.baseText}
            />
          </>
        ) : null}
        <RichContent size="sm" html={html} />
      </div>
    </details>
  );
}
