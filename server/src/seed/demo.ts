import type { Runtime } from '../runtime';

/** Placeholder until the accounts area lands: seeds demo accounts and the demo catalogue. */
export async function seedDemoData(_runtime: Runtime, _options: { announce: boolean }): Promise<void> {}
