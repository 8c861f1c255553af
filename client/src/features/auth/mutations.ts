import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@gabaritei/shared';
import * as authApi from './api';
import { authQueries } from './queries';

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: (user) => {
      // Another account may have been cached before (shared computer): start clean.
      clearPrivateQueries(queryClient);
      queryClient.setQueryData(authQueries.me().queryKey, user);
      // A socket opened before the login is anonymous and in no user room (exam:expired).
      disconnectSocket();
    },
  });
}

/** Logout always clears the user locally, even when the call fails (PRODUCT §4). */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.logout,
    onSettled: () => {
      clearPrivateQueries(queryClient);
      queryClient.setQueryData(authQueries.me().queryKey, null);
      disconnectSocket();
    },
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (input: RegisterInput) => authApi.register(input) });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: authApi.forgotPassword });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: authApi.resetPassword });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: authApi.resendVerification });
}

/**
 * Loaded on demand: a static import would put socket.io-client in the landing's bundle,
 * and a page that never opened the socket has nothing to disconnect anyway.
 */
function disconnectSocket(): void {
  void import('../../realtime/socket').then((socket) => socket.disconnectSocket());
}

/** Drops every cached answer that belongs to a user; public auth queries stay. */
function clearPrivateQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== authQueries.all()[0],
  });
}
