import type { AccountProfile, ChangePasswordInput, RankingDisplay } from '@gabaritei/shared';
import { api, apiRequest } from '../../api/client';

/** 'Minha Conta' (issue 17): /api/me and its sub-paths. */

/** Where 'Baixar meus dados' points: the server answers with an attachment. */
export const EXPORT_URL = '/api/me/export';

export const fetchProfile = (signal?: AbortSignal) => api.get<AccountProfile>('/api/me', signal);

export const renameAccount = (name: string) => api.patch<AccountProfile>('/api/me', { name });

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>('/api/me/password', input);

export const setRankingDisplay = (rankingDisplay: RankingDisplay) =>
  api.patch<AccountProfile>('/api/me/privacy', { rankingDisplay });

export const deleteAccount = (password: string) =>
  apiRequest<{ message: string }>('/api/me', { method: 'DELETE', body: { password } });
