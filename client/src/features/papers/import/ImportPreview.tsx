import { Stack, Title } from '@mantine/core';
import type { PaperImportResult, SimuladoFormat } from '@gabaritei/shared';
import { PaperBlocks } from '../PaperBlocks';
import { PreviewQuestion } from '../PreviewQuestion';
import type { PreviewImages } from '../renderRich';

type DraftQuestion = PaperImportResult['questions'][number];

/** A Certo/Errado file has no options at all; otherwise E decides between A–D and A–E. */
function formatOf(questions: DraftQuestion[]): SimuladoFormat {
  if (questions.every((q) => !q.optionA && !q.optionB)) return 'CERTO_ERRADO';
  return questions.some((q) => q.optionE) ? 'ABCDE' : 'ABCD';
}

/** The paper a dry run read, laid out as the exam lays it out (base texts with their block). */
export function ImportPreview(props: { result: PaperImportResult; images: PreviewImages }) {
  const { result, images } = props;
  const format = formatOf(result.questions);
  const baseTexts = result.baseTexts.map((t, i) => ({ ...t, id: `texto-${i + 1}` }));
  return (
    <Stack component="section" aria-labelledby="previa-word">
      <Title order={3} fz="h4" id="previa-word">
        Pré-visualização (como o candidato verá)
      </Title>
      <PaperBlocks
        questions={result.questions}
        baseTexts={baseTexts}
        previewImages={images}
        renderQuestion={(q) => (
          <PreviewQuestion number={q.number} question={q} format={format} images={images} />
        )}
      />
    </Stack>
  );
}
