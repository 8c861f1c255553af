import { cebraspeCertoErrado } from './cebraspe-certo-errado';
import { conhecimentosBasicos } from './conhecimentos-basicos';
import { demonstrativo } from './demonstrativo';
import { fgvAnalista } from './fgv-analista';
import { inss } from './inss';
import { policiaFederal } from './policia-federal';
import { provaCompleta } from './prova-completa';
import { raciocinioLogico } from './raciocinio-logico';
import { tribunais } from './tribunais';
import type { CatalogueSimulado } from './types';

export type { CatalogueSimulado } from './types';

/**
 * The demo catalogue, one simulado per situation the product must show: free and running,
 * paid and running, finished (practice only by date), upcoming, practice-only, and always
 * open without dates (the landing page's free demo), and the bancas' other formats:
 * an FGV-style A–E paper and a Cebraspe-style Certo/Errado one; and a complete paper with a
 * numbered base text, a table, a figure and formulas.
 */
export const DEMO_CATALOGUE: readonly CatalogueSimulado[] = [
  conhecimentosBasicos,
  tribunais,
  inss,
  policiaFederal,
  raciocinioLogico,
  demonstrativo,
  fgvAnalista,
  cebraspeCertoErrado,
  provaCompleta,
];
