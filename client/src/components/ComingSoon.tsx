import { Badge, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';

type ComingSoonProps = {
  title: string;
  description?: string;
  children?: ReactNode;
};

/** Stand-in for a screen that a later issue builds; keeps the route, title and landmarks real. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Paper withBorder p="lg">
          <Stack gap="xs" align="flex-start">
            <Badge variant="light" tt="none">
              Em breve
            </Badge>
            <Text>
              {description ?? 'Esta página está em construção e estará disponível em breve.'}
            </Text>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
