/** The About page's texts, kept apart from its layout so they are easy to find and edit. */

export const VALUES = [
  {
    title: 'Fidelidade à prova',
    text: 'Questões no estilo, no nível e no tempo das bancas reais, para que o simulado meça o que a prova vai cobrar.',
  },
  {
    title: 'Transparência',
    text: 'Gabarito comentado em cada questão e ranking com regras claras: você sabe como sua nota foi calculada.',
  },
  {
    title: 'Acesso para todos',
    text: 'Sempre há simulados gratuitos e o site funciona bem no celular, mesmo com internet lenta.',
  },
  {
    title: 'Respeito ao seu tempo',
    text: 'Correção imediata e relatórios objetivos: menos espera, mais estudo direcionado.',
  },
] as const;

export const MILESTONES = [
  {
    year: '2022',
    title: 'A ideia',
    text: 'Dois professores de cursinho e uma desenvolvedora, cansados de corrigir simulados em papel, montam o primeiro protótipo para as turmas de Brasília.',
  },
  {
    year: '2023',
    title: 'Primeiro ranking ao vivo',
    text: 'O simulado nacional de Direito Constitucional reúne 3 mil candidatos e estreia o ranking atualizado em tempo real.',
  },
  {
    year: '2024',
    title: 'Turmas para professores',
    text: 'Professores passam a criar turmas, liberar simulados para seus alunos e acompanhar o desempenho de cada um.',
  },
  {
    year: '2025',
    title: 'Relatórios de desempenho',
    text: 'Chegam os relatórios em PDF com nota, posição e percentil, prontos para guiar a revisão.',
  },
  {
    year: '2026',
    title: 'Gabaritei para todo o Brasil',
    text: 'Simulados para as principais carreiras federais, estaduais e de tribunais, com um simulado demonstrativo sempre aberto.',
  },
] as const;

export const TEAM = [
  {
    name: 'Helena Prado',
    role: 'Cofundadora e diretora pedagógica',
    bio: 'Professora de Língua Portuguesa há 15 anos, aprovada em dois concursos federais.',
  },
  {
    name: 'Rafael Menezes',
    role: 'Cofundador e coordenador de questões',
    bio: 'Especialista em Direito Administrativo; revisa cada questão antes de ela chegar a você.',
  },
  {
    name: 'Juliana Costa',
    role: 'Cofundadora e líder de tecnologia',
    bio: 'Engenheira de software, cuida para que o simulado não trave no dia da prova.',
  },
  {
    name: 'Marcos Albuquerque',
    role: 'Atendimento ao candidato',
    bio: 'Responde às mensagens da página de contato e ao WhatsApp em até dois dias úteis.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'Fiz um simulado por semana durante quatro meses. Ver minha posição subir no ranking me deu a confiança que faltava.',
    author: 'Camila R.',
    context: 'aprovada no INSS',
  },
  {
    quote:
      'O comentário de cada questão vale mais que a nota: entendi os erros de interpretação que eu repetia.',
    author: 'Diego S.',
    context: 'técnico judiciário',
  },
  {
    quote:
      'Uso com minhas turmas: libero o simulado, acompanho os resultados e sei o que revisar na aula seguinte.',
    author: 'Profa. Luciana M.',
    context: 'cursinho preparatório em Recife',
  },
] as const;
