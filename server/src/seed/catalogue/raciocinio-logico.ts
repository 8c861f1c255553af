import type { CatalogueSimulado } from './types';

/** Free, practice only, always open: training that never enters the official ranking. */
export const raciocinioLogico: CatalogueSimulado = {
  key: 'raciocinio-logico',
  title: 'Treino de Raciocínio Lógico e Matemática',
  subject: 'Raciocínio Lógico',
  description:
    'Treino livre de Raciocínio Lógico e Matemática básica: proposições, diagramas, contagem, probabilidade e juros. Disponível apenas em modo prática, sem valer para o ranking oficial.',
  priceCents: 0,
  durationMinutes: 30,
  isPracticeOnly: true,
  window: null,
  questions: [
    {
      subject: 'Raciocínio Lógico',
      text: 'A negação da proposição "João estuda e Maria trabalha" é:',
      options: [
        'João não estuda e Maria não trabalha.',
        'João não estuda ou Maria não trabalha.',
        'João estuda ou Maria trabalha.',
        'João não estuda, mas Maria trabalha.',
      ],
      correct: 'B',
      explanation:
        'Pela lei de De Morgan, ¬(p ∧ q) ≡ ¬p ∨ ¬q: nega-se cada parte e troca-se o "e" pelo "ou". Basta que uma das partes seja falsa para a conjunção original ser falsa.',
    },
    {
      subject: 'Matemática',
      text: 'Uma urna contém 4 bolas azuis e 6 bolas vermelhas, todas do mesmo tamanho. Retirando-se uma bola ao acaso, a probabilidade de ela ser azul é:',
      options: ['25%', '60%', '40%', '10%'],
      correct: 'C',
      explanation:
        'Probabilidade = casos favoráveis ÷ casos possíveis = 4 ÷ 10 = 0,4 = 40%. O valor 60% seria a probabilidade de sair uma bola vermelha.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Sabe-se que todos os auditores são contadores e que alguns contadores são advogados. A partir dessas informações, é correto concluir que:',
      options: [
        'alguns auditores são advogados.',
        'nenhum auditor é advogado.',
        'todo advogado é contador.',
        'nada se pode afirmar com certeza sobre haver auditores que sejam advogados.',
      ],
      correct: 'D',
      explanation:
        'Desenhe os diagramas: o conjunto dos auditores está dentro do dos contadores, e o dos advogados cruza o dos contadores. Os advogados podem ou não cruzar a parte dos auditores, então não é possível afirmar nem negar que existam auditores advogados.',
    },
    {
      subject: 'Matemática',
      text: 'Um capital de R$ 2.000,00 foi aplicado a juros simples de 3% ao mês durante 5 meses. O valor dos juros obtidos é:',
      options: ['R$ 300,00', 'R$ 150,00', 'R$ 318,55', 'R$ 3.000,00'],
      correct: 'A',
      explanation:
        'Nos juros simples, J = C × i × t = 2.000 × 0,03 × 5 = R$ 300,00. O valor R$ 318,55 corresponderia a juros compostos, em que os juros de cada mês também rendem juros.',
    },
    {
      subject: 'Matemática',
      text: 'Quantos anagramas tem a palavra PROVA?',
      options: ['24', '60', '120', '720'],
      correct: 'C',
      explanation:
        'PROVA tem 5 letras distintas, logo o número de anagramas é a permutação 5! = 5 × 4 × 3 × 2 × 1 = 120.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Em uma fila, Pedro está à frente de Lia, e Lia está à frente de Rui. Tiago está atrás de Rui. Quem é o último da fila entre os quatro?',
      options: ['Rui.', 'Lia.', 'Pedro.', 'Tiago.'],
      correct: 'D',
      explanation:
        'A ordem, do primeiro ao último, é Pedro, Lia, Rui e Tiago. Como Tiago está atrás de Rui, que está atrás dos demais, Tiago é o último.',
    },
    {
      subject: 'Matemática',
      text: 'Se 3x − 7 = 2x + 5, então x vale:',
      options: ['2', '12', '−2', '7'],
      correct: 'B',
      explanation:
        'Passando os termos com x para um lado e os números para o outro: 3x − 2x = 5 + 7, logo x = 12. Conferindo: 3 × 12 − 7 = 29 e 2 × 12 + 5 = 29.',
    },
    {
      subject: 'Matemática',
      text: 'Uma torneira enche um tanque em 6 horas; outra enche o mesmo tanque em 3 horas. Abertas ao mesmo tempo, elas enchem o tanque em:',
      options: ['2 horas.', '4 horas e 30 minutos.', '3 horas.', '9 horas.'],
      correct: 'A',
      explanation:
        'Por hora, a primeira enche 1/6 do tanque e a segunda, 1/3. Juntas: 1/6 + 1/3 = 1/2 do tanque por hora, logo o tanque fica cheio em 2 horas.',
    },
  ],
};
