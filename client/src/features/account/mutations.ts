import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile, SessionUser } from '@gabaritei/shared';
import { authQueries } from '../auth/queries';
import * as accountApi from './api';
import { accountQueries } from './queries';

/** Name and ranking display answer the new profile: the screen and the header update. */
function useProfileUpdate<T>(mutationFn: (input: T) => Promise<AccountProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountQueries.profile().queryKey, profile);
      queryClient.setQueryData<SessionUser | null>(authQueries.me().queryKey, (user) =>
        user ? { ...user, name: profile.name } : user,
      );
    },
  });
}

export const useRenameMutation = () => useProfileUpdate(accountApi.renameAccount);
export const useRankingDisplayMutation = () => useProfileUpdate(accountApi.setRankingDisplay);

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: accountApi.changePassword });
}

/** After deletion nothing of the person stays cached, and the live connection closes. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== authQueries.all()[0],
      });
      queryClient.setQueryData(authQueries.me().queryKey, null);
      void import('../../realtime/socket').then((socket) => socket.disconnectSocket());
    },
  });
}
