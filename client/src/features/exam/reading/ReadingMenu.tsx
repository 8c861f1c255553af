import { Button, Popover, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { READING_SCALES, type ReadingPreferences } from '@gabaritei/shared';

const SPACINGS: { value: ReadingPreferences['lineSpacing']; label: string }[] = [
  { value: 'NORMAL', label: 'Normal' },
  { value: 'WIDE', label: 'Amplo' },
  { value: 'WIDER', label: 'Muito amplo' },
];

/** 'Leitura': type size (100–200 %), higher contrast and line spacing, kept per account. */
export function ReadingMenu({
  reading,
  onChange,
}: {
  reading: ReadingPreferences;
  onChange: (patch: Partial<ReadingPreferences>) => void;
}) {
  return (
    <Popover position="bottom-end" shadow="md" width={300} trapFocus>
      <Popover.Target>
        <Button size="sm" variant="default" leftSection={<span aria-hidden="true">Aa</span>}>
          Leitura
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Preferências de leitura">
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={600} id="leitura-tamanho" mb={4}>
              Tamanho do texto
            </Text>
            <SegmentedControl
              fullWidth
              size="xs"
              aria-labelledby="leitura-tamanho"
              value={String(reading.fontScale)}
              onChange={(value) => onChange({ fontScale: Number(value) })}
              data={READING_SCALES.map((scale) => ({ value: String(scale), label: `${scale}%` }))}
            />
          </div>
          <div>
            <Text size="sm" fw={600} id="leitura-espaco" mb={4}>
              Espaçamento entre linhas
            </Text>
            <SegmentedControl
              fullWidth
              size="xs"
              aria-labelledby="leitura-espaco"
              value={reading.lineSpacing}
              onChange={(value) =>
                onChange({ lineSpacing: value as ReadingPreferences['lineSpacing'] })
              }
              data={SPACINGS}
            />
          </div>
          <Switch
            label="Alto contraste"
            checked={reading.highContrast}
            onChange={(event) => onChange({ highContrast: event.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed">
            Guardadas na sua conta: valem em qualquer dispositivo.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
