import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { startTossSandbox } from '@ft/toss-sandbox';

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * An SMTP server on loopback (smtp-server, parsed by mailparser), run through the server workspace that declares
 * them (named as arguments, as server-pair.ts does with pg): each mail that arrives is a JSON line with its recipients and text.
 */
const SINK = `
const { SMTPServer } = require(process.argv[1]);
const { simpleParser } = require(process.argv[2]);
const server = new SMTPServer({
  secure: false, disabledCommands: ['STARTTLS'], authOptional: true, logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      process.stdout.write(JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject, text: mail.text }) + '\\n');
      callback();
    }, callback);
  },
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.server.address().port }) + '\\n'));
`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailedServer {
  url: string;
  /** The next mail to `address` that arrives after this call. */
  nextMailTo(address: string): Promise<Mail>;
  stop(): Promise<void>;
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The built server on a fresh data directory, sending its mail to the sink (PUBLIC_URL is its own address). */
export async function startServerWithMail(port: number): Promise<MailedServer> {
  const sink = spawn(process.execPath, ['-e', SINK, 'smtp-server', 'mailparser'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const mails: Mail[] = [];
  const waiting: (() => void)[] = [];
  const smtpPort = await new Promise<number>((resolve, reject) => {
    sink.once('exit', () => reject(new Error('the SMTP sink did not start')));
    readline.createInterface({ input: sink.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as Mail | { port: number };
      if ('port' in message) return resolve(message.port);
      mails.push(message);
      for (const wake of waiting.splice(0)) wake();
    });
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-e2e-mail-'));
  const url = `http://127.0.0.1:${port}`;
  // The server runs no payment sandbox itself (decision 093): one here, its webhooks to the server.
  const sandbox = await startTossSandbox({ webhookUrl: `${url}/api/v1/payments/webhook` });
  const server = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TOSS_SANDBOX_URL: sandbox.url,
      SIGNUP_LIMIT_PER_HOUR: '1000',
      LOGIN_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += String(chunk)));
  server.stderr?.on('data', (chunk) => (output += String(chunk)));
  const stop = async () => {
    await Promise.all([stopChild(server), stopChild(sink)]);
    await sandbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to 2 min: a fresh embedded database with the demo's photos takes about 30 s on an idle 2-core machine,
  // and this one starts beside two busy browser workers.
  for (let i = 0; i < 480 && !output.includes('is running') && server.exitCode === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!output.includes('is running')) {
    await stop();
    throw new Error(`server on ${port} did not start:\n${output}`);
  }
  return {
    url,
    async nextMailTo(address) {
      const from = mails.length;
      for (;;) {
        const mail = mails.slice(from).find((m) => m.to.includes(address));
        if (mail) return mail;
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    stop,
  };
}
