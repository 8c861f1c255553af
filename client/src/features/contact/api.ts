import {
  contract,
  type ContactChannels,
  type ContactMessage,
  type ContactMessagePage,
} from '@gabaritei/shared';
import { call } from '../../api/call';

/** The contact form's routes of shared's contract.contact. */

/** The success flag is what the page waits for. */
export async function sendContactMessage(input: ContactMessage): Promise<boolean> {
  const body = await call(contract.contact.send, { body: input });
  return body.success === true;
}

export async function fetchContactChannels(signal?: AbortSignal): Promise<ContactChannels> {
  return call(contract.contact.channels, {}, signal);
}

export async function fetchContactMessages(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  return call(contract.admin.contactMessages, { query: { page, pageSize } }, signal);
}
