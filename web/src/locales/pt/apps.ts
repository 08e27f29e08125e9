export const apps = {
  title: 'Apps e acessos',
  intro:
    'Quem acessa sua loja pela API: as credenciais que você cria para suas integrações e os apps de parceiros que alguém da loja autorizou.',
  clientsTitle: 'Credenciais de integração',
  clientsIntro:
    'Para o seu ERP ou script obter tokens sozinho (OAuth 2.0 client credentials). Cada credencial age só na sua loja, com as permissões que você escolher.',
  clientsEmpty: 'Nenhuma credencial criada. Crie uma para conectar seu ERP ou script à API.',
  newApp: 'Criar credencial',
  newTitle: 'Nova credencial de integração',
  name: 'Nome',
  nameHelp: 'Para você reconhecer depois, por exemplo “ERP Bling”.',
  clientId: 'Client ID',
  scopes: 'Permissões',
  createdAt: 'Criada em',
  secretRotatedAt: 'Segredo trocado em',
  chooseScopesHelp:
    'Dê só o que a integração precisa. Sem nenhuma permissão marcada, ela só consegue ler os dados da loja.',
  apiScopes: 'API de integração (ERP, hub)',
  webScopes: 'Áreas do painel web',
  notGrantable: 'você não tem esta permissão para dar',
  readOnly: 'Somente leitura',
  create: 'Criar',
  secretTitle: 'Guarde o segredo agora',
  secretOnce:
    'Esta é a única vez que o segredo aparece. Copie e guarde em lugar seguro; se perder, troque o segredo.',
  secretLabel: 'Client secret',
  howToUse: (url: string) =>
    `Sua integração pede tokens em ${url} com grant_type=client_credentials, enviando o Client ID e o segredo por HTTP Basic. Cada token vale 1 hora.`,
  copy: 'Copiar',
  copied: 'Copiado',
  done: 'Já guardei',
  rotate: 'Trocar segredo',
  rotateTitle: 'Trocar o segredo',
  rotateConfirm: (name: string) =>
    `Gerar um novo segredo para ${name}? O segredo atual e os tokens obtidos com ele param de funcionar na hora: atualize sua integração com o novo.`,
  revoke: 'Revogar',
  revokeTitle: 'Revogar credencial',
  revokeConfirm: (name: string) =>
    `Revogar ${name}? A integração que usa esta credencial para de funcionar na hora e ela sai da lista. Não dá para desfazer.`,
  partnersTitle: 'Apps parceiros autorizados',
  partnersIntro:
    'ERPs, hubs e outros serviços que alguém da sua loja autorizou, na tela de consentimento, a agir em nome dela.',
  partnersEmpty:
    'Nenhum app parceiro autorizado. Quando alguém da loja autorizar um ERP ou hub, ele aparece aqui.',
  app: 'App',
  authorizedAt: 'Autorizado em',
  lastUsedAt: 'Último uso',
  unknown: 'sem registro',
  authorizedBy: 'Autorizado por',
  revokeAccess: 'Revogar acesso',
  revokeAccessTitle: 'Revogar o acesso do app',
  revokeAccessConfirm: (name: string) =>
    `Revogar o acesso de ${name} à sua loja? Vale na hora: os tokens de acesso e de renovação que ele tem deixam de funcionar. Para voltar a usá-lo, alguém da loja precisará autorizá-lo de novo.`,
  actions: 'Ações',
  actionsFor: (action: string, name: string) => `${action}: ${name}`,
  forbidden: 'Só administradores da loja podem mudar apps e acessos.',
};
