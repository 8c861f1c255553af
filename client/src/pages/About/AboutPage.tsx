import { Avatar, Container, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { usePageMeta } from '../../features/public/usePageMeta';
import { MILESTONES, TEAM, TESTIMONIALS, VALUES } from './aboutContent';

/** PRODUCT §2 About: static sections — mission, values, timeline, team and testimonials. */
export function AboutPage() {
  usePageMeta(
    'Sobre o Gabaritei',
    'Conheça a missão, os valores, a história e a equipe do Gabaritei, a plataforma de simulados para concursos públicos com correção imediata e ranking.',
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap={56}>
        <section aria-labelledby="sobre-title">
          <Title order={1} id="sobre-title" mb="md">
            Sobre o Gabaritei
          </Title>
          <Text size="lg" maw={760}>
            O Gabaritei nasceu de uma pergunta que todo concurseiro faz: &ldquo;se a prova fosse
            hoje, eu passaria?&rdquo;. Nossa missão é responder a essa pergunta com simulados fiéis
            às bancas, correção imediata e um ranking honesto, para que cada candidato saiba
            exatamente onde está e o que estudar a seguir.
          </Text>
        </section>

        <section aria-labelledby="valores-title">
          <Title order={2} id="valores-title" mb="lg">
            Nossos valores
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {VALUES.map((value) => (
              <Paper key={value.title} withBorder p="lg" radius="md">
                <Title order={3} size="h4" mb="xs">
                  {value.title}
                </Title>
                <Text c="dimmed">{value.text}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="historia-title">
          <Title order={2} id="historia-title" mb="lg">
            Nossa história
          </Title>
          <Timeline active={MILESTONES.length - 1} bulletSize={20} lineWidth={2}>
            {MILESTONES.map((milestone) => (
              <Timeline.Item
                key={milestone.year}
                title={
                  <Text fw={700} component="h3" size="md" m={0}>
                    {milestone.year} — {milestone.title}
                  </Text>
                }
              >
                <Text c="dimmed" size="sm" maw={640}>
                  {milestone.text}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>

        <section aria-labelledby="equipe-title">
          <Title order={2} id="equipe-title" mb="lg">
            Quem faz o Gabaritei
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {TEAM.map((person) => (
              <Paper key={person.name} withBorder p="lg" radius="md">
                <Stack align="center" gap={6} ta="center">
                  <Avatar size="lg" color="blue" radius="xl" alt="" aria-hidden="true">
                    {initials(person.name)}
                  </Avatar>
                  <Title order={3} size="h5">
                    {person.name}
                  </Title>
                  <Text size="sm" fw={600}>
                    {person.role}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {person.bio}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="depoimentos-title">
          <Title order={2} id="depoimentos-title" mb="lg">
            Quem já treinou com a gente
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {TESTIMONIALS.map((testimonial) => (
              <Paper
                key={testimonial.author}
                withBorder
                p="lg"
                radius="md"
                component="figure"
                m={0}
              >
                <Text component="blockquote" m={0} fs="italic">
                  &ldquo;{testimonial.quote}&rdquo;
                </Text>
                <Text component="figcaption" mt="md" size="sm" fw={600}>
                  {testimonial.author}
                  <Text span c="dimmed" fw={400}>
                    {' '}
                    — {testimonial.context}
                  </Text>
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}

function initials(name: string): string {
  const parts = name.split(' ').filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}`;
}
