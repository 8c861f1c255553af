import type { ComponentType } from 'react';
import { CreateUserTab } from '../../features/admin/components/CreateUserTab';
import { SimuladosTab } from '../../features/admin/components/SimuladosTab';
import { UsersTab } from '../../features/admin/components/UsersTab';
import { AdminContactMessages } from '../../features/contact/AdminContactMessages';
import { SystemHealthTab } from '../../features/system-health/SystemHealthTab';
import { AppealsTab } from '../../features/appeals/components/AppealsTab';
import { OutboxTab } from '../../features/outbox/OutboxTab';
import { ADMIN_UI } from '../../features/admin/messages';
import type { FlashTone } from '../../hooks/useFlash';

export type AdminTabProps = { notify: (message: string, tone: FlashTone) => void };

/**
 * The panel's tabs, in order. Another area adds its own section (the contact messages,
 * for one) with one entry here; each tab gets the panel's flash to report success.
 */
export const ADMIN_TABS: Array<{
  value: string;
  label: string;
  Component: ComponentType<AdminTabProps>;
  /** 'no-smtp': offered only while the server keeps e-mails instead of sending them. */
  shownWhen?: 'no-smtp';
}> = [
  { value: 'criar-usuario', label: ADMIN_UI.tabs.createUser, Component: CreateUserTab },
  { value: 'usuarios', label: ADMIN_UI.tabs.users, Component: UsersTab },
  { value: 'simulados', label: ADMIN_UI.tabs.simulados, Component: SimuladosTab },
  // Beyond the spec's three tabs: the contact form's messages.
  { value: 'mensagens', label: 'Mensagens', Component: AdminContactMessages },
  // The operator's exam-day screen, live over the socket.
  { value: 'saude', label: 'Saúde do sistema', Component: SystemHealthTab },
  // Appeals, key decisions with regrade, item statistics.
  { value: 'recursos', label: 'Recursos', Component: AppealsTab },
  // Without SMTP: the e-mails kept, with their links (a newcomer's verification, for one).
  { value: 'caixa-de-saida', label: 'Caixa de saída', Component: OutboxTab, shownWhen: 'no-smtp' },
];
