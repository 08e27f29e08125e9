import * as oauth from 'openid-client';

/**
 * The OAuth flows over real HTTP as an app and a person do them: openid-client v6 plays the app, and
 * a small cookie-keeping fetch plays the user's browser through the service's login and consent pages.
 */

/** A browser's cookie store, enough for these flows: name, path, expiry. */
export class Browser {
  private readonly baseUrl: string;
  private cookies = new Map<string, { value: string; path: string }>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.baseUrl);
    const cookie = [...this.cookies.entries()]
      .filter(([, c]) => target.pathname.startsWith(c.path))
      .map(([key, c]) => `${key.split('|')[0]}=${c.value}`)
      .join('; ');
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair!.split('=');
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)) < new Date()),
      );
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value: rest.join('='), path });
    }
    return response;
  }

  /** Follows redirects inside the service; stops at the first one leaving it (the app's redirect_uri). */
  async follow(url: string): Promise<Response> {
    let response = await this.request(url);
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, this.baseUrl);
      if (location.origin !== this.baseUrl) return response;
      response = await this.request(location.href);
    }
    return response;
  }

  /** A cookie's value (the first of that name, whatever its path). */
  value(name: string): string | undefined {
    return [...this.cookies.entries()].find(([key]) => key.startsWith(`${name}|`))?.[1].value;
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.startsWith(`${name}|`));
  }
}

/** Where the page's form posts (login, or the consent's approval). */
export function formAction(html: string): string {
  return html.match(/<form method="post" action="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
}

/** The second button's own target (cancel on the login page, deny on the consent page). */
export function otherButtonAction(html: string): string {
  return html.match(/formaction="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** openid-client's view of the service's authorization server, as this app. */
export async function discover(baseUrl: string, clientId: string, clientSecret?: string) {
  return oauth.discovery(
    new URL(`${baseUrl}/oauth`),
    clientId,
    undefined,
    clientSecret ? oauth.ClientSecretBasic(clientSecret) : oauth.None(),
    { execute: [oauth.allowInsecureRequests], algorithm: 'oauth2' },
  );
}

/**
 * A seller's user authorizes the app: authorization request with PKCE, login, consent, and the code
 * exchanged for tokens (access and refresh).
 */
export async function authorizeApp(
  baseUrl: string,
  config: oauth.Configuration,
  input: { redirectUri: string; scope: string; email: string; password: string },
) {
  const verifier = oauth.randomPKCECodeVerifier();
  const url = oauth.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: input.scope,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const browser = new Browser(baseUrl);
  const loginHtml = await (await browser.follow(url.href)).text();
  const loggedIn = await browser.request(
    formAction(loginHtml),
    form({ email: input.email, password: input.password }),
  );
  const consentHtml = await (await browser.follow(loggedIn.headers.get('location')!)).text();
  const approved = await browser.request(formAction(consentHtml), { method: 'POST' });
  const callback = new URL(
    (await browser.follow(approved.headers.get('location')!)).headers.get('location')!,
  );
  return oauth.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
}
