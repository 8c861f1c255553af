import { Button, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CLASS_MESSAGES, type ClassDetail } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { useReleaseSimuladoMutation } from '../../features/classes/mutations';
import { simuladoQueries } from '../../features/simulados/queries';
import type { FlashTone } from '../../hooks/useFlash';

type PanelProps = {
  klass: ClassDetail;
  onFlash: (message: string, tone: FlashTone) => void;
};

/** The 'Simulados Liberados' panel: pick a simulado of the catalogue and release it. */
export function ReleasesPanel({ klass, onFlash }: PanelProps) {
  const catalogue = useQuery(simuladoQueries.list());
  const release = useReleaseSimuladoMutation();
  // Only a choice is asked for: the options are the catalogue's own ids, which the route
  // checks with releaseSchema.
  const form = useForm({
    initialValues: { simuladoId: '' },
    validate: { simuladoId: (id) => (id ? null : CLASS_MESSAGES.selectSimulado) },
  });

  useEffect(() => {
    // PRODUCT §8: a failure to load the list is only logged.
    if (catalogue.isError) console.error('Erro ao carregar simulados', catalogue.error);
  }, [catalogue.isError, catalogue.error]);

  const released = new Set(klass.simulados);
  const options = (catalogue.data ?? []).filter((s) => !released.has(s.id));

  const submit = form.onSubmit(({ simuladoId }) => {
    release.mutate(
      { classId: klass.id, simuladoId },
      {
        onSuccess: () => {
          form.setValues({ simuladoId: '' });
          onFlash(CLASS_MESSAGES.simuladoReleased, 'success');
        },
        onError: (failure) =>
          onFlash(serverMessageOr(failure, CLASS_MESSAGES.releaseFailed), 'error'),
      },
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="liberados-title" h="100%">
      <Stack gap="md">
        <Title order={2} fz="h3" id="liberados-title">
          Simulados Liberados
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <NativeSelect
              label="Simulado"
              name="simuladoId"
              {...form.getInputProps('simuladoId')}
              data={[
                { value: '', label: 'Selecione um simulado' },
                ...options.map((s) => ({ value: s.id, label: s.title })),
              ]}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" mt={25} loading={release.isPending}>
              Liberar
            </Button>
          </Group>
        </form>
        {klass.results.length === 0 ? (
          <Text c="dimmed">Nenhum simulado liberado.</Text>
        ) : (
          <List spacing="xs" aria-label="Simulados liberados">
            {klass.results.map((simulado) => (
              <List.Item key={simulado.simuladoId}>{simulado.title}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
