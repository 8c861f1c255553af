import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Página não encontrada</Title>
        <Text>O endereço acessado não existe ou foi removido.</Text>
        <Button component={Link} to="/home">
          Voltar ao início
        </Button>
      </Stack>
    </Container>
  );
}
