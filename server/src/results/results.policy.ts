import { CATALOGUE_MESSAGES, type SessionUser } from '@gabaritei/shared';
import { isSelfOrAdmin } from '../access/viewer';
import { forbidden } from '../http/errors';

/** A user's results are theirs to read, and any ADMIN's; everyone else gets 403. */
export function assertCanReadResultsOf(viewer: SessionUser, userId: string): void {
  if (!isSelfOrAdmin(viewer, userId)) throw forbidden(CATALOGUE_MESSAGES.forbiddenUser);
}
