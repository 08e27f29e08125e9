/**
 * The server-rendered pages of the authorization server: login, consent, errors. Plain HTML with
 * labelled fields and no script, in Portuguese (default) or English.
 */
export type Lang = 'pt-BR' | 'en';

const text = {
  'pt-BR': {
    loginTitle: 'Entrar na Feira',
    loginFor: (app: string) => `Entre para autorizar o aplicativo “${app}”.`,
    email: 'E-mail',
    password: 'Senha',
    signIn: 'Entrar',
    cancel: 'Cancelar',
    badCredentials: 'E-mail ou senha incorretos.',
    slowed: (s: number) => `Muitas tentativas. Tente de novo em ${s} segundo(s).`,
    locked: (m: number) => `Acesso bloqueado por excesso de tentativas. Tente de novo em ${m} minuto(s).`,
    busy: 'Muitos acessos ao mesmo tempo. Tente de novo em instantes.',
    tooLong: (max: number) => `E-mail ou senha longos demais (senha: no máximo ${max} caracteres).`,
    wrongSeller: 'Este aplicativo pertence a outro vendedor; sua conta não pode autorizá-lo.',
    consentTitle: 'Autorizar acesso',
    consentIntro: (app: string, email: string) =>
      `O aplicativo “${app}” pede acesso à sua conta de vendedor (${email}). Ele poderá:`,
    readAccess: 'Ler os dados da sua conta (catálogo, anúncios, preços, estoque, pedidos)',
    allow: 'Autorizar',
    deny: 'Recusar',
    errorTitle: 'Não foi possível continuar',
    loggedIn: 'Você entrou. Já pode voltar ao painel.',
    language: 'English',
  },
  en: {
    loginTitle: 'Sign in to Feira',
    loginFor: (app: string) => `Sign in to authorize the app “${app}”.`,
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    cancel: 'Cancel',
    badCredentials: 'Wrong e-mail or password.',
    slowed: (s: number) => `Too many attempts. Try again in ${s} second(s).`,
    locked: (m: number) => `Sign-in locked after too many attempts. Try again in ${m} minute(s).`,
    busy: 'Too many sign-ins at once. Try again in a moment.',
    tooLong: (max: number) => `E-mail or password too long (password: at most ${max} characters).`,
    wrongSeller: 'This app belongs to another seller; your account cannot authorize it.',
    consentTitle: 'Authorize access',
    consentIntro: (app: string, email: string) =>
      `The app “${app}” asks for access to your seller account (${email}). It will be able to:`,
    readAccess: 'Read your account’s data (catalog, ads, prices, stock, orders)',
    allow: 'Authorize',
    deny: 'Deny',
    errorTitle: 'Cannot continue',
    loggedIn: 'You are signed in. You can go back to the admin.',
    language: 'Português',
  },
} as const;

export type Texts = (typeof text)[Lang];

export function texts(lang: Lang): Texts {
  return text[lang];
}

/** `?lang=en` wins; otherwise the browser's first preference; Portuguese by default. */
export function pickLang(query: string | undefined, acceptLanguage: string | undefined): Lang {
  const wanted = query ?? acceptLanguage?.split(',')[0]?.trim();
  return wanted?.toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(lang: Lang, title: string, body: string, switchHref?: string): string {
  const other = switchHref
    ? `<p class="switch"><a href="${escapeHtml(switchHref)}" lang="${lang === 'en' ? 'pt-BR' : 'en'}">${text[lang].language}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.ico" sizes="32x32">
<style>
:root{--brand:#087f5b;--brand-dark:#066649;--border:#ced4da;--text:#212529;--dimmed:#495057}
*{box-sizing:border-box}
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0;
min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#f1f3f5;color:var(--text);
line-height:1.55;font-size:1rem}
main{width:100%;max-width:26rem;margin:4rem 1rem 2rem;background:#fff;border:1px solid #dee2e6;border-radius:.5rem;
padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 24px -12px rgba(0,0,0,.12)}
.brand{margin:0 0 1.25rem;font-weight:700;font-size:1.25rem;color:var(--brand);letter-spacing:.01em}
h1{font-size:1.375rem;margin:0 0 .75rem}
p,li{color:var(--dimmed)}
label{display:block;margin-top:1rem;margin-bottom:.25rem;font-weight:600;font-size:.875rem}
input{width:100%;padding:.55rem .75rem;font-size:1rem;border:1px solid var(--border);border-radius:.5rem;
background:#fff;color:var(--text)}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1.5rem}
button{padding:.6rem 1.2rem;font-size:1rem;font-weight:600;border-radius:.5rem;cursor:pointer;
border:1px solid var(--border);background:#fff;color:var(--text)}
button.primary{background:var(--brand);border-color:var(--brand);color:#fff;flex:1}
button.primary:hover{background:var(--brand-dark)}
a{color:var(--brand)}
.switch{margin:1.5rem 0 0;font-size:.875rem}
[role=alert]{background:#fff5f5;border-left:4px solid #c92a2a;border-radius:.25rem;padding:.5rem 1rem;color:#862e2e}
:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand" aria-hidden="true">Feira</p>
<h1>${escapeHtml(title)}</h1>
${body}
${other}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  lang: Lang;
  action: string;
  clientName?: string;
  error?: string;
  email?: string;
  /** Hidden fields (the web login's form token). */
  hidden?: Record<string, string>;
  cancelAction?: string;
  switchHref?: string;
}

export function loginPage(input: LoginPageInput): string {
  const t = text[input.lang];
  const hidden = Object.entries(input.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const body = `${input.clientName ? `<p>${escapeHtml(t.loginFor(input.clientName))}</p>` : ''}
${input.error ? `<p role="alert" id="login-error">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${hidden}
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${
    input.error ? ' aria-describedby="login-error"' : ''
  } autofocus>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions">
<button type="submit" class="primary">${t.signIn}</button>
${input.cancelAction ? `<button type="submit" formaction="${escapeHtml(input.cancelAction)}" formnovalidate>${t.cancel}</button>` : ''}
</div>
</form>`;
  return layout(input.lang, t.loginTitle, body, input.switchHref);
}

export interface ConsentPageInput {
  lang: Lang;
  action: string;
  denyAction: string;
  clientName: string;
  email: string;
  scopes: string[];
  describe(scope: string): string;
  switchHref?: string;
}

export function consentPage(input: ConsentPageInput): string {
  const t = text[input.lang];
  const items = [t.readAccess, ...input.scopes.map((s) => `${input.describe(s)} (${s})`)]
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('\n');
  const body = `<p>${escapeHtml(t.consentIntro(input.clientName, input.email))}</p>
<ul>
${items}
</ul>
<form method="post" action="${escapeHtml(input.action)}">
<div class="actions">
<button type="submit" class="primary">${t.allow}</button>
<button type="submit" formaction="${escapeHtml(input.denyAction)}">${t.deny}</button>
</div>
</form>`;
  return layout(input.lang, t.consentTitle, body, input.switchHref);
}

export function messagePage(lang: Lang, title: string, message: string): string {
  return layout(lang, title, `<p role="alert">${escapeHtml(message)}</p>`);
}

/** oidc-provider's error page (a bad authorization request, an expired interaction…). */
export function renderProviderError(
  out: { error?: string; error_description?: string },
  acceptLanguage: string | undefined,
): string {
  const lang = pickLang(undefined, acceptLanguage);
  const detail = [out.error, out.error_description].filter(Boolean).join(': ');
  return messagePage(lang, text[lang].errorTitle, detail);
}
