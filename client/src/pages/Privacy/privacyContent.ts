/**
 * The 'Política de Privacidade', in plain pt-BR. Every sentence must stay true
 * of the code: retention periods come from shared TIMINGS and server/src/housekeeping.
 */
export type PrivacySection = { title: string; paragraphs?: string[]; items?: string[] };

export const PRIVACY_INTRO =
  'Esta página explica, em linguagem simples, quais dados o Gabaritei guarda sobre você, por que, por quanto tempo, quem pode vê-los e como exercer os seus direitos da Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018, art. 18).';

export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    title: 'O que guardamos',
    items: [
      'Conta: nome, e-mail, papel (aluno, professor ou administrador), a data de criação e a confirmação do e-mail. A senha é guardada apenas como um resumo criptográfico (argon2), nunca em texto.',
      'Preferência de exibição no ranking: nome completo ou somente iniciais.',
      'Compras: qual simulado, o valor e a data. Não guardamos dados de cartão.',
      'Tentativas: as respostas marcadas durante a prova, o resultado (nota, acertos e tempo) e os relatórios em PDF gerados a partir dele.',
      'Turmas: as turmas em que o seu e-mail foi matriculado por um professor e, para professores, as turmas que criaram.',
      'Mensagens de contato: nome, e-mail, mensagem e o endereço IP de quem enviou.',
      'Sessões de acesso: quando começaram e quando terminam. O cookie de sessão e os links enviados por e-mail são guardados apenas como resumos criptográficos.',
      'No seu navegador, o rascunho das respostas de uma prova em andamento fica guardado por até 7 dias, para não se perder se a conexão cair.',
    ],
  },
  {
    title: 'Por que guardamos',
    items: [
      'Para você entrar na sua conta e fazer os simulados que comprou ou que a sua turma liberou.',
      'Para corrigir as provas, calcular o ranking e gerar os seus relatórios.',
      'Para o professor acompanhar os resultados da turma dele.',
      'Para responder às suas mensagens de contato.',
    ],
  },
  {
    title: 'Por quanto tempo',
    items: [
      'Sessões de acesso valem 30 dias; depois de vencidas, são apagadas automaticamente a cada hora.',
      'Links de confirmação de e-mail valem 24 horas e links de redefinição de senha, 1 hora; são apagados um dia depois de vencidos, na limpeza que roda a cada hora.',
      'Os demais dados ficam enquanto a sua conta existir. Quando você exclui a conta, eles são apagados na hora, como descrito abaixo.',
      'Os registros técnicos (logs) do servidor nunca contêm senhas, cookies, códigos ou links enviados por e-mail.',
    ],
  },
  {
    title: 'Quem vê o quê',
    items: [
      'Ranking público e Modo Projeção: qualquer pessoa vê a posição, a nota e o nome de quem fez a prova oficial — o nome completo ou somente as iniciais (por exemplo, "M. A. S."), conforme a sua escolha em Minha Conta. Você sempre vê a sua própria linha.',
      'Professores: veem o nome completo, o e-mail e os resultados dos alunos das suas turmas, e somente eles.',
      'Administradores: veem as contas (nome, e-mail, papel), os simulados, as compras e as mensagens de contato, para manter a plataforma funcionando.',
      'Não vendemos nem compartilhamos os seus dados com terceiros.',
    ],
  },
  {
    title: 'Como exercer os seus direitos',
    paragraphs: ['Tudo fica na tela Minha Conta, no menu do topo, depois de entrar:'],
    items: [
      'Confirmar e acessar os dados: use "Baixar meus dados", que gera um arquivo JSON com tudo o que guardamos sobre você.',
      'Corrigir: altere o seu nome em "Nome".',
      'Limitar a exposição: escolha "Somente iniciais" em "Exibição no ranking".',
      'Proteger a conta: troque a senha em "Senha"; as suas outras sessões são encerradas.',
      'Excluir: use "Excluir minha conta". Apagamos nome, e-mail, senha, sessões, matrículas, mensagens de contato, tentativas de prática e os relatórios em PDF; as compras ficam só como registro de venda, sem o seu nome; os resultados oficiais ficam nos rankings como "Participante removido", para que a posição de ninguém mude. Você recebe um e-mail de confirmação.',
      'Dúvidas: escreva pela página de Contato.',
    ],
  },
];
