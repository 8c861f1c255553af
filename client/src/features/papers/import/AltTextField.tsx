import { Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { PaperImportResult } from '@gabaritei/shared';
import { ALT_MAX_CHARS } from '@gabaritei/shared/content';

type ImportImage = PaperImportResult['images'][number];

/** 'na questão 4' or 'no Texto I': where the figure sits, found by its preview URL. */
export function placeOf(result: PaperImportResult, image: ImportImage): string | null {
  const question = result.questions.find((q) =>
    [q.text, q.optionA, q.optionB, q.optionC, q.optionD, q.optionE, q.explanation].some((f) =>
      f?.includes(image.previewSrc),
    ),
  );
  if (question) return `na questão ${question.number}`;
  const text = result.baseTexts.find((t) => t.contentHtml.includes(image.previewSrc));
  return text ? `no ${text.title}` : null;
}

/**
 * The alternative text Word left out, typed beside the figure it describes: a field listed
 * above a long preview asked for a description of an image nobody could see from there.
 */
export function AltTextField(props: {
  result: PaperImportResult;
  image: ImportImage;
  value: string;
  onChange: (value: string) => void;
}) {
  const { result, image, value, onChange } = props;
  const place = placeOf(result, image);
  return (
    <Group align="flex-start" wrap="wrap" gap="md">
      {/* The field below names the figure: the thumbnail itself is decoration. */}
      <Image src={image.dataUrl} alt="" w={160} maw="100%" fit="contain" radius="sm" />
      <Stack gap={4} style={{ flex: '1 1 16rem' }} miw={0}>
        <TextInput
          label={`Texto alternativo da imagem ${image.ref}`}
          description={
            image.alt
              ? `A descrição do Word tem ${image.alt.length} caracteres; escreva uma de até ${ALT_MAX_CHARS}.`
              : 'O Word não trouxe uma descrição; escreva o que a imagem mostra.'
          }
          maxLength={ALT_MAX_CHARS}
          required
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {place ? (
          <Text size="xs" c="dimmed">
            {`Imagem ${place}.`}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
