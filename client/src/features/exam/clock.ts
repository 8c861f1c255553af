/**
 * The client's one reader of the device clock, and the correction that turns it into the
 * server's time. The exam's clock is owned by the server (ARCHITECTURE: time comes from the
 * server clock), so the countdown never trusts the device: it measures how far the device is
 * from the server (`offset = serverNow − local time when the answer arrived`) and counts
 * down to the server's `expiresAt` with it. A reload or a wrong device clock changes nothing.
 */

export function localNow(): number {
  return Date.now();
}

/** Milliseconds to add to the device clock to read the server's. */
export function serverOffsetMs(serverNowIso: string, receivedAtLocalMs: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isFinite(server) ? server - receivedAtLocalMs : 0;
}

/** The server's "now" as the device estimates it. */
export function serverNow(offsetMs: number): number {
  return localNow() + offsetMs;
}
