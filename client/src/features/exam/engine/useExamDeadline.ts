import { useEffect, useRef } from 'react';
import {
  EXAM_DEADLINE_EVENT,
  examDeadlinePayloadSchema,
  type ExamDeadlinePayload,
} from '@gabaritei/shared';
import { getSocket } from '../../../realtime/socket';
import { setExtraMinutes } from '../timer/extraTime';

/**
 * Listens for the server's `exam:deadline` (extra time granted, or the simulado extended,
 * while she writes) for the open session; the countdown then runs to the new deadline.
 */
export function useExamDeadline(
  sessionId: string | null,
  onMoved: (payload: ExamDeadlinePayload) => void,
): void {
  const handler = useRef(onMoved);
  useEffect(() => {
    handler.current = onMoved;
  }, [onMoved]);

  useEffect(() => {
    if (!sessionId) return;
    const socket = getSocket();
    const listener = (raw: unknown) => {
      const parsed = examDeadlinePayloadSchema.safeParse(raw);
      if (!parsed.success || parsed.data.sessionId !== sessionId) return;
      setExtraMinutes(parsed.data.simuladoId, parsed.data.extraMinutes);
      handler.current(parsed.data);
    };
    socket.on(EXAM_DEADLINE_EVENT, listener);
    return () => {
      socket.off(EXAM_DEADLINE_EVENT, listener);
    };
  }, [sessionId]);
}
