import { Button, Drawer, Group, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { baseTextLabel, type BaseText } from './baseTexts';
import { citedLines, linesLabel } from './citedLines';
import { RichContent } from './RichContent';
import classes from './BaseTextSheet.module.css';

type BaseTextSheetProps = {
  baseText: BaseText;
  /** The statement of the question it is opened from: the lines it cites are marked. */
  questionHtml: string;
  /** Her number of the question (the button's accessible name says which). */
  number: number;
};

/**
 * 'Ver texto' on each question of a block where the base text sits above the questions
 * (below lg; beside them there the button is hidden): a bottom sheet with the numbered
 * lines, the lines the question cites marked and scrolled to, so checking 'linha 14' from
 * question 5 needs no scrolling back through the whole text.
 */
export function BaseTextSheet({ baseText, questionHtml, number }: BaseTextSheetProps) {
  const [opened, setOpened] = useState(false);
  const cited = useMemo(
    () => (baseText.lineNumbers ? citedLines(questionHtml) : []),
    [baseText.lineNumbers, questionHtml],
  );
  const sheet = useRef<HTMLDivElement | null>(null);
  const lineAt = (line: number) =>
    sheet.current?.querySelectorAll<HTMLElement>('.rich-line')[line - 1];

  /** On opening: marks the cited lines in the rendered text and brings the first into view. */
  const body = useCallback(
    (node: HTMLDivElement | null) => {
      sheet.current = node;
      if (!node) return;
      const lines = node.querySelectorAll<HTMLElement>('.rich-line');
      lines.forEach((el, i) => {
        if (cited.includes(i + 1)) el.dataset.cited = '';
        else delete el.dataset.cited;
      });
      const first = cited[0];
      if (first !== undefined) lines[first - 1]?.scrollIntoView({ block: 'center' });
    },
    [cited],
  );

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        className={classes.open}
        onClick={() => setOpened(true)}
        aria-label={`Ver texto: ${baseText.title} (questão ${number})`}
        leftSection={<span aria-hidden="true">¶</span>}
      >
        Ver texto
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={baseTextLabel(baseText)}
        position="bottom"
        size="85dvh"
        closeButtonProps={{ 'aria-label': 'Fechar o texto' }}
      >
        {cited.length > 0 ? (
          <Group gap="xs" mb="sm">
            <Text size="sm" fw={600}>
              A questão {number} cita as {linesLabel(cited)}:
            </Text>
            {cited.map((line) => (
              <Button
                key={line}
                size="compact-xs"
                variant="light"
                onClick={() => lineAt(line)?.scrollIntoView({ block: 'center' })}
              >
                Linha {line}
              </Button>
            ))}
          </Group>
        ) : null}
        <div ref={body} className={classes.body} data-testid="base-text-sheet">
          <RichContent html={baseText.contentHtml} lineNumbers={baseText.lineNumbers} />
        </div>
      </Drawer>
    </>
  );
}
