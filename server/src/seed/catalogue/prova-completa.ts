import { matchstickFigures } from './figures';
import type { CatalogueSimulado } from './types';

/** The numbered lines of 'Texto I', as the questions cite them. */
const TEXTO_I = [
  [
    'Durante muito tempo, acreditou-se que o bom estudante era aquele',
    'que passava horas debruçado sobre os livros, sem pausa e sem ruído.',
    'Pesquisas recentes sobre a memória, contudo, sugerem um quadro',
    'diferente: o cérebro aprende melhor quando alterna períodos de',
    'concentração intensa com intervalos curtos de descanso. Não se',
    'trata de estudar menos, mas de estudar de outro modo.',
  ],
  [
    'Quem se prepara para um concurso conhece bem a tentação de',
    'transformar cada minuto livre em mais uma página lida. Essa',
    'estratégia, embora pareça eficiente, costuma produzir a ilusão',
    'de domínio: o candidato reconhece o texto que acabou de ler e',
    'supõe que o sabe, quando na verdade apenas o reconhece.',
  ],
  [
    'Por isso, muitos professores recomendam que o aluno feche o',
    'livro e tente reconstruir, com as próprias palavras, aquilo que',
    'estudou. O esforço de lembrar é, ele mesmo, uma forma de aprender.',
  ],
];

const p = (text: string) => `<p>${text}</p>`;

/**
 * A complete paper as the bancas print them, written for Gabaritei: a Língua Portuguesa
 * block on a numbered base text, a truth table, a figure and formulas. Free, always open.
 */
export const provaCompleta: CatalogueSimulado = {
  key: 'prova-completa',
  title: 'Simulado Gabaritei — Prova completa com texto, tabela, figura e fórmulas',
  subject: 'Conhecimentos Gerais',
  description:
    'Uma prova como as das bancas: cinco questões de Língua Portuguesa sobre um texto com linhas numeradas, Raciocínio Lógico com tabela-verdade e figura, e Matemática Financeira com fórmulas. Gratuito e sempre aberto.',
  priceCents: 0,
  durationMinutes: 40,
  isPracticeOnly: false,
  window: null,
  format: 'ABCDE',
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: p('De acordo com o Texto I, a “ilusão de domínio” (linhas 9 e 10) consiste em'),
      options: [
        p('esquecer rapidamente o conteúdo estudado em silêncio.'),
        p('confundir o reconhecimento de um texto com o seu efetivo conhecimento.'),
        p('estudar por longos períodos sem intervalos de descanso.'),
        p('acreditar que os professores recomendam a releitura.'),
        p('transformar cada minuto livre em tempo de estudo.'),
      ],
      correct: 'B',
      explanation: p(
        'As linhas 10 e 11 definem a ilusão: o candidato <em>reconhece</em> o texto que leu e supõe que o <em>sabe</em>. As demais alternativas descrevem outras ideias do texto ou nenhuma delas.',
      ),
    },
    {
      subject: 'Língua Portuguesa',
      text: p(
        'No trecho “Pesquisas recentes sobre a memória, contudo, sugerem um quadro diferente” (linhas 3 e 4), o conectivo “contudo” pode ser substituído, sem prejuízo do sentido, por',
      ),
      options: [
        p('portanto.'),
        p('porquanto.'),
        p('entretanto.'),
        p('conquanto.'),
        p('outrossim.'),
      ],
      correct: 'C',
      explanation: p(
        '“Contudo” é conjunção adversativa, como “entretanto”. “Portanto” é conclusiva, “porquanto” é causal, “conquanto” é concessiva e exige o subjuntivo, e “outrossim” é aditiva.',
      ),
    },
    {
      subject: 'Língua Portuguesa',
      text: p('Assinale a alternativa <strong>INCORRETA</strong> a respeito do Texto I.'),
      options: [
        p('O segundo parágrafo descreve uma situação comum a quem se prepara para concursos.'),
        p('Os dois-pontos da linha 4 introduzem um esclarecimento sobre o “quadro diferente”.'),
        p('A expressão “ele mesmo” (linha 14) retoma “O esforço de lembrar”.'),
        p('O texto defende que o candidato deve estudar menos horas por dia.'),
        p('O último parágrafo apresenta uma recomendação prática ao estudante.'),
      ],
      correct: 'D',
      explanation: p(
        'As linhas 5 e 6 dizem o contrário: “Não se trata de estudar menos, mas de estudar de outro modo”. As outras afirmações estão corretas.',
      ),
    },
    {
      subject: 'Língua Portuguesa',
      text: p('Na linha 9, o termo “embora” introduz uma ideia de'),
      options: [p('causa.'), p('concessão.'), p('condição.'), p('finalidade.'), p('consequência.')],
      correct: 'B',
      explanation: p(
        '“Embora pareça eficiente” admite um fato contrário à conclusão sem impedi-la: é uma oração subordinada adverbial <strong>concessiva</strong>, com o verbo no subjuntivo.',
      ),
    },
    {
      subject: 'Língua Portuguesa',
      text: p('O pronome “o”, em “supõe que o sabe” (linha 11), refere-se a'),
      options: [
        p('“candidato”.'),
        p('“domínio”.'),
        p('“texto”.'),
        p('“minuto”.'),
        p('“concurso”.'),
      ],
      correct: 'C',
      explanation: p(
        'O candidato reconhece “o texto que acabou de ler” e supõe que <em>o</em> sabe: o pronome oblíquo retoma “o texto” (linha 10).',
      ),
    },
    {
      subject: 'Raciocínio Lógico',
      text:
        p('Considere a tabela-verdade a seguir, em que V indica verdadeiro e F, falso.') +
        '<table><thead><tr><th scope="col">p</th><th scope="col">q</th><th scope="col">p → q</th></tr></thead>' +
        '<tbody><tr><td>V</td><td>V</td><td>V</td></tr><tr><td>V</td><td>F</td><td>F</td></tr>' +
        '<tr><td>F</td><td>V</td><td>?</td></tr><tr><td>F</td><td>F</td><td>?</td></tr></tbody></table>' +
        p(
          'Os valores lógicos que completam, de cima para baixo, as duas últimas linhas da coluna p → q são',
        ),
      options: [
        p('V e V.'),
        p('F e F.'),
        p('V e F.'),
        p('F e V.'),
        p('impossíveis de determinar sem conhecer p e q.'),
      ],
      correct: 'A',
      explanation: p(
        'A condicional só é falsa quando o antecedente é verdadeiro e o consequente é falso (segunda linha). Com p falso, p → q é verdadeira qualquer que seja q.',
      ),
    },
    {
      subject: 'Raciocínio Lógico',
      text:
        p(
          'A figura mostra as três primeiras etapas de uma sequência de quadrados feitos com palitos de fósforo.',
        ) +
        p(
          '<img src="asset:palitos" alt="Figura 1: um quadrado feito com 4 palitos. Figura 2: dois quadrados lado a lado, com 7 palitos. Figura 3: três quadrados lado a lado, com 10 palitos." width="480" height="150" />',
        ) +
        p(
          'Mantido o padrão, o número de palitos necessários para formar a figura com 10 quadrados é',
        ),
      options: [p('30.'), p('31.'), p('34.'), p('40.'), p('41.')],
      correct: 'B',
      explanation: p(
        'O primeiro quadrado usa 4 palitos e cada novo quadrado aproveita um lado do anterior, acrescentando 3: \\(P(n) = 3n + 1\\). Para \\(n = 10\\), \\(P = 31\\).',
      ),
    },
    {
      subject: 'Matemática Financeira',
      text:
        p(
          'Um capital de R$ 10.000,00 é aplicado a juros compostos, à taxa de 10% ao ano. O montante é dado por',
        ) +
        p('\\[M = C\\,(1 + i)^{n}\\]') +
        p(
          'em que \\(C\\) é o capital, \\(i\\) a taxa e \\(n\\) o número de períodos. Após 2 anos, o montante será de',
        ),
      options: [
        p('R$ 11.000,00.'),
        p('R$ 12.000,00.'),
        p('R$ 12.100,00.'),
        p('R$ 12.210,00.'),
        p('R$ 13.310,00.'),
      ],
      correct: 'C',
      explanation: p(
        '\\(M = 10\\,000 \\times 1{,}1^{2} = 10\\,000 \\times 1{,}21 = 12\\,100\\). R$ 12.000,00 seria o montante a juros simples, e R$ 13.310,00, o de 3 anos.',
      ),
    },
  ],
  baseTexts: [
    {
      title: 'Texto I',
      html: TEXTO_I.map((lines) => p(lines.join('<br />'))).join(''),
      lineNumbers: true,
      first: 1,
      last: 5,
    },
  ],
  figures: { palitos: matchstickFigures() },
};
