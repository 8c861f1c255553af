import { useEffect, useRef } from 'react';
import {
  EXAM_EXPIRED_EVENT,
  examExpiredPayloadSchema,
  type ExamExpiredPayload,
} from '@gabaritei/shared';
import { getSocket } from '../../../realtime/socket';

/**
 * Listens for the server's `exam:expired` (it finalised the attempt because time ran out)
 * while a session is open; events about other sessions are ignored.
 */
export function useExamExpired(
  sessionId: string | null,
  onExpired: (payload: ExamExpiredPayload) => void,
): void {
  const handler = useRef(onExpired);
  useEffect(() => {
    handler.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    if (!sessionId) return;
    const socket = getSocket();
    const listener = (raw: unknown) => {
      const parsed = examExpiredPayloadSchema.safeParse(raw);
      if (parsed.success && parsed.data.sessionId === sessionId) handler.current(parsed.data);
    };
    socket.on(EXAM_EXPIRED_EVENT, listener);
    return () => {
      socket.off(EXAM_EXPIRED_EVENT, listener);
    };
  }, [sessionId]);
}
