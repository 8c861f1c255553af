import type { CatalogueSimulado } from './types';

/** Free and running now: the first simulado a new student sees. */
export const conhecimentosBasicos: CatalogueSimulado = {
  key: 'conhecimentos-basicos',
  title: 'Simulado Gratuito — Conhecimentos Básicos',
  subject: 'Conhecimentos Básicos',
  description:
    'Simulado gratuito com questões de Língua Portuguesa, Matemática, Informática e Conhecimentos Gerais no nível dos concursos de nível médio. Ideal para medir sua base antes de começar a estudar por edital.',
  priceCents: 0,
  durationMinutes: 60,
  isPracticeOnly: false,
  window: { startInDays: -1, endInDays: 7 },
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a alternativa em que o acento indicativo de crase está empregado corretamente.',
      options: [
        'Os candidatos chegaram à tempo para a prova.',
        'O servidor entregou o requerimento à diretora da escola.',
        'O novo edital terá validade à partir de segunda-feira.',
        'Refiro-me à pessoas que estudam todos os dias.',
      ],
      correct: 'B',
      explanation:
        'Há crase em "à diretora" porque o verbo "entregar" pede a preposição "a" (entregar algo a alguém) e o substantivo feminino "diretora" admite o artigo "a". Em "a tempo" e "a partir de" não há artigo; em "a pessoas", o "a" no singular diante de palavra no plural é apenas preposição.',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a frase que está correta quanto à concordância verbal, segundo a norma-padrão.',
      options: [
        'Haviam muitos candidatos na fila de inscrição.',
        'Fazem dois anos que estudo para concursos.',
        'Existem várias formas de resolver a questão.',
        'Vende-se apostilas usadas em bom estado.',
      ],
      correct: 'C',
      explanation:
        '"Existir" é verbo pessoal e concorda com o sujeito "várias formas". "Haver" no sentido de existir e "fazer" indicando tempo decorrido são impessoais e ficam no singular ("Havia", "Faz"). Em "Vendem-se apostilas", a voz passiva sintética exige o verbo no plural, concordando com o sujeito "apostilas".',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'Na frase "O candidato, embora cansado, concluiu a prova dentro do tempo", a conjunção "embora" estabelece relação de:',
      options: ['causa.', 'condição.', 'consequência.', 'concessão.'],
      correct: 'D',
      explanation:
        '"Embora" é conjunção concessiva: introduz um fato (o cansaço) que poderia impedir o outro (concluir a prova), mas não impede. Equivale a "ainda que", "mesmo que", "se bem que".',
    },
    {
      subject: 'Matemática',
      text: 'Um produto que custava R$ 80,00 teve aumento de 25% e, em seguida, desconto de 20% sobre o novo preço. O preço final do produto é:',
      options: ['R$ 80,00', 'R$ 76,00', 'R$ 84,00', 'R$ 85,00'],
      correct: 'A',
      explanation:
        'Após o aumento: 80 × 1,25 = 100. Após o desconto: 100 × 0,80 = 80. Aumentos e descontos sucessivos se multiplicam (1,25 × 0,80 = 1), por isso o preço volta a R$ 80,00 — não basta somar +25% e −20%.',
    },
    {
      subject: 'Matemática',
      text: 'Se 6 servidores analisam 90 processos em 5 dias, quantos processos 8 servidores analisam em 3 dias, mantido o mesmo ritmo de trabalho?',
      options: ['54', '64', '72', '80'],
      correct: 'C',
      explanation:
        'Cada servidor analisa 90 ÷ (6 × 5) = 3 processos por dia. Logo, 8 servidores em 3 dias analisam 8 × 3 × 3 = 72 processos (regra de três composta, grandezas diretamente proporcionais).',
    },
    {
      subject: 'Matemática',
      text: 'A média aritmética de cinco números é 14. Retirando-se o número 22 do conjunto, a média aritmética dos quatro números restantes passa a ser:',
      options: ['11', '13', '14', '12'],
      correct: 'D',
      explanation:
        'A soma dos cinco números é 5 × 14 = 70. Sem o 22, a soma passa a 48, e a nova média é 48 ÷ 4 = 12.',
    },
    {
      subject: 'Informática',
      text: 'Em uma planilha do Microsoft Excel em português, as células A1, A2 e A3 contêm, respectivamente, 4, 6 e 11. A fórmula =MÉDIA(A1:A3) retorna:',
      options: ['7', '6', '21', '11'],
      correct: 'A',
      explanation:
        'A função MÉDIA soma os valores do intervalo (4 + 6 + 11 = 21) e divide pela quantidade de valores (3): 21 ÷ 3 = 7. O resultado 21 seria o da função SOMA.',
    },
    {
      subject: 'Informática',
      text: 'Um servidor recebe um e-mail que imita a identidade visual de seu banco e pede que ele clique em um link para "atualizar o cadastro", informando a senha. Essa tentativa de fraude é chamada de:',
      options: ['ransomware.', 'phishing.', 'worm.', 'keylogger.'],
      correct: 'B',
      explanation:
        'Phishing é a fraude que se passa por instituição confiável para obter dados da vítima. Ransomware cifra os dados e exige resgate; worm se propaga sozinho pela rede; keylogger é um programa que registra o que é digitado.',
    },
    {
      subject: 'Conhecimentos Gerais',
      text: 'A Constituição da República Federativa do Brasil atualmente em vigor foi promulgada em:',
      options: ['1988.', '1946.', '1967.', '1991.'],
      correct: 'A',
      explanation:
        'A Constituição vigente foi promulgada em 5 de outubro de 1988, ao fim da redemocratização, e ficou conhecida como "Constituição Cidadã". As de 1946 e 1967 são anteriores; em 1991 não houve nova Constituição.',
    },
    {
      subject: 'Conhecimentos Gerais',
      text: 'Qual é o maior bioma brasileiro em extensão territorial?',
      options: ['Cerrado.', 'Mata Atlântica.', 'Caatinga.', 'Amazônia.'],
      correct: 'D',
      explanation:
        'A Amazônia ocupa cerca de 49% do território nacional, segundo o IBGE. O Cerrado é o segundo maior bioma (cerca de 24%); a Caatinga é o único bioma exclusivamente brasileiro.',
    },
  ],
};
