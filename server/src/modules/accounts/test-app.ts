import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../../app.js';
import { createCapturingSender, type CapturingSender } from '../../lib/sms.js';
import { openRuntime } from '../../runtime.js';
import { ensureState } from '../../test/factories.js';
import { createTestDatabase, deleteStream, newNamespace, testConfig } from '../../test/harness.js';
import { migratedTemplate } from '../../test/pglite-template.js';
import { SESSION_COOKIE } from './session.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Test support for the accounts suites (not a test itself): createTestApp's app, plus a
 * capturing SMS sender, so a test reads the OTP the way a person reads their phone, and a
 * private upload directory, so "nothing was stored" can be checked by listing it.
 */
export interface AccountsTestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  sms: CapturingSender;
  uploadDir: string;
  close(): Promise<void>;
}

export async function createAccountsTestApp(env: Record<string, string> = {}): Promise<AccountsTestContext> {
  const testDb = await createTestDatabase();
  const namespace = newNamespace();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'vh-accounts-'));
  const config = testConfig(testDb.url, namespace, { UPLOAD_DIR: uploadDir, ...env });
  const silent = pino({ level: 'silent' });
  const runtime = await openRuntime(config, silent, { inMemoryDb: true, startFrom: testDb.url ? undefined : await migratedTemplate() });
  const sms = createCapturingSender();
  const app = await buildApp({ config, ...runtime, loggerInstance: silent, sms });
  await app.ready();
  return {
    app,
    db: runtime.database.db,
    config,
    sms,
    uploadDir,
    async close() {
      await app.close();
      await runtime.bus.close();
      await runtime.database.close();
      await testDb.drop();
      if (config.NATS_URL) await deleteStream(config.NATS_URL, namespace);
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 0;
/** A fresh client address per test, so per-IP limits of one test never touch another. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** POST application/x-www-form-urlencoded, as the web app sends the spec's form payloads. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  opts: { ip?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  };
  return app.inject(request);
}

export interface FilePart {
  field: string;
  filename: string;
  type?: string;
  data: Uint8Array;
}

/** A multipart/form-data body, serialised the way a browser's FormData is. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.filename);
  const req = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

export function postMultipart(
  app: FastifyInstance,
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  opts: { ip?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

/** The session cookie a response set, as a request Cookie header. */
export function sessionCookieFrom(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c && c.value ? `${SESSION_COOKIE}=${c.value}` : undefined;
}

/** Step 1 of the sign-up: OTP sent and verified for a phone. */
export async function verifyPhone(t: AccountsTestContext, phone: string, ip = nextIp()) {
  const sent = await postForm(t.app, '/user/check-user-and-sendotp', { phone }, { ip });
  if (sent.statusCode !== 200) throw new Error(`send OTP failed: ${sent.body}`);
  const otp = t.sms.lastCodeTo(phone)!;
  const verified = await postForm(t.app, '/user/verifyotp', { phone, otp }, { ip });
  if (verified.statusCode !== 200) throw new Error(`verify OTP failed: ${verified.body}`);
}

/** Spec §3 'Sign-up payload' as the web app sends it, for a phone and state. */
export function signupFields(phone: string, stateId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    user_added_by: phone,
    first_name: 'Ramesh',
    middle_name: '',
    last_name: 'Patil',
    email: '',
    phone,
    aadhar: '',
    pan: '',
    state: String(stateId),
    pincode: '411001',
    address: 'At post Shirur, Pune',
    ifsc: '',
    bank_name: '',
    branch_name: '',
    account_name: '',
    account_number: '',
    remarks: 'Self Signup',
    is_blocked: 'false',
    allow_attendance_mark: '',
    assigned_states_designations: JSON.stringify([{ state: 'Maharashtra', designations: ['Auction Buyer'] }]),
    user_designation: '49',
    assign_cluster: '',
    is_channel_financed: 'false',
    front_aadhar_file: '',
    back_aadhar_file: '',
    pan_file: '',
    ...overrides,
  };
}

/** A whole self sign-up through the API; returns the generated password. */
export async function signUp(t: AccountsTestContext, phone: string, overrides: Record<string, string> = {}) {
  const state = await ensureState(t.db, 'Maharashtra');
  const ip = nextIp();
  await verifyPhone(t, phone, ip);
  const res = await postForm(t.app, '/subscriptions/auction-signup-user', signupFields(phone, state.id, overrides), { ip });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return { password: res.json().data.password as string, state };
}

export async function login(t: AccountsTestContext, phone: string, password: string) {
  const res = await postForm(t.app, '/login-react', { phone, password }, { ip: nextIp() });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookieFrom(res)!;
}
