/**
 * Wellnest as a real server process, for the scale-out test: `node --import tsx
 * src/server/main.ts` with its own environment and port, as a deployment runs each replica. Its
 * output is kept (and printed when it fails to start) so a failing run says why.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface AppProcess {
  name: string;
  url: string;
  pid: number;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGKILL: the process dies mid-whatever, as a crashed machine would. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

/** A port nobody listens on right now (the process binds it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

export async function startAppProcess(
  name: string,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const chunks: Buffer[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before it was ready:\n${output()}`);
    const ready = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready in time:\n${output()}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    name,
    url,
    pid: child.pid ?? 0,
    output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(force);
    },
  };
}

/** The session cookie pair(s) a sign-in response sets, ready for a Cookie header. */
export function sessionCookieOf(response: Response): string {
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const cookie = cookies.filter((pair) => pair.includes('session_token')).join('; ');
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie;
}

/**
 * Registers, verifies (through the development outbox, which every process of one database
 * shares) and signs in over HTTP, as a person would; returns the user's id and session cookie.
 */
export async function signUpOverHttp(
  signUpOn: string,
  verifyOn: string,
  origin: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ id: string; cookie: string }> {
  const send = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/json', ...headers, ...init.headers },
    });
  const signUp = await send(signUpOn, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      first_name: 'Scale',
      last_name: 'Out',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  const outbox = (await (await send(verifyOn, '/api/dev/outbox')).json()) as {
    to: string;
    links: string[];
  }[];
  const link = outbox
    .find((message) => message.to === email)
    ?.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error('no verification email in the outbox');
  const verify = await send(verifyOn, new URL(link).pathname + new URL(link).search);
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  const signIn = await send(signUpOn, '/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = sessionCookieOf(signIn);
  const session = (await (
    await send(verifyOn, '/api/auth/get-session', { headers: { cookie } })
  ).json()) as {
    user: { id: string };
  };
  return { id: session.user.id, cookie };
}
