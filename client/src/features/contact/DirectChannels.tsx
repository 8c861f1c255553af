import { Anchor, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_DEFAULTS, whatsappLink } from '@gabaritei/shared';
import { contactQueries } from './queries';

/** The e-mail and WhatsApp links, from the server's CONTACT_EMAIL and CONTACT_WHATSAPP. */
export function DirectChannels() {
  const { data, isError } = useQuery(contactQueries.channels());
  // If the configuration cannot be read, the product's own defaults still reach someone.
  const channels = data ?? (isError ? CONTACT_DEFAULTS : null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Canais diretos
      </Title>
      <Text>Prefere falar direto com a gente? Respondemos em até 2 dias úteis.</Text>
      {channels ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <li>
            <Text span fw={600}>
              E-mail:{' '}
            </Text>
            <Anchor href={`mailto:${channels.email}`} data-testid="contact-email-link">
              {channels.email}
            </Anchor>
          </li>
          <li>
            <Text span fw={600}>
              WhatsApp:{' '}
            </Text>
            <Anchor
              href={whatsappLink(channels.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="contact-whatsapp-link"
            >
              {formatPhone(channels.whatsapp)}
              <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
            </Anchor>
          </li>
        </Stack>
      ) : (
        <Loader size="sm" aria-label="Carregando canais de contato" />
      )}
    </Stack>
  );
}

/** 5561999990000 → +55 (61) 99999-0000; other shapes stay as digits with a plus. */
function formatPhone(digits: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : `+${digits}`;
}
