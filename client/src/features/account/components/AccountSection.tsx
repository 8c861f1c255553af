import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of 'Minha Conta', labelled by its heading for screen readers. */
export function AccountSection(props: {
  title: string;
  id: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `minha-conta-${props.id}`;
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {props.title}
        </Title>
        {props.description ? (
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        ) : null}
        {props.children}
      </Stack>
    </Paper>
  );
}
