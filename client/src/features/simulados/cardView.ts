import {
  CATALOGUE_STATUS_LABELS,
  catalogueStatus,
  endFor,
  formatDayMonthTime,
  formatTime,
  windowLabel,
  type CatalogueStatus,
  type MySimulado,
  type SimuladoSummary,
} from '@gabaritei/shared';

/** What one catalogue card says: status, window, who granted it, what a click does. */
export type CardView = {
  status: CatalogueStatus;
  statusLabel: string;
  /** "De 26/11 08:00 a 26/11 12:00"; null for an undated simulado. */
  window: string | null;
  /** "Liberado pela turma Noturna"; null when no class of the user released it. */
  releasedLabel: string | null;
  purchased: boolean;
  /** "Em andamento · termina às 14:30" while an official attempt runs. */
  inProgressLabel: string | null;
  /** The price is shown only when a click would lead to paying. */
  showPrice: boolean;
  action: string;
  /**
   * After the end, a submitted official attempt's card opens its own review ('Ver minha
   * prova', where appeals are filed); practice stays one click away ('Praticar').
   */
  reviewsOwnAttempt: boolean;
};

/**
 * "Liberado pela turma A", "Liberado pelas turmas A e B". A class already named 'Turma …'
 * says the word once: "Liberado pela Turma TJ-SP", not "pela turma Turma TJ-SP".
 */
export function releasedLabel(classNames: readonly string[]): string | null {
  if (classNames.length === 0) return null;
  if (classNames.length === 1) {
    const [name = ''] = classNames;
    return namesItself(name) ? `Liberado pela ${name}` : `Liberado pela turma ${name}`;
  }
  const names = classNames.map((name) => (namesItself(name) ? stripClassWord(name) : name));
  return `Liberado pelas turmas ${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

const CLASS_WORD = /^turmas?\s+/i;
const namesItself = (name: string): boolean => CLASS_WORD.test(name.trim());
const stripClassWord = (name: string): string => name.trim().replace(CLASS_WORD, '');

export function inProgressLabel(until: string): string {
  return `Em andamento · termina às ${formatTime(until)}`;
}

/**
 * The card's words follow what the access flow (useExamAccessFlow) and the mode
 * (decideMode) will do with a click, so a card never promises 'Começar' on a closed
 * simulado or hides the date of a future one behind 'Comprar'.
 */
export function cardView(
  simulado: SimuladoSummary,
  standing: MySimulado | undefined,
  now: Date,
): CardView {
  // Her extra time moves the end of her own window (PRODUCT, extra time): the card says what
  // the mode route will answer her, not what it answers everybody else.
  const ownEnd = endFor(
    simulado.endDate ? new Date(simulado.endDate) : null,
    standing?.extraMinutes ?? 0,
  );
  const status = catalogueStatus({ ...simulado, endDate: ownEnd?.toISOString() ?? null }, now);
  const released = releasedLabel(standing?.releasedBy ?? []);
  const purchased = standing?.purchased ?? false;
  const hasAccess = purchased || released !== null;
  const pays = !hasAccess && simulado.price > 0;
  const running = standing?.inProgressUntil ?? null;
  const reviewsOwnAttempt =
    !running && status === 'CLOSED' && (standing?.hasOfficialResult ?? false);
  return {
    status,
    statusLabel: CATALOGUE_STATUS_LABELS[status],
    window: windowLabel(simulado.startDate, simulado.endDate),
    releasedLabel: released,
    purchased,
    inProgressLabel: running ? inProgressLabel(running) : null,
    showPrice: pays,
    reviewsOwnAttempt,
    action: running
      ? 'Continuar'
      : reviewsOwnAttempt
        ? 'Ver minha prova'
        : actionFor(status, {
            pays,
            hasAccess,
            done: standing?.hasOfficialResult ?? false,
            simulado,
          }),
  };
}

function actionFor(
  status: CatalogueStatus,
  input: { pays: boolean; hasAccess: boolean; done: boolean; simulado: SimuladoSummary },
): string {
  const { pays, hasAccess, done, simulado } = input;
  switch (status) {
    case 'UPCOMING': {
      const opens = simulado.startDate ? formatDayMonthTime(simulado.startDate) : '';
      if (pays) return 'Comprar';
      return hasAccess ? `Abre em ${opens}` : 'Garantir acesso';
    }
    case 'OPEN':
      if (pays) return 'Comprar';
      if (done) return 'Revisar respostas';
      return hasAccess ? 'Abrir' : 'Começar';
    case 'CLOSED':
    case 'TRAINING':
      return pays ? 'Comprar' : 'Praticar';
  }
}
