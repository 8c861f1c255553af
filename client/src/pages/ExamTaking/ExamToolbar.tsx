import { Button, Group, Text } from '@mantine/core';
import type { ReadingPreferences, SimuladoFormat } from '@gabaritei/shared';
import { ReadingMenu } from '../../features/exam/reading/ReadingMenu';
import type { ExamLayout } from '../../features/exam/tools/examTools';

const LAYOUTS: { value: ExamLayout; label: string }[] = [
  { value: 'scroll', label: 'Todas as questões' },
  { value: 'single', label: 'Uma por vez' },
];

/** The keys, said once on screen: what a key does depends on the format. */
export function shortcutHint(format: SimuladoFormat, review: boolean): string {
  const move = '←/→ ou J/K: navegar';
  if (review) return `Atalhos: ${move}.`;
  if (format === 'CERTO_ERRADO')
    return `Atalhos: C ou 1 = Certo, E ou 2 = Errado · ${move} · M: revisar depois · Del: limpar resposta.`;
  const last = format === 'ABCDE' ? 'E' : 'D';
  const digits = format === 'ABCDE' ? '1–5' : '1–4';
  return `Atalhos: ${digits} ou A–${last}: responder · Shift+letra: riscar · ${move} · M: revisar depois · Del: limpar resposta.`;
}

/** The layout choice (kept on this device), 'Leitura' (kept per account) and the keys' hint. */
export function ExamToolbar(props: {
  layout: ExamLayout;
  onLayout: (layout: ExamLayout) => void;
  format: SimuladoFormat;
  review: boolean;
  reading: ReadingPreferences;
  onReading: (patch: Partial<ReadingPreferences>) => void;
}) {
  return (
    <Group justify="space-between" gap="sm" align="center">
      {/* Toggle buttons, not radios: the paper's own radios keep the arrow keys. */}
      <Button.Group aria-label="Como mostrar as questões">
        {LAYOUTS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={props.layout === value ? 'filled' : 'default'}
            aria-pressed={props.layout === value}
            onClick={() => props.onLayout(value)}
          >
            {label}
          </Button>
        ))}
      </Button.Group>
      <ReadingMenu reading={props.reading} onChange={props.onReading} />
      <Text
        size="xs"
        c="dimmed"
        visibleFrom="sm"
        style={{ flex: '1 1 16rem' }}
        data-testid="shortcut-hint"
      >
        {shortcutHint(props.format, props.review)}
      </Text>
    </Group>
  );
}
