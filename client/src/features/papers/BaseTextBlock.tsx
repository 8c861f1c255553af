import { useId, useState, type ReactNode } from 'react';
import { baseTextLabel, type BaseText } from './baseTexts';
import { RichContent } from './RichContent';
import type { PreviewImages } from './renderRich';
import classes from './BaseTextBlock.module.css';

type BaseTextBlockProps = {
  baseText: BaseText;
  /** The questions it serves (or the one on screen). */
  children: ReactNode;
  previewImages?: PreviewImages;
};

/**
 * A base text with its questions: beside them on a wide screen (the text stays in view while
 * the questions scroll), above them on a phone, where it folds away to give the question room.
 */
export function BaseTextBlock({ baseText, children, previewImages }: BaseTextBlockProps) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  return (
    <div className={classes.block} data-base-text={baseText.id}>
      <section className={classes.text} aria-labelledby={headingId}>
        <div className={classes.head}>
          <h2 className={classes.title} id={headingId}>
            {baseTextLabel(baseText)}
          </h2>
          <button
            type="button"
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? 'Ocultar texto' : 'Mostrar texto'}
          </button>
        </div>
        {/* Focusable: on wide screens the text scrolls in its own box, also by keyboard. */}
        <div
          id={bodyId}
          className={classes.body}
          data-collapsed={!open || undefined}
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
        >
          <RichContent
            html={baseText.contentHtml}
            lineNumbers={baseText.lineNumbers}
            previewImages={previewImages}
          />
        </div>
      </section>
      <div className={classes.questions}>{children}</div>
    </div>
  );
}
