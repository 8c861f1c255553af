import { Container, Stack, Tabs, Title } from '@mantine/core';
import { FlashMessage } from '../../components/FlashMessage';
import { PanelCounts } from '../../features/admin/components/PanelCounts';
import { ADMIN_UI } from '../../features/admin/messages';
import { useFlash } from '../../hooks/useFlash';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useOutboxAvailable } from '../../features/outbox/queries';
import { ADMIN_TABS } from './adminTabs';

/** PRODUCT §2 Admin panel: counts, then the tabs; panels mount only while shown. */
export function AdminPanelPage() {
  usePageTitle(ADMIN_UI.title);
  const flash = useFlash();
  const noSmtp = useOutboxAvailable();
  const tabs = ADMIN_TABS.filter((tab) => tab.shownWhen !== 'no-smtp' || noSmtp);
  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{ADMIN_UI.title}</Title>
        <PanelCounts />
        <Tabs defaultValue={ADMIN_TABS[0]!.value} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, Component }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Component notify={flash.show} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <FlashMessage flash={flash.flash} onClose={flash.dismiss} />
    </Container>
  );
}
