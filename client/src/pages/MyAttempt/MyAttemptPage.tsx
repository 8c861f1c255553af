import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/queries';
import { MY_ATTEMPT_MESSAGES as M } from '../../features/results/myAttempt';
import { loadMyAttempt } from './loadMyAttempt';
import { resultQueries } from '../../features/results/queries';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * 'Ver minha prova': the caller's own official attempt, reviewed at any time after it was
 * sent — the results screen with the key and, while the window is open, 'Interpor recurso'.
 */
export function MyAttemptPage() {
  usePageTitle(M.title);
  const { simuladoId = '' } = useParams();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  // Loaded anew on every visit, never led on by what an earlier visit cached: a regrade since
  // then moved her score, the key and the field's figures.
  const results = useQuery({
    ...resultQueries.byUser(user?.id ?? ''),
    enabled: !!user,
    refetchOnMount: 'always',
  });
  const official = results.data?.find(
    (r) => r.simuladoId === simuladoId && r.attemptType === 'OFFICIAL',
  );
  const attempt = useQuery({
    queryKey: ['my-attempt', simuladoId, user?.id, official?.id ?? null],
    queryFn: () => loadMyAttempt(queryClient, { userId: user!.id, simuladoId, official }),
    enabled: !!user && results.isFetchedAfterMount,
    staleTime: 0,
    retry: false,
  });
  const loaded = attempt.isFetchedAfterMount ? attempt.data : undefined;

  if (loaded?.kind === 'review') return <Navigate to="/results" state={loaded.state} replace />;
  const message =
    loaded?.kind === 'embargoed'
      ? loaded.message
      : loaded?.kind === 'none'
        ? M.none
        : attempt.isError
          ? M.failed
          : null;
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{M.title}</Title>
        {message === null ? (
          <PageLoader label={M.loading} />
        ) : (
          <>
            <Alert
              color={loaded?.kind === 'embargoed' ? 'blue' : 'orange'}
              variant="light"
              role="status"
            >
              {message}
            </Alert>
            <Button component={Link} to="/my-reports" variant="default" w="fit-content">
              {M.back}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
