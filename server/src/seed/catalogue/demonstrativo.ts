import type { CatalogueSimulado } from './types';

/** Free and always open, without dates: the landing page's free practice test. */
export const demonstrativo: CatalogueSimulado = {
  key: 'demonstrativo',
  title: 'Simulado Demonstrativo — Sempre Aberto',
  subject: 'Conhecimentos Gerais',
  description:
    'Experimente o Gabaritei sem custo: oito questões rápidas de Português, Matemática, Informática, Direito Constitucional e Conhecimentos Gerais, com correção imediata, comentário do gabarito e ranking.',
  priceCents: 0,
  durationMinutes: 30,
  isPracticeOnly: false,
  window: null,
  questions: [
    {
      subject: 'Língua Portuguesa',
      text: 'Assinale a alternativa em que o "porquê" está empregado corretamente.',
      options: [
        'Não sei porque a prova foi adiada.',
        'Ninguém explicou o porquê da mudança de local.',
        'Por quê você não se inscreveu no concurso?',
        'Estudei muito, por que queria muito a vaga.',
      ],
      correct: 'B',
      explanation:
        '"Porquê", junto e com acento, é substantivo (vem com artigo: "o porquê") e significa "o motivo". Nas demais, o correto seria "por que" em perguntas diretas e indiretas (A e C) e "porque" como conjunção explicativa ou causal (D).',
    },
    {
      subject: 'Língua Portuguesa',
      text: 'No período "Os candidatos estavam ansiosos; todavia, mantiveram a calma", a palavra "todavia" pode ser substituída, sem alteração de sentido, por:',
      options: ['portanto.', 'porque.', 'contudo.', 'logo.'],
      correct: 'C',
      explanation:
        '"Todavia" é conjunção adversativa, assim como "contudo", "porém", "entretanto" e "no entanto". "Portanto" e "logo" são conclusivas; "porque" é explicativa ou causal.',
    },
    {
      subject: 'Matemática',
      text: 'Um simulado tem 40 questões, e um candidato acertou 70% delas. Quantas questões ele errou ou deixou em branco?',
      options: ['12', '28', '30', '10'],
      correct: 'A',
      explanation:
        'Ele acertou 0,70 × 40 = 28 questões; as outras 40 − 28 = 12 (ou seja, 30% de 40) foram erradas ou deixadas em branco.',
    },
    {
      subject: 'Matemática',
      text: 'Se 3 cadernos iguais custam R$ 27,00, quanto custam 5 desses cadernos?',
      options: ['R$ 40,00', 'R$ 42,00', 'R$ 54,00', 'R$ 45,00'],
      correct: 'D',
      explanation:
        'Cada caderno custa 27 ÷ 3 = R$ 9,00; logo, 5 cadernos custam 5 × 9 = R$ 45,00 (regra de três simples, grandezas diretamente proporcionais).',
    },
    {
      subject: 'Informática',
      text: 'Qual das senhas a seguir é a mais segura?',
      options: ['maria1990', 'T3rra#Azul!Casa9', '12345678', 'senha123'],
      correct: 'B',
      explanation:
        'Senhas fortes são longas e misturam letras maiúsculas e minúsculas, números e símbolos, sem dados pessoais (como nome e ano de nascimento) nem sequências óbvias.',
    },
    {
      subject: 'Informática',
      text: 'A extensão de arquivo ".pdf" está associada a:',
      options: [
        'documentos em formato portátil, que mantêm a aparência em qualquer dispositivo.',
        'planilhas eletrônicas.',
        'arquivos de áudio compactado.',
        'programas executáveis.',
      ],
      correct: 'A',
      explanation:
        'PDF significa Portable Document Format: o documento é exibido da mesma forma em qualquer sistema. Planilhas costumam usar .xlsx ou .ods; áudio, .mp3; executáveis no Windows, .exe.',
    },
    {
      subject: 'Direito Constitucional',
      text: 'Segundo a CF/88, o alistamento eleitoral e o voto são obrigatórios para os maiores de dezoito anos e facultativos para:',
      options: [
        'os servidores públicos e os militares.',
        'os maiores de sessenta anos e os residentes no exterior.',
        'os analfabetos, os maiores de setenta anos e os maiores de dezesseis e menores de dezoito anos.',
        'apenas os analfabetos.',
      ],
      correct: 'C',
      explanation:
        'É o que diz o art. 14, § 1º, II, da CF/88. Os conscritos, durante o serviço militar obrigatório, e os estrangeiros não podem se alistar como eleitores (art. 14, § 2º).',
    },
    {
      subject: 'Conhecimentos Gerais',
      text: 'A capital do Brasil foi transferida do Rio de Janeiro para Brasília no ano de:',
      options: ['1950.', '1964.', '1970.', '1960.'],
      correct: 'D',
      explanation:
        'Brasília foi inaugurada em 21 de abril de 1960, no governo de Juscelino Kubitschek, cumprindo a previsão de interiorizar a capital que já constava da Constituição de 1891.',
    },
  ],
};
