import type { StoredContactMessage } from '@gabaritei/shared';
import type { ContactMessageRow } from './contact.repository';

/** A message as the admin list shows it; the sender's IP stays on the server. */
export function presentContactMessage(row: ContactMessageRow): StoredContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}
