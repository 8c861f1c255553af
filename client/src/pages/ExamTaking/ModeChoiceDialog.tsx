import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EXAM_UI_MESSAGES as M } from '../../features/exam/messages';
import type { ModeChoice } from '../../features/exam/engine/examMachine';
import { extraTimeLabel, useExtraMinutes } from '../../features/exam/timer/extraTime';
import { minutesLabel, questionCountLabel } from '../../features/simulados/messages';

type ModeChoiceDialogProps = {
  choice: ModeChoice | null;
  starting: boolean;
  onChoose: (mode: 'EXAM' | 'PRACTICE') => void;
  onCancel: () => void;
};

/** PRODUCT §2/§4: Practice or Exam, preselected with the reason (first attempt → exam). */
export function ModeChoiceDialog({ choice, starting, onChoose, onCancel }: ModeChoiceDialogProps) {
  const [mode, setMode] = useState<'EXAM' | 'PRACTICE'>('EXAM');
  const extra = useExtraMinutes(choice?.simulado.id ?? '');
  useEffect(() => {
    if (choice) setMode(choice.preselected);
  }, [choice]);

  return (
    <Modal
      opened={choice !== null}
      onClose={onCancel}
      title={M.modeDialogTitle}
      centered
      closeOnClickOutside={!starting}
      closeOnEscape={!starting}
    >
      {choice ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>{choice.simulado.title}</Text>
            <Text size="sm" c="dimmed">
              {questionCountLabel(choice.simulado.questions.length)} ·{' '}
              {minutesLabel(choice.simulado.durationMinutes)} no modo exame
            </Text>
            {extra > 0 ? (
              <Text size="sm" fw={600} data-testid="extra-time">
                {extraTimeLabel(extra)}
              </Text>
            ) : null}
          </Stack>
          <Alert color="blue" variant="light" role="status">
            {choice.reason}
          </Alert>
          <Radio.Group
            value={mode}
            onChange={(value) => setMode(value as 'EXAM' | 'PRACTICE')}
            label="Modo"
          >
            <Stack gap="sm" mt="xs">
              <Radio value="EXAM" label={M.examOption} description={M.examOptionHint} />
              <Radio
                value="PRACTICE"
                label={M.practiceOption}
                description={choice.practiceBlocked ?? M.practiceOptionHint}
                disabled={choice.practiceBlocked !== null}
                // The reason must stay readable even though the option is disabled.
                styles={{
                  description: {
                    color: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))',
                  },
                }}
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={starting}>
              {M.cancel}
            </Button>
            <Button onClick={() => onChoose(mode)} loading={starting}>
              {M.confirmMode}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
