import { useEffect, useRef } from 'react';
import { EXAM_ERRATA_EVENT, examErrataPayloadSchema, type ExamErrata } from '@gabaritei/shared';
import { getSocket } from '../../../realtime/socket';

/**
 * Listens for the server's `exam:errata` (a text corrected while she sits) for the open
 * simulado; the engine applies it in place.
 */
export function useExamErrata(simuladoId: string | null, onErrata: (errata: ExamErrata) => void) {
  const handler = useRef(onErrata);
  useEffect(() => {
    handler.current = onErrata;
  }, [onErrata]);

  useEffect(() => {
    if (!simuladoId) return;
    const socket = getSocket();
    const listener = (raw: unknown) => {
      const parsed = examErrataPayloadSchema.safeParse(raw);
      if (!parsed.success || parsed.data.simuladoId !== simuladoId) return;
      handler.current(parsed.data);
    };
    socket.on(EXAM_ERRATA_EVENT, listener);
    return () => {
      socket.off(EXAM_ERRATA_EVENT, listener);
    };
  }, [simuladoId]);
}
