import { useState, useSyncExternalStore } from 'react';

export type Machine<S, E> = {
  /** The state now — not the last render's: async work reads it after every await. */
  get: () => S;
  /** Applies an event; false when the state ignored it (the caller then skips its effect). */
  send: (event: E) => boolean;
  subscribe: (listener: () => void) => () => void;
};

/** A reducer held outside React so events apply synchronously, one after the other. */
export function createMachine<S, E>(reducer: (state: S, event: E) => S, initial: S): Machine<S, E> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    send: (event) => {
      const next = reducer(state, event);
      if (next === state) return false;
      state = next;
      for (const listener of listeners) listener();
      return true;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A state machine for one component's lifetime, rendered through useSyncExternalStore.
 * Unlike useReducer, `send` answers at once whether the event was taken, and `get` never
 * lags a render behind — two clicks in one frame see each other.
 */
export function useMachine<S, E>(
  reducer: (state: S, event: E) => S,
  initial: S,
): Machine<S, E> & { state: S } {
  const [machine] = useState(() => createMachine(reducer, initial));
  const state = useSyncExternalStore(machine.subscribe, machine.get);
  return { ...machine, state };
}
