import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/usePageTitle';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** The narrow centred card every account screen sits in, with the screen's one h1. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container size={460} px="md" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4}>
            {/* h1 for the outline, h2 size to fit the narrow card without odd breaks. */}
            <Title order={1} fz="h2">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
