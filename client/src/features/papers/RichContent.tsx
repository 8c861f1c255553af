import { useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { renderRich, type PreviewImages } from './renderRich';
import classes from './RichContent.module.css';

type RichContentProps = {
  /** Stored content: the sanitised HTML of the allow-list (or plain text of old papers). */
  html: string;
  /** Base texts: number the lines the questions cite. */
  lineNumbers?: boolean;
  /** `span` inside a label or a line of text; `div` (the default) for a block. */
  component?: 'div' | 'span';
  /** Smaller type, for explanations and notes. */
  size?: 'sm' | 'md';
  id?: string;
  className?: string;
  /** The Word import's preview: `asset:REF` images shown from the dry run's data URLs. */
  previewImages?: PreviewImages;
};

/**
 * The one renderer of paper content — exam, review, results, appeals, statistics and the
 * admin preview all show a stem, an option or a base text through it, so a candidate reads
 * the same thing everywhere. The markup comes from shared's renderer, never from raw input.
 */
export function RichContent({
  html,
  lineNumbers = false,
  component: Component = 'div',
  size = 'md',
  id,
  className,
  previewImages,
}: RichContentProps) {
  const markup = useMemo(
    () => renderRich(html, lineNumbers, previewImages),
    [html, lineNumbers, previewImages],
  );
  return (
    <Component
      id={id}
      className={className ? `${classes.rich} ${className}` : classes.rich}
      data-size={size}
      data-line-numbers={lineNumbers || undefined}
      data-rich=""
      // Sanitised by shared's renderer just above; the only innerHTML of paper content.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
