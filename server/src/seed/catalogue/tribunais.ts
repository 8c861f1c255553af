import type { CatalogueSimulado } from './types';

/** Paid (R$ 29,90) and running now. */
export const tribunais: CatalogueSimulado = {
  key: 'tribunais',
  title: 'Técnico Judiciário — Tribunais',
  subject: 'Área Judiciária',
  description:
    'Doze questões no estilo das provas de Técnico Judiciário dos tribunais regionais e federais: Língua Portuguesa, Direito Constitucional, Direito Administrativo e Raciocínio Lógico, todas com comentário do gabarito.',
  priceCents: 2990,
  durationMinutes: 120,
  isPracticeOnly: false,
  window: { startInDays: -1, endInDays: 14 },
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a alternativa correta quanto à regência verbal, segundo a norma-padrão.',
      options: [
        'Prefiro estudar de manhã do que à noite.',
        'Assisti ao julgamento pela transmissão oficial do tribunal.',
        'O servidor visava o cargo de analista havia anos.',
        'Obedeça o regimento interno do tribunal.',
      ],
      correct: 'B',
      explanation:
        '"Assistir", no sentido de ver, presenciar, é transitivo indireto e exige a preposição "a": "assisti ao julgamento". "Preferir" não admite "do que" (prefere-se algo a outra coisa); "visar" no sentido de almejar pede "a" ("visava ao cargo"); "obedecer" também pede "a" ("obedeça ao regimento").',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a alternativa em que a vírgula está empregada corretamente.',
      options: [
        'Os servidores do tribunal, receberam a nova portaria.',
        'Chegaram, os autos do processo ao gabinete.',
        'O juiz, que presidia a sessão, suspendeu a audiência.',
        'A petição foi protocolada ontem, e, analisada hoje.',
      ],
      correct: 'C',
      explanation:
        'A oração adjetiva explicativa "que presidia a sessão" deve vir entre vírgulas. Nas demais, a vírgula separa indevidamente o sujeito do verbo (A), o verbo do sujeito posposto (B) ou isola sem motivo um termo coordenado (D).',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'De acordo com a norma-padrão, assinale a frase com colocação pronominal correta.',
      options: [
        'Não encontraram-se irregularidades no processo.',
        'Me informaram sobre a audiência de amanhã.',
        'Quando apresentou-se o recurso, o prazo já vencera.',
        'Ninguém se manifestou durante a sessão.',
      ],
      correct: 'D',
      explanation:
        'Palavras de sentido negativo ("ninguém", "não") e conjunções subordinativas ("quando") atraem o pronome átono para antes do verbo (próclise): "ninguém se manifestou", "não se encontraram", "quando se apresentou". A norma-padrão não inicia frase com pronome oblíquo átono: "Informaram-me".',
    },
    {
      subject: 'Direito Constitucional',
      text: 'Segundo a Constituição Federal de 1988, são Poderes da União, independentes e harmônicos entre si:',
      options: [
        'o Legislativo, o Executivo e o Judiciário.',
        'o Legislativo, o Executivo, o Judiciário e o Ministério Público.',
        'o Executivo, o Judiciário e o Tribunal de Contas da União.',
        'o Legislativo, o Executivo e a Defensoria Pública.',
      ],
      correct: 'A',
      explanation:
        'É o texto do art. 2º da CF/88. Ministério Público e Defensoria Pública são funções essenciais à Justiça, e o Tribunal de Contas da União é órgão que auxilia o Congresso Nacional no controle externo; nenhum deles é Poder.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'O remédio constitucional cabível para assegurar o conhecimento de informações relativas à pessoa do impetrante, constantes de registros ou bancos de dados de entidades governamentais ou de caráter público, é o:',
      options: ['mandado de segurança.', 'habeas corpus.', 'habeas data.', 'mandado de injunção.'],
      correct: 'C',
      explanation:
        'É a hipótese do habeas data (art. 5º, LXXII, "a", da CF/88), que também serve para retificar esses dados. Habeas corpus protege a liberdade de locomoção; mandado de injunção supre a falta de norma regulamentadora; mandado de segurança protege direito líquido e certo não amparado pelos outros remédios.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'De acordo com a CF/88, a casa é asilo inviolável do indivíduo, ninguém nela podendo penetrar sem consentimento do morador, SALVO:',
      options: [
        'em qualquer horário, mediante ordem da autoridade policial.',
        'em caso de flagrante delito ou desastre, para prestar socorro, ou, durante o dia, por determinação judicial.',
        'por determinação judicial, a qualquer hora do dia ou da noite.',
        'apenas em caso de flagrante delito, e somente durante o dia.',
      ],
      correct: 'B',
      explanation:
        'Art. 5º, XI, da CF/88: flagrante delito, desastre e prestação de socorro autorizam a entrada a qualquer hora; a ordem judicial só pode ser cumprida durante o dia. Ordem apenas policial não basta.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'São princípios expressos no caput do art. 37 da CF/88, aplicáveis à administração pública direta e indireta:',
      options: [
        'legalidade, razoabilidade, moralidade, publicidade e eficiência.',
        'legalidade, impessoalidade, proporcionalidade, publicidade e supremacia do interesse público.',
        'legalidade, finalidade, moralidade, motivação e eficiência.',
        'legalidade, impessoalidade, moralidade, publicidade e eficiência.',
      ],
      correct: 'D',
      explanation:
        'O caput do art. 37 enumera legalidade, impessoalidade, moralidade, publicidade e eficiência (o "LIMPE"; a eficiência entrou com a EC 19/1998). Razoabilidade, proporcionalidade, finalidade, motivação e supremacia do interesse público são princípios reconhecidos pela doutrina e por leis, mas não estão nesse dispositivo.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'O atributo do ato administrativo que permite à Administração executá-lo diretamente, por seus próprios meios, sem necessidade de prévia autorização do Poder Judiciário, denomina-se:',
      options: [
        'presunção de legitimidade.',
        'autoexecutoriedade.',
        'tipicidade.',
        'imperatividade.',
      ],
      correct: 'B',
      explanation:
        'Autoexecutoriedade é a execução direta pela própria Administração (por exemplo, a interdição de estabelecimento irregular). Imperatividade é impor obrigações independentemente da concordância do particular; presunção de legitimidade faz o ato valer até prova em contrário; tipicidade é a correspondência do ato a uma figura definida em lei.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'Nos termos da Lei nº 8.112/1990, a investidura em cargo público ocorre com:',
      options: ['a nomeação.', 'o exercício.', 'a posse.', 'a homologação do concurso.'],
      correct: 'C',
      explanation:
        'Art. 7º da Lei nº 8.112/1990: "A investidura em cargo público ocorrerá com a posse." A nomeação é a forma de provimento; o exercício é o efetivo desempenho das atribuições, que começa depois da posse.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'A negação da proposição "Todo servidor é pontual" é:',
      options: [
        'Algum servidor não é pontual.',
        'Nenhum servidor é pontual.',
        'Todo servidor é impontual.',
        'Algum servidor é pontual.',
      ],
      correct: 'A',
      explanation:
        'Para negar "todo A é B" basta um contraexemplo: "algum A não é B". "Nenhum servidor é pontual" e "todo servidor é impontual" são afirmações mais fortes (contrárias), não a negação.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Considere a proposição "Se chove, então o chão fica molhado". Uma proposição logicamente equivalente a ela é:',
      options: [
        'Se o chão fica molhado, então chove.',
        'Se não chove, então o chão não fica molhado.',
        'Se o chão não fica molhado, então não chove.',
        'Chove e o chão não fica molhado.',
      ],
      correct: 'C',
      explanation:
        'A contrapositiva (¬q → ¬p) é equivalente à condicional p → q. A recíproca (A) e a inversa (B) não são equivalentes; "chove e o chão não fica molhado" (D) é justamente a negação da proposição.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Na sequência 2, 6, 12, 20, 30, ..., o próximo termo é:',
      options: ['36', '40', '44', '42'],
      correct: 'D',
      explanation:
        'As diferenças entre termos consecutivos são 4, 6, 8, 10, ...; a próxima é 12, e 30 + 12 = 42. Outra leitura: os termos são n × (n + 1) — 1×2, 2×3, 3×4, 4×5, 5×6 — e o sexto é 6 × 7 = 42.',
    },
  ],
};
