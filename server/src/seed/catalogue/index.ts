import { conhecimentosBasicos } from './conhecimentos-basicos';
import { demonstrativo } from './demonstrativo';
import { inss } from './inss';
import { policiaFederal } from './policia-federal';
import { raciocinioLogico } from './raciocinio-logico';
import { tribunais } from './tribunais';
import type { CatalogueSimulado } from './types';

export type { CatalogueSimulado } from './types';

/**
 * The demo catalogue, one simulado per situation the product must show: free and running,
 * paid and running, finished (practice only by date), upcoming, practice-only, and always
 * open without dates (the landing page's free demo).
 */
export const DEMO_CATALOGUE: readonly CatalogueSimulado[] = [
  conhecimentosBasicos,
  tribunais,
  inss,
  policiaFederal,
  raciocinioLogico,
  demonstrativo,
];
