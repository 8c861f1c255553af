import { formatDate, percentOrDash } from '@gabaritei/shared';
import type { SeriesRow } from './series';

/** pt-BR texts of the dashboard's 'Minha evolução' (docs/PRODUCT.md, dashboard). */
export const EVOLUTION_MESSAGES = {
  title: 'Minha evolução',
  intro: 'Suas notas nos simulados oficiais, ao lado da média dos participantes.',
  empty: 'Sua evolução aparece aqui depois do seu primeiro simulado oficial.',
  failed: 'Erro ao carregar sua evolução.',
  show: 'Mostrar',
  overall: 'Nota geral',
  you: 'Sua nota',
  field: 'Média dos participantes',
  simulado: 'Simulado',
  date: 'Data',
  tableCaption: (label: string) => `Sua evolução — ${label}`,
  embargoed: 'Gabarito ainda não liberado: desempenho por disciplina e média depois da liberação.',
  chartTitle: (label: string) => `Gráfico da sua evolução — ${label}`,
  chartDesc: (rows: SeriesRow[]) =>
    rows
      .map(
        (r) =>
          `${r.title} (${formatDate(r.date)}): sua nota ${percentOrDash(r.own)}, média ${percentOrDash(r.field)}.`,
      )
      .join(' '),
} as const;
