import { describe, expect, it } from 'vitest';
import type { MySimulado } from '@gabaritei/shared';
import { simuladoFixture } from '../../test/fixtures';
import { cardView, releasedLabel } from './cardView';

// 11:00 UTC is 08:00 in São Paulo.
const window = { startDate: '2026-11-26T11:00:00.000Z', endDate: '2026-11-26T15:00:00.000Z' };
const before = new Date('2026-11-25T12:00:00.000Z');
const during = new Date('2026-11-26T12:00:00.000Z');
const after = new Date('2026-11-27T12:00:00.000Z');
const mine = (item: Partial<MySimulado> = {}): MySimulado => ({
  simuladoId: 'sim-free',
  purchased: false,
  releasedBy: [],
  inProgressUntil: null,
  hasOfficialResult: false,
  ...item,
});

describe('what a catalogue card says', () => {
  const paid = simuladoFixture({ ...window, price: 39.9 });
  const free = simuladoFixture({ ...window, price: 0 });

  it('shows the window and the price of a future paid simulado before buying it', () => {
    const view = cardView(paid, undefined, before);
    expect(view).toMatchObject({
      statusLabel: 'Em breve',
      window: 'De 26/11 08:00 a 26/11 12:00',
      showPrice: true,
      action: 'Comprar',
    });
    expect(cardView(paid, mine({ purchased: true }), before).action).toBe('Abre em 26/11 08:00');
    expect(cardView(free, undefined, before).action).toBe('Garantir acesso');
  });

  it('never offers to start a closed simulado', () => {
    expect(cardView(free, undefined, after)).toMatchObject({
      statusLabel: 'Encerrado — modo prática',
      action: 'Praticar',
    });
    expect(cardView(paid, undefined, after).action).toBe('Comprar');
  });

  it('keeps offering the exam to a candidate with extra time until end + her minutes', () => {
    // The window ends at 15:00 UTC; ten minutes later.
    const late = new Date('2026-11-26T15:10:00.000Z');
    expect(cardView(free, mine({ extraMinutes: 30 }), late)).toMatchObject({
      statusLabel: 'Aberto',
      action: 'Começar',
    });
    expect(cardView(free, mine({ extraMinutes: 5 }), late).statusLabel).toBe(
      'Encerrado — modo prática',
    );
    expect(cardView(free, mine(), late).action).toBe('Praticar');
  });

  it('opens what a class released, without a price, and continues an attempt under way', () => {
    const released = cardView(paid, mine({ releasedBy: ['Noturna'] }), during);
    expect(released).toMatchObject({
      statusLabel: 'Aberto',
      releasedLabel: 'Liberado pela turma Noturna',
      showPrice: false,
      action: 'Abrir',
    });
    const running = cardView(free, mine({ inProgressUntil: '2026-11-26T14:10:00.000Z' }), during);
    expect(running).toMatchObject({
      inProgressLabel: 'Em andamento · termina às 11:10',
      action: 'Continuar',
    });
    expect(cardView(free, mine({ purchased: true, hasOfficialResult: true }), during).action).toBe(
      'Revisar respostas',
    );
  });

  it('names every releasing class', () => {
    expect(releasedLabel([])).toBeNull();
    expect(releasedLabel(['A', 'B', 'C'])).toBe('Liberado pelas turmas A, B e C');
  });

  it("says 'turma' once when the class is named 'Turma …'", () => {
    expect(releasedLabel(['Turma TJ-SP'])).toBe('Liberado pela Turma TJ-SP');
    expect(releasedLabel(['Turma TJ-SP', 'Noturna'])).toBe('Liberado pelas turmas TJ-SP e Noturna');
  });

  it("leads a finished official attempt to its own review, after the end: 'Ver minha prova'", () => {
    const done = mine({ purchased: true, hasOfficialResult: true });
    expect(cardView(free, done, after)).toMatchObject({
      action: 'Ver minha prova',
      reviewsOwnAttempt: true,
    });
    expect(cardView(free, mine({ purchased: true }), after)).toMatchObject({
      action: 'Praticar',
      reviewsOwnAttempt: false,
    });
  });
});
