import type { CatalogueSimulado } from './types';

/**
 * A Cebraspe-style paper, items judged Certo or Errado, where each wrong item
 * cancels a right one; Direito items weigh more, as editais often set. Free, always open.
 */
export const cebraspeCertoErrado: CatalogueSimulado = {
  key: 'cebraspe-certo-errado',
  title: 'Simulado estilo Cebraspe — Certo ou Errado',
  subject: 'Conhecimentos Básicos e Específicos',
  description:
    'Itens para julgar como Certo ou Errado, no formato do Cebraspe: cada item errado anula um item certo e o item em branco não conta. Itens de Direito valem peso 2. Gratuito e sempre aberto.',
  priceCents: 0,
  durationMinutes: 30,
  isPracticeOnly: false,
  window: null,
  format: 'CERTO_ERRADO',
  scoring: 'CEBRASPE',
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Na frase "Os candidatos que estudaram foram aprovados", a oração "que estudaram" é restritiva, pois não está isolada por vírgulas.',
      options: [],
      correct: 'C',
      explanation:
        'Sem vírgulas, a oração adjetiva restringe o sentido: só os candidatos que estudaram foram aprovados. Com vírgulas, seria explicativa.',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'A palavra "pôde" leva acento circunflexo para diferenciar-se de "pode", no presente do indicativo, mesmo após o Acordo Ortográfico.',
      options: [],
      correct: 'C',
      explanation:
        'O acento diferencial de "pôde" (pretérito) foi mantido pelo Acordo Ortográfico de 1990, ao contrário do de "pára" e "pêlo".',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'A negação de "Todo candidato estudou" é "Nenhum candidato estudou".',
      options: [],
      correct: 'E',
      explanation:
        'Nega-se "todo" com "algum ... não": a negação correta é "Algum candidato não estudou". "Nenhum" é o contrário, não a negação.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Se a proposição "p → q" é falsa, então p é verdadeira e q é falsa.',
      options: [],
      correct: 'C',
      explanation:
        'A condicional só é falsa quando o antecedente é verdadeiro e o consequente é falso (V → F).',
    },
    {
      subject: 'Direito Constitucional',
      text: 'A casa é asilo inviolável do indivíduo, ninguém nela podendo penetrar sem consentimento do morador, salvo em caso de flagrante delito ou desastre, para prestar socorro, ou, durante o dia, por determinação judicial.',
      options: [],
      correct: 'C',
      weight: 2,
      explanation:
        'Transcrição do art. 5º, XI, da CF/88: a inviolabilidade do domicílio tem essas exceções.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'A Constituição Federal admite a pena de morte em qualquer caso de crime hediondo.',
      options: [],
      correct: 'E',
      weight: 2,
      explanation:
        'O art. 5º, XLVII, "a", só admite pena de morte em caso de guerra declarada, nos termos do art. 84, XIX.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'A autotutela permite à Administração anular seus próprios atos ilegais e revogar os inconvenientes ou inoportunos, respeitados os direitos adquiridos.',
      options: [],
      correct: 'C',
      weight: 2,
      explanation:
        'É o que diz a Súmula 473 do STF, que consagra o princípio da autotutela administrativa.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'O servidor público estável só perde o cargo em virtude de sentença judicial transitada em julgado.',
      options: [],
      correct: 'E',
      weight: 1.5,
      explanation:
        'O art. 41, § 1º, da CF/88 prevê também o processo administrativo com ampla defesa e a avaliação periódica de desempenho.',
    },
    {
      subject: 'Informática',
      text: 'No Windows, o atalho Ctrl + Z desfaz a última ação na maioria dos programas.',
      options: [],
      correct: 'C',
      explanation:
        'Ctrl + Z é o atalho padrão de "Desfazer"; Ctrl + Y costuma refazer a ação desfeita.',
    },
    {
      subject: 'Informática',
      text: 'Um firewall, por si só, impede que o usuário abra anexos de e-mail infectados por vírus.',
      options: [],
      correct: 'E',
      explanation:
        'O firewall filtra o tráfego de rede; anexos maliciosos abertos pelo usuário são assunto do antivírus e da conduta do próprio usuário.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: '<p>Nessa situação, Carla ficará, <strong>necessariamente</strong>, no arquivo.</p>',
      options: [],
      correct: 'C',
      explanation:
        '<p>Bruno ocupa o cartório; como Ana não vai para o arquivo, só lhe resta o protocolo. Sobra o arquivo para Carla, de modo que a distribuição é forçada.</p>',
    },
    {
      subject: 'Raciocínio Lógico',
      text: '<p>Há exatamente duas maneiras distintas de distribuir os analistas entre os setores respeitando as condições apresentadas.</p>',
      options: [],
      correct: 'E',
      explanation:
        '<p>Fixado Bruno no cartório, Ana só pode ir para o protocolo e Carla fica com o arquivo: há uma <em>única</em> distribuição possível, e não duas.</p>',
    },
  ],
  baseTexts: [
    {
      title: 'Texto para os itens 11 e 12',
      html:
        '<p>Em um tribunal, três analistas — Ana, Bruno e Carla — serão distribuídos entre três setores distintos — protocolo, cartório e arquivo —, cada um em exatamente um setor. Sabe-se que Ana não ficará no arquivo e que Bruno ficará no cartório.</p>' +
        '<p>Com base nessa situação hipotética, julgue os itens a seguir.</p>',
      lineNumbers: false,
      first: 11,
      last: 12,
    },
  ],
};
