import { useEffect, useState } from 'react';
import { localNow } from '../../features/exam/clock';

/**
 * The time, refreshed every 30 s: enough for a card to turn from 'Em breve' to 'Aberto'
 * while the catalogue stays open, without re-rendering every second.
 */
export function useMinuteNow(): Date {
  const [now, setNow] = useState(() => new Date(localNow()));
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date(localNow())), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
