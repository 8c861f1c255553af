import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { DeleteSection, ExportSection } from '../../features/account/components/DataSections';
import {
  NameSection,
  PasswordSection,
  PrivacySection,
} from '../../features/account/components/ProfileSections';
import { useProfile } from '../../features/account/queries';

const TITLE = 'Minha Conta';

/** /#/minha-conta: the person's own profile, privacy and data, for every role. */
export function MyAccountPage() {
  usePageTitle(TITLE);
  const profile = useProfile();
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{TITLE}</Title>
        {profile.isPending ? <PageLoader label="Carregando sua conta..." /> : null}
        {profile.isError ? (
          <Alert color="red" role="alert">
            Não foi possível carregar sua conta. Tente novamente.
          </Alert>
        ) : null}
        {profile.isSuccess ? (
          <>
            <Text>
              {profile.data.email} · saiba o que guardamos e por quê na{' '}
              <Anchor component={Link} to="/privacidade" underline="always">
                Política de Privacidade
              </Anchor>
              .
            </Text>
            <NameSection profile={profile.data} />
            <PasswordSection />
            <PrivacySection profile={profile.data} />
            <ExportSection />
            <DeleteSection />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
