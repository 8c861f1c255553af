import { Fragment, type ReactNode } from 'react';
import { segmentPaper, type BaseText } from './baseTexts';
import { BaseTextBlock } from './BaseTextBlock';
import type { PreviewImages } from './renderRich';

type PaperBlocksProps<Q> = {
  questions: readonly Q[];
  baseTexts: readonly BaseText[];
  /** Paper index of the first question given (one question per screen). */
  offset?: number;
  /** `baseText`: the text of the block the question sits in ('Ver texto' opens it). */
  renderQuestion: (question: Q, index: number, baseText?: BaseText) => ReactNode;
  /** The Word import's preview: images not stored yet. */
  previewImages?: PreviewImages;
};

/** The questions in paper order, each run that shares a base text shown with it. */
export function PaperBlocks<Q>({
  questions,
  baseTexts,
  offset = 0,
  renderQuestion,
  previewImages,
}: PaperBlocksProps<Q>) {
  return segmentPaper(questions, baseTexts, offset).map((segment) => {
    const items = segment.items.map(({ question, index }) => (
      <Fragment key={index}>
        {renderQuestion(question, index, segment.baseText ?? undefined)}
      </Fragment>
    ));
    return segment.baseText ? (
      // Keyed by the text: moving between its questions keeps it open or folded.
      <BaseTextBlock
        key={segment.baseText.id}
        baseText={segment.baseText}
        previewImages={previewImages}
      >
        {items}
      </BaseTextBlock>
    ) : (
      <Fragment key={`q${segment.items[0]?.index ?? 0}`}>{items}</Fragment>
    );
  });
}

/** The paper's base texts, from a payload that may predate them. */
export function baseTextsOf(paper: object): BaseText[] {
  return 'baseTexts' in paper && Array.isArray(paper.baseTexts)
    ? (paper.baseTexts as BaseText[])
    : [];
}
