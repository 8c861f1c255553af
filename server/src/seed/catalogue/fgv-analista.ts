import type { CatalogueSimulado } from './types';

/** An FGV-style paper, five options A–E, free and always open. */
export const fgvAnalista: CatalogueSimulado = {
  key: 'fgv-analista',
  title: 'Simulado estilo FGV — Analista (A a E)',
  subject: 'Conhecimentos Gerais e Específicos',
  description:
    'Prova no formato das bancas FGV, FCC e Vunesp: cinco alternativas, de A a E, e nota pela soma dos acertos. Gratuito e sempre aberto.',
  priceCents: 0,
  durationMinutes: 40,
  isPracticeOnly: false,
  window: null,
  format: 'ABCDE',
  scoring: 'STANDARD',
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a opção em que a vírgula foi empregada corretamente.',
      options: [
        'Os candidatos, estudaram muito para a prova.',
        'O edital, publicado ontem, prevê duas etapas.',
        'Maria e João, foram aprovados no concurso.',
        'A banca divulgou, o gabarito preliminar.',
        'Os recursos serão analisados, pela comissão.',
      ],
      correct: 'B',
      explanation:
        'Em "O edital, publicado ontem, prevê duas etapas" as vírgulas isolam um aposto explicativo. Nas demais opções a vírgula separa indevidamente sujeito e verbo ou verbo e complemento.',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'A palavra "exceção" está grafada corretamente. Assinale a opção que também está correta.',
      options: ['Excessão', 'Previlégio', 'Paralizar', 'Mendingo', 'Beneficente'],
      correct: 'E',
      explanation:
        'A forma correta é "beneficente" (de beneficência). As outras grafias corretas seriam exceção, privilégio, paralisar e mendigo.',
    },
    {
      subject: 'Matemática',
      text: 'Um produto custava R$ 200,00 e teve dois aumentos sucessivos de 10%. Seu novo preço é:',
      options: ['R$ 220,00', 'R$ 240,00', 'R$ 242,00', 'R$ 244,00', 'R$ 250,00'],
      correct: 'C',
      explanation:
        'Aumentos sucessivos se multiplicam: 200 × 1,1 × 1,1 = 200 × 1,21 = 242. Somar 10% + 10% = 20% (R$ 240,00) é o erro clássico.',
    },
    {
      subject: 'Matemática',
      text: 'Em uma turma de 40 alunos, 25% foram aprovados. Quantos alunos NÃO foram aprovados?',
      options: ['30', '10', '15', '25', '35'],
      correct: 'A',
      explanation: '25% de 40 são 10 aprovados; logo, 40 − 10 = 30 alunos não foram aprovados.',
    },
    {
      subject: 'Raciocínio Lógico',
      text: 'Se "todo servidor é assíduo" é verdadeira, qual das afirmações abaixo é necessariamente verdadeira?',
      options: [
        'Todo assíduo é servidor.',
        'Algum servidor não é assíduo.',
        'Nenhum servidor é assíduo.',
        'Quem não é assíduo não é servidor.',
        'Algum assíduo não é servidor.',
      ],
      correct: 'D',
      explanation:
        'A contrapositiva de "se é servidor, é assíduo" é "se não é assíduo, não é servidor", equivalente à original. As demais não decorrem necessariamente dela.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'Segundo a Constituição Federal, são Poderes da União, independentes e harmônicos entre si:',
      options: [
        'o Executivo, o Legislativo e o Ministério Público.',
        'o Legislativo, o Executivo e o Judiciário.',
        'o Judiciário, o Executivo e o Tribunal de Contas.',
        'o Legislativo, o Judiciário e a Defensoria Pública.',
        'o Executivo, o Judiciário e as Forças Armadas.',
      ],
      correct: 'B',
      explanation:
        'Art. 2º da CF/88: "São Poderes da União, independentes e harmônicos entre si, o Legislativo, o Executivo e o Judiciário."',
    },
    {
      subject: 'Direito Administrativo',
      text: 'O princípio da Administração Pública que exige a divulgação dos atos administrativos é o da:',
      options: ['legalidade', 'impessoalidade', 'moralidade', 'publicidade', 'eficiência'],
      correct: 'D',
      explanation:
        'A publicidade (art. 37 da CF/88) exige a divulgação oficial dos atos, para que produzam efeitos e possam ser controlados pela sociedade.',
    },
    {
      subject: 'Direito Administrativo',
      text: 'A forma de provimento de cargo público pela qual o servidor estável retorna ao cargo anteriormente ocupado, após inabilitação em estágio probatório de outro cargo, é a:',
      options: ['reversão', 'reintegração', 'recondução', 'readaptação', 'aproveitamento'],
      correct: 'C',
      explanation:
        'Recondução (Lei 8.112/90, art. 29) é o retorno do servidor estável ao cargo anterior por inabilitação em estágio probatório ou reintegração do anterior ocupante.',
    },
    {
      subject: 'Informática',
      text: 'No Microsoft Excel, a fórmula que soma os valores das células A1 até A10 é:',
      options: ['=SOMA(A1;A10)', '=SOMA(A1:A10)', '=SOMAR(A1-A10)', '=TOTAL(A1:A10)', '=A1+A10'],
      correct: 'B',
      explanation:
        'O intervalo é indicado por dois-pontos (A1:A10). Com ponto e vírgula, =SOMA(A1;A10) somaria só as duas células.',
    },
    {
      subject: 'Informática',
      text: 'Qual protocolo é usado para o envio de mensagens de correio eletrônico?',
      options: ['HTTP', 'FTP', 'SMTP', 'DNS', 'SSH'],
      correct: 'C',
      explanation:
        'SMTP (Simple Mail Transfer Protocol) envia as mensagens; POP3 e IMAP servem para recebê-las. HTTP é da web, FTP transfere arquivos e DNS resolve nomes.',
    },
  ],
};
