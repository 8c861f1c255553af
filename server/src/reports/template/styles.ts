import { COLORS } from './charts';

/** The print stylesheet: A4, the product's blue, no page margins of its own (puppeteer's). */
export const REPORT_CSS = `
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: ${COLORS.ink};
    font-size: 10.5pt; line-height: 1.45; margin: 0; }
  h1, h2, h3 { color: ${COLORS.brandDark}; margin: 0 0 8px; }
  h2 { font-size: 15pt; border-bottom: 2px solid ${COLORS.brand}; padding-bottom: 4px;
    margin-top: 18px; }
  h3 { font-size: 11.5pt; }
  section { break-inside: auto; }
  section.new-page { break-before: page; }
  h2, h3 { break-after: avoid; }
  .cover { height: 250mm; display: flex; flex-direction: column; justify-content: space-between;
    break-after: page; }
  .brand { font-size: 28pt; font-weight: 700; color: ${COLORS.brand}; letter-spacing: -0.5px; }
  .cover-title { font-size: 24pt; margin-top: 60px; }
  .cover-box { border-left: 6px solid ${COLORS.brand}; padding: 12px 18px; background: #f1f6fd;
    font-size: 12pt; }
  .cover-box p { margin: 4px 0; }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 10px; font-size: 9pt;
    font-weight: 700; color: #fff; background: ${COLORS.brand}; }
  .badge.practice { background: #f08c00; }
  .cards { display: flex; gap: 10px; margin: 10px 0; }
  .card { flex: 1; border: 1px solid ${COLORS.grid}; border-radius: 8px; padding: 10px;
    text-align: center; }
  .card .value { white-space: nowrap; font-size: 15pt; font-weight: 700; color: ${COLORS.brandDark}; }
  .card .label { font-size: 8.5pt; color: ${COLORS.muted}; text-transform: uppercase; }
  .warning { border: 1px solid #f08c00; background: #fff4e6; padding: 8px 12px; border-radius: 6px;
    margin: 8px 0; }
  table { width: 100%; border-collapse: collapse; margin: 8px 0; font-size: 9.5pt; }
  th, td { border-bottom: 1px solid ${COLORS.grid}; padding: 5px 6px; text-align: left; }
  th { background: #f1f3f5; }
  td.num, th.num { text-align: right; }
  .question { border: 1px solid ${COLORS.grid}; border-radius: 8px; padding: 6px 12px;
    margin: 6px 0; break-inside: avoid; }
  .question.right { border-left: 5px solid ${COLORS.good}; }
  .question.wrong { border-left: 5px solid ${COLORS.bad}; }
  .question.annulled { border-left: 5px solid ${COLORS.muted}; }
  .question.blank { border-left: 5px dashed ${COLORS.muted}; }
  .badge.annulled { background: ${COLORS.muted}; margin-left: 6px; }
  .decision { border: 1px solid ${COLORS.grid}; background: #f1f6fd; border-radius: 6px;
    padding: 6px 10px; font-size: 9.5pt; margin-top: 6px; }
  .question .errata { border-left: 3px solid #b7791f; background: #fdf6e3; padding: 4px 8px;
    font-size: 9.5pt; }
  .question p { margin: 2px 0 4px; }
  .question h3 { margin-bottom: 2px; }
  .question .meta { font-size: 9pt; color: ${COLORS.muted}; }
  .question ol { margin: 4px 0; padding-left: 0; list-style: none; display: grid;
    grid-template-columns: 1fr 1fr; gap: 0 16px; }
  .question li.correct { font-weight: 700; color: ${COLORS.good}; }
  .question li.chosen-wrong { color: ${COLORS.bad}; text-decoration: line-through; }
  .facts { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 9pt; }
  .explanation { background: #f8f9fa; border-radius: 6px; padding: 6px 10px; font-size: 9.5pt;
    margin-top: 6px; }
  .good { color: ${COLORS.good}; font-weight: 700; }
  .bad { color: ${COLORS.bad}; font-weight: 700; }
  .facts .blank { color: ${COLORS.ink}; font-weight: 700; }
  .chart { display: block; margin: 6px 0; }
  ul.recommendations li { margin-bottom: 6px; }
  .summary { border: 2px solid ${COLORS.brand}; border-radius: 8px; padding: 10px 14px;
    break-inside: avoid; }
`;
