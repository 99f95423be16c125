import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { ImapConfig, SmtpConfig } from '../src/config.js';

/**
 * Real mail servers on loopback for the mail tests (ARCHITECTURE "machine facts"):
 * - Debian's dovecot (IMAP + LMTP) run unprivileged from a generated configuration in a temp
 *   directory (as root: as the `mail` user, which then owns the mail; otherwise as the current
 *   user), on random free ports;
 * - an `smtp-server` relay in front of it that hands every accepted message to dovecot over
 *   LMTP, so nodemailer -> SMTP -> LMTP -> IMAP is a real round trip.
 * Both can be stopped and started again on the same ports (outage tests). Start them once per
 * test file: dovecot starts in well under a second. Free of server code, so the Playwright
 * specs use it too (mail-test-app.ts runs the app against it in vitest).
 */

export const DOVECOT_BINARY = '/usr/sbin/dovecot';

export interface MailUser {
  address: string;
  password: string;
}

export const MAIL_USERS = {
  foundation: { address: 'skrzynka@fundacja.test', password: 'haslo-skrzynki-1' },
  adopter: { address: 'adoptujacy@example.test', password: 'haslo-adoptujacego-2' },
} as const satisfies Record<string, MailUser>;

export const RELAY_AUTH = { user: 'relay-user', password: 'relay-haslo' };

export interface ReceivedMail {
  uid: number;
  seen: boolean;
  parsed: ParsedMail;
  source: Buffer;
}

export interface MailServers {
  imapPort: number;
  lmtpPort: number;
  smtpPort: number;
  /** Messages the relay accepted (handed to dovecot). */
  readonly relayed: number;
  smtpConfig(): SmtpConfig;
  imapConfig(user?: MailUser): ImapConfig;
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  stopImap(): Promise<void>;
  startImap(): Promise<void>;
  /** Every message of a user's INBOX, parsed. */
  readMailbox(user: MailUser): Promise<ReceivedMail[]>;
  /** Polls the mailbox until `until` holds (default: at least one message). */
  waitForMail(user: MailUser, until?: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Puts raw messages straight into a user's Maildir (dovecot indexes them at the next SELECT):
   * thousands of messages in a fraction of the time IMAP APPEND or LMTP would take.
   */
  seedMaildir(user: MailUser, messages: { raw: string; seen?: boolean }[]): Promise<void>;
  /** Delivers a raw or composed message through the relay, as any sender on the Internet would. */
  deliver(message: SendMailOptions): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await portOpen(port)) return;
    if (!isAlive()) throw new Error(`dovecot exited before listening on ${port}`);
    if (Date.now() > deadline) throw new Error(`port ${port} did not open in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function dovecotConfig(dir: string, user: string, imapPort: number, lmtpPort: number): string {
  // Blocks must span several lines (dovecot's parser); no chroot and no privileged ports.
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = pets-test-${path.basename(dir)}
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${user}
default_internal_group = ${user === 'mail' ? 'mail' : user}
default_login_user = ${user}
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:~/Maildir
mail_uid = ${user}
mail_gid = ${user === 'mail' ? 'mail' : user}
lmtp_save_to_detail_mailbox = no
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${user} gid=${user === 'mail' ? 'mail' : user} home=${dir}/mail/%d/%n
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${lmtpPort}
  }
}
`;
}

export function dovecotAvailable(): boolean {
  return fs.existsSync(DOVECOT_BINARY);
}

export async function startMailServers(): Promise<MailServers> {
  if (!dovecotAvailable()) {
    throw new Error(`${DOVECOT_BINARY} is missing: run scripts/ensure-system-deps.sh (Debian packages dovecot-imapd dovecot-lmtpd)`);
  }
  const asRoot = process.getuid?.() === 0;
  const runUser = asRoot ? 'mail' : os.userInfo().username;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pets-dovecot-'));
  await fsp.chmod(dir, 0o755);
  await Promise.all(['run', 'state', 'mail'].map((name) => fsp.mkdir(path.join(dir, name))));
  const [imapPort, lmtpPort, smtpPort] = await Promise.all([freePort(), freePort(), freePort()]);
  await fsp.writeFile(
    path.join(dir, 'users'),
    Object.values(MAIL_USERS)
      .map((user) => `${user.address}:{PLAIN}${user.password}`)
      .join('\n') + '\n',
  );
  const configFile = path.join(dir, 'dovecot.conf');
  await fsp.writeFile(configFile, dovecotConfig(dir, runUser, imapPort, lmtpPort));
  if (asRoot) {
    const { uid, gid } = await mailUserIds();
    await chownRecursive(dir, uid, gid);
  }

  let dovecot: ChildProcess | null = null;
  const killOnExit = () => {
    if (dovecot?.pid) {
      try {
        process.kill(-dovecot.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);

  async function startImap(): Promise<void> {
    if (dovecot) return;
    // Foreground (-F) under our control; its output goes to a file, never to an open pipe.
    const out = fs.openSync(path.join(dir, 'dovecot.out'), 'a');
    const command = asRoot ? '/usr/bin/setpriv' : DOVECOT_BINARY;
    const args = asRoot
      ? ['--reuid=mail', '--regid=mail', '--clear-groups', DOVECOT_BINARY, '-F', '-c', configFile]
      : ['-F', '-c', configFile];
    const child = spawn(command, args, { stdio: ['ignore', out, out], detached: true });
    fs.closeSync(out);
    let alive = true;
    child.once('exit', () => {
      alive = false;
      if (dovecot === child) dovecot = null;
    });
    dovecot = child;
    try {
      await waitForPort(imapPort, 10_000, () => alive);
      await waitForPort(lmtpPort, 10_000, () => alive);
    } catch (error) {
      const log = await fsp.readFile(path.join(dir, 'dovecot.log'), 'utf8').catch(() => '');
      throw new Error(`${(error as Error).message}\n${log.slice(-2000)}`, { cause: error });
    }
  }

  async function stopImap(): Promise<void> {
    const child = dovecot;
    if (!child?.pid) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // dovecot runs in its own process group: stop the master and every login/imap/lmtp child.
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    signalGroup('SIGTERM');
    const timeout = setTimeout(() => signalGroup('SIGKILL'), 500);
    await exited;
    clearTimeout(timeout);
    signalGroup('SIGKILL');
    dovecot = null;
    for (let i = 0; i < 100 && (await portOpen(imapPort)); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  const lmtp = nodemailer.createTransport({ host: '127.0.0.1', port: lmtpPort, lmtp: true });
  let relayed = 0;
  let relay: SMTPServer | null = null;

  async function startSmtp(): Promise<void> {
    if (relay) return;
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      banner: 'pets test relay',
      // No reverse DNS of the client: there is no resolver to ask in a sandbox.
      disableReverseLookup: true,
      onAuth(auth, _session, callback) {
        if (auth.username === RELAY_AUTH.user && auth.password === RELAY_AUTH.password) callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          lmtp
            .sendMail({ envelope: { from, to }, raw: Buffer.concat(chunks) })
            .then(() => {
              relayed += 1;
              callback();
            })
            .catch((error: { responseCode?: number; message: string }) =>
              callback(Object.assign(new Error(error.message), { responseCode: error.responseCode ?? 451 })),
            );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(smtpPort, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    relay = server;
  }

  async function stopSmtp(): Promise<void> {
    const server = relay;
    relay = null;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async function readMailbox(user: MailUser): Promise<ReceivedMail[]> {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: imapPort,
      secure: false,
      auth: { user: user.address, pass: user.password },
      logger: false,
    });
    await client.connect();
    const messages: ReceivedMail[] = [];
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        if (client.mailbox && client.mailbox.exists > 0) {
          for await (const message of client.fetch('1:*', { uid: true, flags: true, source: true })) {
            if (!message.source) continue;
            messages.push({ uid: message.uid, seen: message.flags?.has('\\Seen') ?? false, source: message.source, parsed: await simpleParser(message.source) });
          }
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return messages;
  }

  await startImap();
  await startSmtp();

  return {
    imapPort,
    lmtpPort,
    smtpPort,
    get relayed() {
      return relayed;
    },
    smtpConfig: () => ({ url: undefined, host: '127.0.0.1', port: smtpPort, secure: false, user: RELAY_AUTH.user, password: RELAY_AUTH.password }),
    imapConfig: (user: MailUser = MAIL_USERS.foundation) => ({
      host: '127.0.0.1',
      port: imapPort,
      secure: false,
      rejectUnauthorized: true,
      user: user.address,
      password: user.password,
      mailbox: 'INBOX',
      syncLimit: 2000,
      resyncSeconds: 60,
    }),
    stopSmtp,
    startSmtp,
    stopImap,
    startImap,
    readMailbox,
    async waitForMail(user, until = (messages) => messages.length > 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = await readMailbox(user);
        if (until(messages)) return messages;
        if (Date.now() > deadline) throw new Error(`mailbox ${user.address} did not reach the expected state in ${timeoutMs} ms (${messages.length} messages)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async seedMaildir(user, messages) {
      const [local, domain] = user.address.split('@');
      const maildir = path.join(dir, 'mail', domain!, local!, 'Maildir');
      await Promise.all(['cur', 'new', 'tmp'].map((name) => fsp.mkdir(path.join(maildir, name), { recursive: true })));
      const stamp = Math.floor(Date.now() / 1000);
      await Promise.all(
        messages.map((message, index) =>
          fsp.writeFile(path.join(maildir, 'cur', `${stamp}.M${index}P${process.pid}.pets:2,${message.seen ? 'S' : ''}`), message.raw),
        ),
      );
      if (asRoot) {
        const { uid, gid } = await mailUserIds();
        await chownRecursive(path.join(dir, 'mail'), uid, gid);
      }
    },
    async deliver(message) {
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, auth: { user: RELAY_AUTH.user, pass: RELAY_AUTH.password } });
      await transport.sendMail(message);
    },
    async close() {
      await stopSmtp();
      await stopImap();
      process.off('exit', killOnExit);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

async function mailUserIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await fsp.readFile('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith('mail:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('the mail user is missing (/etc/passwd)');
  return { uid: Number(uid), gid: Number(gid) };
}

async function chownRecursive(target: string, uid: number, gid: number): Promise<void> {
  await fsp.chown(target, uid, gid);
  const entries = await fsp.readdir(target, { withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) await chownRecursive(full, uid, gid);
    else await fsp.chown(full, uid, gid);
  }
}
