import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacyContent';

const TITLE = 'Política de Privacidade';

/** /#/privacidade: public, linked from the footer and the registration form. */
export function PrivacyPage() {
  usePageTitle(TITLE);
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{TITLE}</Title>
        <Text>{PRIVACY_INTRO}</Text>
        {PRIVACY_SECTIONS.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} size="h3">
              {section.title}
            </Title>
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items ? (
              <List spacing="xs">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        ))}
        <Text>
          Já tem conta?{' '}
          <Anchor component={Link} to="/minha-conta" underline="always">
            Abrir Minha Conta
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
