import {
  contract,
  routeUrl,
  type AccountProfile,
  type ChangePasswordInput,
  type RankingDisplay,
} from '@gabaritei/shared';
import { call } from '../../api/call';

/** 'Minha Conta': shared's contract.account. */

/** Where 'Baixar meus dados' points: a link, since the server answers with an attachment. */
export const EXPORT_URL = routeUrl(contract.account.export);

export const fetchProfile = (signal?: AbortSignal): Promise<AccountProfile> =>
  call(contract.account.profile, {}, signal);

export const renameAccount = (name: string): Promise<AccountProfile> =>
  call(contract.account.rename, { body: { name } });

export const changePassword = (input: ChangePasswordInput): Promise<{ message: string }> =>
  call(contract.account.changePassword, { body: input });

export const setRankingDisplay = (rankingDisplay: RankingDisplay): Promise<AccountProfile> =>
  call(contract.account.privacy, { body: { rankingDisplay } });

export const deleteAccount = (password: string): Promise<{ message: string }> =>
  call(contract.account.remove, { body: { password } });
