import type { CatalogueSimulado } from './types';

/** Paid, starts in three days; no duration set, so the default of 90 minutes applies. */
export const policiaFederal: CatalogueSimulado = {
  key: 'policia-federal',
  title: 'Polícia Federal — Agente (Simulado Nacional)',
  subject: 'Área Policial',
  description:
    'Simulado nacional para o cargo de Agente de Polícia Federal, com data marcada e ranking entre todos os participantes. Cobre Língua Portuguesa, Direito Constitucional, Direito Administrativo, Informática e Raciocínio Lógico.',
  priceCents: 3990,
  durationMinutes: null,
  isPracticeOnly: false,
  window: { startInDays: 3, endInDays: 10 },
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a alternativa em que o verbo está flexionado de acordo com a norma-padrão.',
      options: [
        'Se o agente vir ao plantão amanhã, falaremos com ele.',
        'Quando você ver o suspeito, avise a equipe.',
        'Se a equipe manter o ritmo, a operação terminará cedo.',
        'Quando o delegado intervier, a discussão cessará.',
      ],
      correct: 'D',
      explanation:
        '"Intervir" deriva de "vir" e se conjuga como ele: "quando ele vier" → "quando ele intervier". As formas corretas das demais são "vier" (futuro do subjuntivo de vir), "vir" (futuro do subjuntivo de ver) e "mantiver" (de manter, derivado de ter).',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'No período "O delegado ratificou as informações prestadas pela testemunha", o verbo "ratificar" tem o sentido de:',
      options: [
        'corrigir, emendar.',
        'confirmar, validar.',
        'anular, revogar.',
        'adiar, postergar.',
      ],
      correct: 'B',
      explanation:
        '"Ratificar" é confirmar, validar. Não confundir com o parônimo "retificar", que significa corrigir.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'De acordo com o art. 144 da CF/88, NÃO é órgão da segurança pública:',
      options: [
        'a polícia rodoviária federal.',
        'a polícia penal.',
        'o Ministério Público.',
        'o corpo de bombeiros militar.',
      ],
      correct: 'C',
      explanation:
        'O art. 144 lista polícia federal, polícia rodoviária federal, polícia ferroviária federal, polícias civis, polícias militares e corpos de bombeiros militares, e polícias penais federal, estaduais e distrital. O Ministério Público é função essencial à Justiça (arts. 127 a 130-A), embora exerça o controle externo da atividade policial.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'Segundo a CF/88, ninguém será preso senão em flagrante delito ou por ordem escrita e fundamentada de autoridade judiciária competente, salvo nos casos de:',
      options: [
        'transgressão militar ou crime propriamente militar, definidos em lei.',
        'crimes hediondos e equiparados.',
        'prisão para averiguação determinada pelo delegado de polícia.',
        'crimes contra a administração pública.',
      ],
      correct: 'A',
      explanation:
        'É a exceção do art. 5º, LXI, da CF/88. Não existe "prisão para averiguação" no ordenamento; crimes hediondos e crimes contra a administração seguem a regra geral (flagrante ou ordem judicial).',
    },
    {
      subject: 'Direito Administrativo',
      text: 'O atributo do poder de polícia que permite à Administração impor suas medidas ao particular, inclusive com o emprego de força quando necessário, independentemente da concordância dele, é a:',
      options: ['discricionariedade.', 'coercibilidade.', 'delegabilidade.', 'onerosidade.'],
      correct: 'B',
      explanation:
        'Coercibilidade é a imposição coativa das medidas de polícia. Com a discricionariedade e a autoexecutoriedade, forma os atributos clássicos do poder de polícia. Delegabilidade e onerosidade não são atributos dele.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'Segundo o art. 37, § 6º, da CF/88, as pessoas jurídicas de direito público respondem pelos danos que seus agentes, nessa qualidade, causarem a terceiros, com base na responsabilidade:',
      options: [
        'subjetiva, exigindo-se da vítima a prova de culpa do agente.',
        'integral, sem admitir qualquer excludente.',
        'exclusiva do agente causador do dano.',
        'objetiva, assegurado o direito de regresso contra o responsável nos casos de dolo ou culpa.',
      ],
      correct: 'D',
      explanation:
        'A CF/88 adotou a responsabilidade objetiva na modalidade risco administrativo: a vítima prova a conduta, o dano e o nexo causal, sem precisar provar culpa, e o Estado pode cobrar do agente em regresso se houve dolo ou culpa. Por ser risco administrativo (e não integral), admitem-se excludentes como culpa exclusiva da vítima.',
    },
    {
      subject: 'Informática',
      text: 'O protocolo usado pelos navegadores para transferir páginas web de forma cifrada, protegendo dados como senhas durante o tráfego, é o:',
      options: ['HTTP.', 'FTP.', 'HTTPS.', 'SMTP.'],
      correct: 'C',
      explanation:
        'HTTPS é o HTTP sobre TLS, que cifra a comunicação entre navegador e servidor. HTTP trafega em texto claro; FTP transfere arquivos; SMTP envia e-mails.',
    },
    {
      subject: 'Informática',
      text: 'Em segurança da informação, o princípio que garante que a informação seja acessível apenas por pessoas autorizadas é o da:',
      options: ['confidencialidade.', 'integridade.', 'disponibilidade.', 'irretratabilidade.'],
      correct: 'A',
      explanation:
        'Confidencialidade restringe o acesso a quem tem autorização. Integridade garante que a informação não foi alterada indevidamente; disponibilidade, que ela esteja acessível quando necessário; irretratabilidade (não repúdio), que o autor não possa negar a autoria.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Uma equipe tem 5 agentes. De quantas maneiras distintas é possível escolher 2 deles para uma diligência, sem importar a ordem da escolha?',
      options: ['5', '20', '10', '25'],
      correct: 'C',
      explanation:
        'Como a ordem não importa, trata-se de combinação: C(5,2) = 5! ÷ (2! × 3!) = 10. O valor 20 seria o de um arranjo (quando a ordem importa).',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'A proposição "Se o suspeito estava no local, então ele é culpado" é FALSA quando:',
      options: [
        'o suspeito estava no local e é culpado.',
        'o suspeito estava no local e não é culpado.',
        'o suspeito não estava no local e é culpado.',
        'o suspeito não estava no local e não é culpado.',
      ],
      correct: 'B',
      explanation:
        'A condicional p → q só é falsa quando o antecedente é verdadeiro e o consequente é falso (o macete "Vera Fischer é falsa": V → F resulta em F). Em todos os outros casos ela é verdadeira.',
    },
  ],
};
