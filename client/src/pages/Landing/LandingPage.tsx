import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { AutoSelectState } from '../../features/simulados/useAutoSelect';
import { useFreePractice } from '../../features/public/freePractice';
import { usePageMeta } from '../../features/public/usePageMeta';
import classes from './Landing.module.css';

/** PRODUCT §2 Landing: hero, three benefit cards, how it works, the free test and a call to action. */
export function LandingPage() {
  usePageMeta(
    'Simulados para concursos públicos',
    'Faça simulados para concursos públicos com correção imediata e detalhada, compare seu desempenho no ranking e comece com um simulado grátis.',
  );
  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <Container size="lg" py={48}>
          <Stack gap="lg" maw={720}>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              Simulados para concursos públicos com correção na hora e ranking entre candidatos
            </Title>
            <Text size="lg" className={classes.heroText}>
              Treine no ritmo da prova real, descubra o que errou e por quê, e veja sua posição
              entre quem disputa a mesma vaga.
            </Text>
            <Group gap="md">
              <Button component={Link} to="/simulated" size="lg">
                Ver simulados
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py={48}>
        <Stack gap={56}>
          <section aria-labelledby="beneficios-title">
            <Title order={2} id="beneficios-title" mb="lg">
              Por que estudar com o Gabaritei
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {BENEFITS.map((benefit) => (
                <Paper key={benefit.title} withBorder p="lg" radius="md" component="article">
                  <Text className={classes.benefitIcon} aria-hidden="true">
                    {benefit.icon}
                  </Text>
                  <Title order={3} size="h4" mb="xs">
                    {benefit.title}
                  </Title>
                  <Text c="dimmed">{benefit.text}</Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="como-funciona-title">
            <Title order={2} id="como-funciona-title" mb="lg">
              Como funciona
            </Title>
            <img
              src="/how-it-works.svg"
              width={960}
              height={320}
              loading="lazy"
              decoding="async"
              className={classes.illustration}
              alt="Três passos: escolha um simulado, responda às questões e confira sua posição no ranking."
            />
            <ol className={classes.steps}>
              <li>
                <strong>Escolha</strong> um simulado da sua área — há opções gratuitas.
              </li>
              <li>
                <strong>Responda</strong> no modo prova, com cronômetro, ou no modo prática, sem
                limite de tempo.
              </li>
              <li>
                <strong>Confira o ranking</strong> e a correção comentada de cada questão.
              </li>
            </ol>
          </section>

          <FreePracticeOffer />

          <section aria-labelledby="cta-title" className={classes.cta}>
            <Stack align="center" gap="md" ta="center">
              <Title order={2} id="cta-title">
                Pronto para saber onde você está?
              </Title>
              <Text size="lg" maw={560}>
                Escolha um simulado, resolva no seu tempo e saia com um diagnóstico do que estudar a
                seguir.
              </Text>
              <Button component={Link} to="/simulated" size="lg">
                Começar agora
              </Button>
            </Stack>
          </section>
        </Stack>
      </Container>
    </>
  );
}

/** The free demo simulado of the seed, opened straight from here through the access flow. */
function FreePracticeOffer() {
  const { data: free } = useFreePractice();
  const state: AutoSelectState | undefined = free ? { autoSelectSimuladoId: free.id } : undefined;
  return (
    <section aria-labelledby="gratis-title">
      <Paper withBorder p="xl" radius="md" className={classes.offer}>
        <Stack gap="sm" align="flex-start">
          <Badge variant="light" tt="none" size="lg">
            Grátis
          </Badge>
          <Title order={2} id="gratis-title">
            Experimente sem pagar nada
          </Title>
          <Text>
            {free
              ? `${free.title}: ${free.questionCount} questões com correção imediata, comentário do gabarito e ranking. Basta criar sua conta.`
              : 'Um simulado demonstrativo, sempre aberto, com correção imediata, comentário do gabarito e ranking. Basta criar sua conta.'}
          </Text>
          <Button component={Link} to="/simulated" state={state} size="md">
            Fazer o simulado grátis
          </Button>
        </Stack>
      </Paper>
    </section>
  );
}

const BENEFITS = [
  {
    icon: '✓',
    title: 'Correção imediata e detalhada',
    text: 'Ao enviar, você vê a nota, o gabarito e o comentário de cada questão — sem esperar.',
  },
  {
    icon: '↗',
    title: 'Compare seu desempenho com outros candidatos',
    text: 'O ranking mostra sua posição e seu percentil entre todos que fizeram o mesmo simulado.',
  },
  {
    icon: '★',
    title: 'Provas elaboradas por especialistas',
    text: 'Questões escritas e revisadas por professores que conhecem o estilo de cada banca.',
  },
] as const;
