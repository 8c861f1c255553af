import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Shown when a screen throws while rendering — most often a page chunk that failed to
 * download after a deploy, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Algo deu errado</Title>
        <Text>Não foi possível carregar esta página. Tente novamente.</Text>
        <Button onClick={() => window.location.reload()}>Recarregar página</Button>
      </Stack>
    </Container>
  );
}
