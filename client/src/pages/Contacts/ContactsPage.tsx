import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../../features/contact/ContactForm';
import { DirectChannels } from '../../features/contact/DirectChannels';
import { usePageMeta } from '../../features/public/usePageMeta';

/** PRODUCT §2 Contact: the form plus the direct channels (e-mail and WhatsApp). */
export function ContactsPage() {
  usePageMeta(
    'Contato',
    'Fale com a equipe do Gabaritei: envie sua mensagem pelo formulário ou use nosso e-mail e WhatsApp.',
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} mb="xs">
            Contato
          </Title>
          <Text size="lg" maw={720}>
            Dúvidas sobre um simulado, sugestões de questões ou parcerias com cursinhos: escreva
            para nós.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Paper withBorder p="lg" radius="md">
            <ContactForm />
          </Paper>
          <DirectChannels />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
