/**
 * A stand-in socket: the test emits what the server would. A test file mocks the socket
 * module with it (`vi.mock('…/realtime/socket', () => fakeSocketModule())` via a dynamic
 * import, as vi.mock is hoisted above the imports) and emits through `fakeSocket`.
 */
const listeners = new Map<string, (payload: unknown) => void>();

export const fakeSocket = {
  on: (event: string, fn: (payload: unknown) => void) => void listeners.set(event, fn),
  off: (event: string) => void listeners.delete(event),
  emit: (event: string, payload: unknown) => listeners.get(event)?.(payload),
};

/** The realtime/socket module, answering the stand-in. */
export const fakeSocketModule = () => ({
  getSocket: () => fakeSocket,
  disconnectSocket: () => undefined,
});
