import { Stack, Title } from '@mantine/core';
import type { EditorPaper, QuestionInput } from '@gabaritei/shared';
import { BaseTextCard } from '../BaseTextCard';
import { baseTextAt } from '../baseTexts';
import { PreviewQuestion } from '../PreviewQuestion';
import { formatOf } from './questionDraft';

/** 'Como o candidato verá': the draft through the candidate's renderer, with its base text. */
export function QuestionPreview(props: {
  paper: EditorPaper;
  draft: QuestionInput;
  number: number;
}) {
  const { paper, draft, number } = props;
  const baseText = baseTextAt(paper.baseTexts, number - 1);
  return (
    <Stack gap="xs" component="section" aria-label="Como o candidato verá">
      <Title order={4} fz="h5">
        Como o candidato verá
      </Title>
      {baseText ? <BaseTextCard baseText={baseText} headingLevel={4} /> : null}
      <PreviewQuestion number={number} question={draft} format={formatOf(paper)} />
    </Stack>
  );
}
