import { contract, type Access, type MySimulado, type Purchase } from '@gabaritei/shared';
import { call } from '../../api/call';

/** The purchase and access routes of shared's contract, and the user's standing (simulados.mine). */

/** The signed-in user's purchases, newest first. */
export async function fetchMyPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return call(contract.purchases.mine, {}, signal);
}

/** Where the user stands with each simulado: bought, released by a class, under way. */
export async function fetchMySimulados(signal?: AbortSignal): Promise<MySimulado[]> {
  return call(contract.simulados.mine, {}, signal);
}

export async function fetchAccess(simuladoId: string, signal?: AbortSignal): Promise<Access> {
  return call(contract.purchases.access, { params: { simuladoId } }, signal);
}

/**
 * Acquires a simulado: free ones automatically, paid ones after the simulated payment. Only
 * the id travels — card data never leaves the browser.
 */
export async function createPurchase(input: { simuladoId: string }): Promise<Purchase> {
  return call(contract.purchases.create, { body: { simuladoId: input.simuladoId } });
}
