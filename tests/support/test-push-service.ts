import { createECDH, type ECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A device's subscription as a browser's PushSubscription.toJSON() gives it. */
export interface DeviceSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** A message the push service took, decrypted with the device's keys. */
export interface ReceivedPush {
  readonly endpoint: string;
  /** The payload, parsed as JSON. */
  readonly payload: unknown;
  readonly headers: IncomingMessage['headers'];
  readonly receivedAt: number;
}

interface Device {
  readonly subscription: DeviceSubscription;
  readonly privateKey: ECDH;
  /** What the service answers for this device: 201, or 404/410 once the device is gone. */
  status: number;
}

/**
 * A push service on 127.0.0.1 and an ephemeral port, standing in for a browser vendor's: it hands out
 * subscriptions whose keys it made like a browser does (P-256 ECDH, a 16-byte secret), takes what the
 * portal posts to them, and decrypts it with those keys (RFC 8291, aes128gcm), so a test reads the
 * notification the device would show.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly devices = new Map<string, Device>();
  private readonly waiting = new Set<() => void>();

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly origin: string,
  ) {}

  static async start(): Promise<TestPushService> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const service = new TestPushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void service.take(request, response));
    return service;
  }

  /** A new device's subscription, as the browser would give it to the portal. */
  subscribe(): DeviceSubscription {
    const privateKey = createECDH('prime256v1');
    privateKey.generateKeys();
    const subscription = {
      endpoint: `${this.origin}/push/${randomUUID()}`,
      keys: { p256dh: privateKey.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    this.devices.set(subscription.endpoint, { subscription, privateKey, status: 201 });
    return subscription;
  }

  /** From now on the service answers for this device that it is gone (410, or 404). */
  forget(subscription: DeviceSubscription, status: 404 | 410 = 410): void {
    const device = this.devices.get(subscription.endpoint);
    if (device) device.status = status;
  }

  /** What this device received, in order. */
  to(subscription: DeviceSubscription): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === subscription.endpoint);
  }

  /** Resolves with the first message that matches, received already or within `timeoutMs`. */
  async waitFor(matches: (push: ReceivedPush) => boolean, timeoutMs = 5000): Promise<ReceivedPush> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching push arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiting.add(wake);
      });
    }
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async take(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const endpoint = `${this.origin}${request.url ?? ''}`;
    const device = this.devices.get(endpoint);
    if (request.method !== 'POST' || device === undefined) return void response.writeHead(404).end();
    if (device.status !== 201) return void response.writeHead(device.status).end();
    if (request.headers['content-encoding'] !== 'aes128gcm') return void response.writeHead(415).end();
    const plain = ece.decrypt(Buffer.concat(chunks), {
      version: 'aes128gcm',
      privateKey: device.privateKey,
      authSecret: device.subscription.keys.auth,
    });
    this.received.push({
      endpoint,
      payload: JSON.parse(plain.toString('utf8')),
      headers: request.headers,
      receivedAt: Date.now(),
    });
    response.writeHead(201).end();
    for (const wake of [...this.waiting]) wake();
  }
}
