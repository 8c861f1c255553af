import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { hasExactRole, type Role } from '@gabaritei/shared';
import { PageLoader } from '../../../components/PageLoader';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useCurrentUser } from '../queries';

type RequireAuthProps = {
  /** The one role allowed in; an exact match (an ADMIN does not pass a TEACHER route). */
  role?: Role;
  /** Guarded content; without it the guard renders the nested routes. */
  children?: ReactNode;
};

/** The route guard of PRODUCT §2: spinner while loading, /login when anonymous, else the role. */
export function RequireAuth({ role, children }: RequireAuthProps) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader label="Verificando sua sessão..." />;
  if (!user) return <Navigate to="/login" replace />;
  if (role && !hasExactRole(user, role)) return <AccessDenied />;
  return children ?? <Outlet />;
}

function AccessDenied() {
  usePageTitle('Acesso Negado');
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Acesso Negado</Title>
        <Text>Você não tem permissão para acessar esta página.</Text>
      </Stack>
    </Container>
  );
}
