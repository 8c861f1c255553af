import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useState } from 'react';
import { RichContent } from '../RichContent';
import { EDITOR_TEXT as T } from './labels';

/** The LaTeX as stored: `\( … \)` inline, `\[ … \]` on its own line. */
export function formulaSource(latex: string, display: boolean): string {
  const body = latex.trim();
  return display ? `\\[${body}\\]` : `\\(${body}\\)`;
}

/** 'Inserir fórmula': type LaTeX, see it rendered, insert it as `\( \)` text at the cursor. */
export function FormulaControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [latex, setLatex] = useState('');
  const [display, setDisplay] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setLatex('');
    setError(null);
  };
  const insert = () => {
    if (latex.trim() === '') return setError(T.formulaRequired);
    editor?.chain().focus().insertContent(formulaSource(latex, display)).run();
    close();
  };
  return (
    <>
      <RichTextEditor.Control
        aria-label={T.formula}
        title={T.formula}
        onClick={() => setOpened(true)}
      >
        <Text span fw={700} fz="sm" aria-hidden="true">
          ∑
        </Text>
      </RichTextEditor.Control>
      <Modal opened={opened} onClose={close} title={T.formula}>
        <Stack>
          <TextInput
            label={T.formulaLatex}
            description={T.formulaHelp}
            value={latex}
            error={error}
            data-autofocus
            onChange={(event) => {
              setLatex(event.currentTarget.value);
              setError(null);
            }}
          />
          <Checkbox
            label={T.formulaDisplay}
            checked={display}
            onChange={(event) => setDisplay(event.currentTarget.checked)}
          />
          {latex.trim() ? (
            <div>
              <Text size="sm" fw={700}>
                {T.formulaPreview}
              </Text>
              <RichContent html={`<p>${escapeText(formulaSource(latex, display))}</p>`} />
            </div>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button onClick={insert}>{T.insert}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
