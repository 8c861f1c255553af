import { z } from 'zod';
import {
  accessSchema,
  mySimuladoSchema,
  purchaseSchema,
  type Access,
  type MySimulado,
  type Purchase,
} from '@gabaritei/shared';
import { api } from '../../api/client';

/** The purchase and access endpoints of PRODUCT §7, parsed with the shared contract. */

const purchaseListSchema = z.array(purchaseSchema);

/** The signed-in user's purchases, newest first. */
export async function fetchMyPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return purchaseListSchema.parse(await api.get('/api/purchases/my', signal));
}

const mySimuladoListSchema = z.array(mySimuladoSchema);

/** Where the user stands with each simulado: bought, released by a class, under way. */
export async function fetchMySimulados(signal?: AbortSignal): Promise<MySimulado[]> {
  return mySimuladoListSchema.parse(await api.get('/api/me/simulados', signal));
}

export async function fetchAccess(simuladoId: string, signal?: AbortSignal): Promise<Access> {
  return accessSchema.parse(
    await api.get(`/api/purchases/access/${encodeURIComponent(simuladoId)}`, signal),
  );
}

/**
 * Acquires a simulado: free ones automatically, paid ones after the simulated payment. Only
 * the id travels — card data never leaves the browser.
 */
export async function createPurchase(input: { simuladoId: string }): Promise<Purchase> {
  return purchaseSchema.parse(await api.post('/api/purchases', { simuladoId: input.simuladoId }));
}
