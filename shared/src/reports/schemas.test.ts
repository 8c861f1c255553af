import { describe, expect, it } from 'vitest';
import { isReportReady, reportFileName } from './schemas';

describe('reportFileName', () => {
  it('joins the sanitised name and title after relatorio-', () => {
    expect(reportFileName('Ana Souza', 'Simulado PF 2026')).toBe(
      'relatorio-Ana-Souza-Simulado-PF-2026.pdf',
    );
  });

  it('drops accents and turns every run of other characters into one dash', () => {
    expect(reportFileName('  Conceição  Araújo ', 'TRF/3ª Região: "Técnico" — 2026!')).toBe(
      'relatorio-Conceicao-Araujo-TRF-3-Regiao-Tecnico-2026.pdf',
    );
  });

  it('never yields path separators or quotes', () => {
    const name = reportFileName('../../etc/passwd', 'a"b\\c\r\nd');
    expect(name).toBe('relatorio-etc-passwd-a-b-c-d.pdf');
    expect(name).not.toMatch(/[/\\"\r\n]/);
  });

  it('survives names with nothing alphanumeric', () => {
    expect(reportFileName('***', '???')).toBe('relatorio-.pdf');
  });
});

describe('isReportReady', () => {
  const end = new Date('2026-11-22T15:00:00.000Z');
  it('is ready without an end date', () => {
    expect(isReportReady(null, new Date(0))).toBe(true);
  });
  it('is ready from the end instant on, not a millisecond before', () => {
    expect(isReportReady(end, new Date(end.getTime() - 1))).toBe(false);
    expect(isReportReady(end, end)).toBe(true);
    expect(isReportReady(end.toISOString(), new Date(end.getTime() + 1))).toBe(true);
  });
});
