/** Load-test fixtures over HTTP, as the k6 scripts' setup() makes them: admin sign-in, then the fixtures endpoint. */

export interface Fixtures {
  auction_id: number;
  lot_ids: number[];
  session_tokens: string[];
  user_ids: number[];
  phones: string[];
}

export interface FixtureRequest {
  buyers: number;
  lots: number;
  minutes?: number;
  start_price?: number;
  increment?: number;
  password?: string;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'loadtest' };

export function sessionFrom(setCookie: string | string[] | null | undefined): string | null {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const c of all) {
    const m = /(?:^|[;,]\s*)vh_session=([^;]+)/.exec(c);
    if (m) return m[1]!;
  }
  return null;
}

/** Signs in as the admin (default: the seeded 9000000001) and returns the session cookie header. */
export async function adminCookie(
  baseUrl: string,
  phone = process.env.ADMIN_PHONE ?? '9000000001',
  password = process.env.ADMIN_PASSWORD ?? 'Admin@1234',
) {
  const res = await fetch(`${baseUrl}/login-react`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ phone, password }) });
  const token = sessionFrom(res.headers.getSetCookie());
  if (res.status !== 200 || !token) throw new Error(`admin sign-in as ${phone} failed: ${res.status} ${await res.text()}`);
  return `vh_session=${token}`;
}

export async function createFixtures(baseUrl: string, body: FixtureRequest, cookie?: string): Promise<Fixtures> {
  const res = await fetch(`${baseUrl}/admin/loadtest/fixtures`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: cookie ?? (await adminCookie(baseUrl)) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  });
  const text = await res.text();
  if (res.status === 404)
    throw new Error(`${baseUrl} has no fixtures endpoint: start it with LOADTEST_FIXTURES=true (never in production)`);
  if (res.status !== 200) throw new Error(`fixtures failed: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: Fixtures }).data;
}
