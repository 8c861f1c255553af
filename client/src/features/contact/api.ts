import {
  contactChannelsSchema,
  contactMessagePageSchema,
  type ContactChannels,
  type ContactMessage,
  type ContactMessagePage,
} from '@gabaritei/shared';
import { api } from '../../api/client';

/** POST /api/contact/messages (PRODUCT §7): the success flag is what the page waits for. */
export async function sendContactMessage(input: ContactMessage): Promise<boolean> {
  const body = await api.post<{ success?: unknown }>('/api/contact/messages', input);
  return body.success === true;
}

export async function fetchContactChannels(signal?: AbortSignal): Promise<ContactChannels> {
  return contactChannelsSchema.parse(await api.get('/api/contact/channels', signal));
}

export async function fetchContactMessages(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return contactMessagePageSchema.parse(
    await api.get(`/api/admin/contact-messages?${query.toString()}`, signal),
  );
}
