import type { ExportPaper } from './docx-export';

/**
 * The downloadable Word template: instructions (before the first question, which the import
 * skips, so none of them may start with a marker such as 'Questão' or 'Gabarito:') and an
 * example A–E paper with each construct. Its import is tested (papers-import.routes.test.ts).
 */
export const TEMPLATE_PREAMBLE = [
  'Como usar este modelo: apague o exemplo abaixo e escreva a sua prova no mesmo formato. Tudo o que vem antes do primeiro texto base ou da primeira questão (como este parágrafo) não é importado.',
  'Cada questão começa num parágrafo próprio com "Questão N" (ou "N." / "N)"), seguido do enunciado.',
  'As alternativas vêm em parágrafos que começam com "A)" a "E)" (ou "(A)"); itens Certo ou Errado não têm alternativas.',
  'Depois vem "Gabarito: X" (A a E, ou C/E, Certo/Errado) e, se quiser, "Comentário: …", "Disciplina: …" e "Peso: …" (de 0,5 a 10; sem peso, vale 1).',
  'Um texto base começa com "Texto I (questões N a M)", "Texto para as questões N a M" ou "Texto associado às questões N a M" e vai até a questão N, que vem logo depois dele. Um parágrafo "Linhas numeradas" logo abaixo do título numera as linhas.',
  'Negrito, itálico, sublinhado, tabelas e imagens (com texto alternativo: clique com o botão direito na imagem, "Editar Texto Alt") são mantidos. Fórmulas em LaTeX: \\(x^2\\) na linha, \\[x^2\\] ou $$x^2$$ em destaque.',
  'Limites de cada importação: até 1.000 questões, 15.000 parágrafos, 300 imagens (40 MB juntas) e 20 MB de arquivo; cada fórmula com até 1.000 caracteres e 20 níveis de chaves. Uma prova maior deve ser dividida.',
];

const P = (text: string) => `<p>${text}</p>`;

export const TEMPLATE_PAPER: ExportPaper = {
  title: 'Modelo de prova do Gabaritei',
  format: 'ABCDE',
  baseTexts: [
    {
      title: 'Texto I',
      contentHtml:
        P('O Brasil tem mais de oito milhões de quilômetros quadrados.') +
        P('Sua capital, <em>Brasília</em>, foi inaugurada em 1960.'),
      lineNumbers: true,
      firstQuestion: 1,
      lastQuestion: 2,
    },
  ],
  questions: [
    {
      text: P('Segundo o texto, a capital do Brasil foi inaugurada em:'),
      optionA: P('1950'),
      optionB: P('1960'),
      optionC: P('1970'),
      optionD: P('1980'),
      optionE: P('1990'),
      correctOption: 'B',
      weight: 1,
      subject: 'Língua Portuguesa',
      explanation: P('A linha 2 diz que <em>Brasília</em> foi inaugurada em 1960.'),
    },
    {
      text: P('Assinale a alternativa <strong>INCORRETA</strong> de acordo com o texto.'),
      optionA: P('O Brasil é grande.'),
      optionB: P('Brasília é a capital.'),
      optionC: P('Brasília foi inaugurada em 1960.'),
      optionD: P('O texto fala da área do país.'),
      optionE: P('Brasília foi inaugurada em 1980.'),
      correctOption: 'E',
      weight: 2,
      subject: 'Língua Portuguesa',
      explanation: null,
    },
    {
      text:
        P('Na tabela-verdade abaixo, quantas linhas de \\(p \\wedge q\\) são verdadeiras?') +
        '<table><thead><tr><th>p</th><th>q</th><th>p ∧ q</th></tr></thead><tbody>' +
        '<tr><td>V</td><td>V</td><td>V</td></tr><tr><td>V</td><td>F</td><td>F</td></tr>' +
        '<tr><td>F</td><td>V</td><td>F</td></tr><tr><td>F</td><td>F</td><td>F</td></tr></tbody></table>',
      optionA: P('0'),
      optionB: P('1'),
      optionC: P('2'),
      optionD: P('3'),
      optionE: P('4'),
      correctOption: 'B',
      weight: 1.5,
      subject: 'Raciocínio Lógico',
      explanation: P('Só quando \\(p\\) e \\(q\\) são verdadeiras: \\[V \\wedge V = V\\]'),
    },
  ],
};
