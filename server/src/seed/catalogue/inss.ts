import type { CatalogueSimulado } from './types';

/** Finished two days ago: open only in practice mode, with rankings and reports ready. */
export const inss: CatalogueSimulado = {
  key: 'inss',
  title: 'INSS — Técnico do Seguro Social',
  subject: 'Seguro Social',
  description:
    'Simulado encerrado para o cargo de Técnico do Seguro Social, com Língua Portuguesa, Direito Constitucional, Direito Administrativo, Informática e Raciocínio Lógico. Refaça em modo prática e compare seu desempenho no ranking.',
  priceCents: 0,
  durationMinutes: 90,
  isPracticeOnly: false,
  window: { startInDays: -9, endInDays: -2 },
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a alternativa em que todas as palavras estão grafadas de acordo com o Acordo Ortográfico vigente.',
      options: [
        'idéia, vôo, heróico, enjôo',
        'ideia, vôo, heróico, enjoo',
        'ideia, voo, heroico, enjoo',
        'idéia, voo, heroico, enjôo',
      ],
      correct: 'C',
      explanation:
        'O Acordo Ortográfico aboliu o acento dos ditongos abertos "ei" e "oi" em paroxítonas ("ideia", "heroico") e o circunflexo do hiato "oo" ("voo", "enjoo").',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'Em qual alternativa o termo entre aspas exprime circunstância de tempo?',
      options: [
        '"Com atenção", o atendente analisou o pedido.',
        'O segurado compareceu à agência "na segunda-feira".',
        'O benefício foi negado "por falta de documentos".',
        'O processo seguiu "para a perícia médica".',
      ],
      correct: 'B',
      explanation:
        '"Na segunda-feira" é adjunto adverbial de tempo. "Com atenção" indica modo; "por falta de documentos", causa; "para a perícia médica", lugar (direção).',
    },
    {
      subject: 'Direito Constitucional',
      text: 'Segundo o art. 6º da CF/88, NÃO figura entre os direitos sociais expressamente previstos:',
      options: ['a educação.', 'a moradia.', 'a previdência social.', 'a propriedade.'],
      correct: 'D',
      explanation:
        'O art. 6º lista educação, saúde, alimentação, trabalho, moradia, transporte, lazer, segurança, previdência social, proteção à maternidade e à infância e assistência aos desamparados. A propriedade é direito individual, garantido no art. 5º.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'Conforme a CF/88, a seguridade social compreende um conjunto integrado de ações de iniciativa dos Poderes Públicos e da sociedade destinadas a assegurar os direitos relativos:',
      options: [
        'à saúde, à previdência e à assistência social.',
        'à saúde, à educação e à previdência social.',
        'à previdência, à assistência social e ao trabalho.',
        'à saúde, à moradia e à assistência social.',
      ],
      correct: 'A',
      explanation:
        'É o tripé da seguridade social do art. 194 da CF/88: saúde (direito de todos), previdência social (contributiva) e assistência social (a quem dela necessitar, independentemente de contribuição).',
    },
    {
      subject: 'Direito Administrativo',
      text: 'O poder administrativo que permite à Administração apurar infrações e aplicar penalidades a servidores sujeitos à disciplina interna é o poder:',
      options: ['regulamentar.', 'de polícia.', 'disciplinar.', 'normativo.'],
      correct: 'C',
      explanation:
        'O poder disciplinar alcança quem tem vínculo especial com a Administração (servidores, contratados). O poder de polícia limita direitos de particulares em geral; o poder regulamentar (ou normativo) serve para editar atos gerais que permitem a fiel execução das leis.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'Segundo a Lei nº 8.112/1990, NÃO é penalidade disciplinar aplicável ao servidor público federal:',
      options: ['a advertência.', 'a suspensão.', 'a demissão.', 'a exoneração.'],
      correct: 'D',
      explanation:
        'O art. 127 prevê advertência, suspensão, demissão, cassação de aposentadoria ou disponibilidade, destituição de cargo em comissão e destituição de função comissionada. A exoneração não tem caráter punitivo: ocorre a pedido do servidor ou de ofício (por exemplo, quando ele não é aprovado no estágio probatório).',
    },
    {
      subject: 'Informática',
      text: 'No Windows, o atalho de teclado Ctrl + Z é usado, em geral, para:',
      options: [
        'refazer a última ação desfeita.',
        'desfazer a última ação.',
        'recortar o item selecionado.',
        'selecionar todo o conteúdo.',
      ],
      correct: 'B',
      explanation:
        'Ctrl + Z desfaz a última ação. Refazer costuma ser Ctrl + Y; recortar, Ctrl + X; selecionar tudo, Ctrl + A.',
    },
    {
      subject: 'Informática',
      text: 'Sobre o modo de navegação anônima (ou privativa) dos navegadores, é correto afirmar que ele:',
      options: [
        'não guarda no computador o histórico e os cookies da sessão depois que a janela é fechada.',
        'impede que o provedor de internet saiba quais sites foram acessados.',
        'protege o computador contra vírus e outros programas maliciosos.',
        'torna o usuário anônimo para os sites visitados.',
      ],
      correct: 'A',
      explanation:
        'A navegação privativa só evita rastros locais: histórico, cookies e dados de formulários são descartados ao fechar a janela. O provedor, a rede da empresa e os próprios sites continuam vendo os acessos, e não há proteção adicional contra malware.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Em uma agência, 60% dos atendimentos são pedidos de aposentadoria e, destes, 25% são pedidos de revisão. Que percentual do total de atendimentos corresponde a pedidos de revisão de aposentadoria?',
      options: ['10%', '25%', '15%', '35%'],
      correct: 'C',
      explanation:
        'Porcentagem de porcentagem se multiplica: 25% de 60% = 0,25 × 0,60 = 0,15, ou seja, 15% do total.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Ana, Bruno e Caio têm profissões distintas: um é médico, outro é advogado e outro é professor. Sabe-se que Ana não é médica e que Bruno é advogado. Conclui-se que:',
      options: [
        'Caio é professor.',
        'Caio é advogado.',
        'Ana é advogada.',
        'Ana é professora e Caio é médico.',
      ],
      correct: 'D',
      explanation:
        'Como Bruno é o advogado, restam médico e professor para Ana e Caio. Ana não é médica, logo é professora, e Caio é o médico.',
    },
  ],
};
