import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PENDING_EXAM_KEY, type SimuladoSummary } from '@gabaritei/shared';
import { ApiError } from '../../../api/client';
import { FLASH_MS, useFlash } from '../../../hooks/useFlash';
import { useCurrentUser } from '../../auth/queries';
import { useExamEngine, type ExamEngine } from '../engine/useExamEngine';
import { useCreatePurchaseMutation } from '../../purchases/mutations';
import { purchaseQueries, useMyPurchases } from '../../purchases/queries';
import { SIMULADOS_MESSAGES } from '../../simulados/messages';

/** The server's code for a second purchase of the same simulado. */
const ALREADY_PURCHASED = 'ALREADY_PURCHASED';

export type ExamAccessFlow = {
  /** Starts the flow for a picked card (PRODUCT §4). Ignored while a flow is running. */
  start: (simulado: SimuladoSummary) => void;
  /**
   * The simulado whose access is being checked, auto-acquired or whose mode is loading:
   * show 'Verificando acesso...'.
   */
  checking: SimuladoSummary | null;
  /** The exam opened once access is granted: mode dialog, taking view, submit. */
  exam: ExamEngine;
  flash: ReturnType<typeof useFlash>['flash'];
  /** Shows a flash message of the screen's own (the same slot the flow uses). */
  notify: ReturnType<typeof useFlash>['show'];
  dismissFlash: () => void;
};

/**
 * The exam access flow of PRODUCT §4:
 * 1. a visitor is sent to /login, the pick remembered in session storage;
 * 2. while the user's purchases load, 'Carregando informações...' (2 s) and nothing else;
 * then the access check, and without access a free simulado is acquired automatically while
 * a paid one goes to /payment. With access the flow continues in `continueWithAccess`:
 * step 3, the mode decides what the exam engine opens.
 */
export function useExamAccessFlow(): ExamAccessFlow {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading: userLoading } = useCurrentUser();
  const purchases = useMyPurchases();
  const { mutateAsync: acquire } = useCreatePurchaseMutation();
  const { flash, show, dismiss } = useFlash();
  const [checking, setChecking] = useState<SimuladoSummary | null>(null);
  const exam = useExamEngine(show);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Step 3: the mode load runs under the same 'Verificando acesso...' overlay.
  const { enter } = exam;
  const continueWithAccess = useCallback((simulado: SimuladoSummary) => enter(simulado), [enter]);

  const start = useCallback(
    (simulado: SimuladoSummary) => {
      if (running.current) return;

      if (userLoading || (user && purchases.isLoading)) {
        show(SIMULADOS_MESSAGES.loadingInfo, 'info', FLASH_MS.short);
        return;
      }
      if (!user) {
        rememberPendingExam(simulado.id);
        navigate('/login');
        return;
      }

      running.current = true;
      setChecking(simulado);
      void (async () => {
        try {
          let hasAccess: boolean;
          try {
            ({ hasAccess } = await queryClient.fetchQuery(purchaseQueries.access(simulado.id)));
          } catch (error) {
            show(SIMULADOS_MESSAGES.accessFailed(detailOf(error)), 'error');
            return;
          }
          if (!mounted.current) return;

          if (!hasAccess && simulado.price > 0) {
            navigate('/payment', { state: { simuladoId: simulado.id } });
            return;
          }
          if (!hasAccess) {
            try {
              await acquire({ simuladoId: simulado.id });
            } catch (error) {
              // Bought meanwhile (another tab): the access is there all the same.
              if (!(error instanceof ApiError && error.code === ALREADY_PURCHASED)) {
                show(SIMULADOS_MESSAGES.autoPurchaseFailed(detailOf(error)), 'error');
                return;
              }
            }
          }
          if (mounted.current) await continueWithAccess(simulado);
        } finally {
          running.current = false;
          if (mounted.current) setChecking(null);
        }
      })();
    },
    [
      userLoading,
      user,
      purchases.isLoading,
      navigate,
      queryClient,
      acquire,
      show,
      continueWithAccess,
    ],
  );

  return {
    start,
    checking,
    exam,
    flash,
    notify: show,
    dismissFlash: dismiss,
  };
}

function rememberPendingExam(simuladoId: string): void {
  try {
    window.sessionStorage.setItem(PENDING_EXAM_KEY, simuladoId);
  } catch {
    // Storage disabled: the login still works, the user just picks the card again.
  }
}

function detailOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
