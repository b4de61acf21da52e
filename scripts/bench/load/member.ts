// One simulated member of `npm run bench:load` (docs/benchmarks.md, T10): signs in, keeps a live
// socket open at /api/live (reopened after it drops, then catching up on what it missed, as the
// browser does), and every few seconds does one thing a member does, in the proportions of
// ACTION_WEIGHTS. Every request and every arrival is written down in the shared Records, from
// which the script checks that nothing answered 2xx was lost.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import type { LiveEvent } from '../../../src/shared/contracts/messages';
import { profileBody } from '../../../src/server/test/profile-body';
import type { Action, Sample, SentMessage } from './report';

/** How often a member does each thing (out of 100), written down in docs/benchmarks.md. */
export const ACTION_WEIGHTS: Record<Exclude<Action, 'sign-in'>, number> & { 'sign-in': number } = {
  swipe: 40,
  send: 22,
  deck: 14,
  read: 14,
  profile: 4,
  pay: 3,
  'sign-in': 3,
};
const RECONNECT_MS = 500;

/** What all members write down, for the report and the lost check. */
export interface Records {
  samples: Sample[];
  swipesAnswered: Set<string>;
  messagesAnswered: SentMessage[];
  paymentsAnswered: Map<string, number>;
  socketArrivals: Map<string, Map<number, number>>;
  caughtUp: Map<string, Set<number>>;
  socketsOpened: number;
}

export const newRecords = (): Records => ({
  samples: [],
  swipesAnswered: new Set(),
  messagesAnswered: [],
  paymentsAnswered: new Map(),
  socketArrivals: new Map(),
  caughtUp: new Map(),
  socketsOpened: 0,
});

interface Answer {
  status: number;
  body: unknown;
}

/**
 * How a member sends a message: today the HTTP send route; a socket frame may replace it (the
 * member's socket is passed for that). `messageId` is set when the message was stored.
 */
export interface MessageSender {
  send(member: SimulatedMember, conversationId: number, clientId: string, body: string): Promise<{ status: number; messageId?: number }>;
}

export const httpMessageSender: MessageSender = {
  async send(member, conversationId, clientId, body) {
    const answer = await member.call('send', 'POST', `/api/conversations/${conversationId}/messages`, { clientId, body });
    const messageId = (answer.body as { message?: { id?: number } } | null)?.message?.id;
    return { status: answer.status, messageId };
  },
};

export interface MemberSeed {
  id: string;
  email: string;
  password: string;
  gender: 'woman' | 'man';
  /** Conversation id to the partner's member id. */
  conversations: Map<number, string>;
}

export class SimulatedMember {
  readonly id: string;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 2, keepAliveMsecs: 60_000 });
  private cookie = '';
  private socket: WebSocket | null = null;
  private running = false;
  private deck: string[] = [];
  /** Per conversation, the newest message id a catch-up page brought: where the next one starts. */
  private readonly lastSeen = new Map<number, number>();
  private sent = 0;

  constructor(
    private readonly seed: MemberSeed,
    private readonly origin: string,
    private readonly records: Records,
    private readonly sender: MessageSender,
    private readonly random: () => number,
  ) {
    this.id = seed.id;
  }

  /** One request through the member's kept-alive connection, timed and written down as `action`. */
  call(action: Action, method: string, path: string, json?: unknown): Promise<Answer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const startedAt = performance.now();
    return new Promise<Answer>((resolve) => {
      const done = (status: number, text: string, cookies?: string[]) => {
        this.records.samples.push({ action, startedAt, endedAt: performance.now(), status });
        const session = cookies?.find((value) => value.includes('session_token='));
        if (session) this.cookie = session.split(';', 1)[0]!;
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        resolve({ status, body: parsed });
      };
      const sending = request(
        `${this.origin}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            origin: this.origin,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(response.statusCode ?? 0, text, response.headers['set-cookie']));
          response.on('error', () => done(0, ''));
        },
      );
      sending.setTimeout(30_000, () => sending.destroy());
      sending.on('error', () => done(0, ''));
      sending.end(body);
    });
  }

  /** Signs in; returns the status. */
  async signIn(): Promise<number> {
    const answer = await this.call('sign-in', 'POST', '/api/auth/sign-in/email', { email: this.seed.email, password: this.seed.password });
    return answer.status;
  }

  /** Opens the live socket; resolves once it is open (or could not be). */
  openSocket(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${this.origin.replace('http', 'ws')}/api/live`, {
        headers: { cookie: this.cookie, origin: this.origin },
      });
      this.socket = socket;
      socket.on('message', (data: Buffer) => this.heard(JSON.parse(data.toString()) as LiveEvent));
      socket.once('open', () => {
        this.records.socketsOpened += 1;
        resolve();
      });
      socket.once('error', () => resolve());
      socket.once('close', () => {
        resolve();
        if (this.socket === socket) this.socket = null;
        if (this.running) setTimeout(() => void this.reconnect(), RECONNECT_MS * (1 + this.random()));
      });
    });
  }

  private heard(event: LiveEvent): void {
    if (event.type !== 'message' || event.message.fromMe) return;
    const arrivals = this.records.socketArrivals.get(this.id) ?? new Map<number, number>();
    this.records.socketArrivals.set(this.id, arrivals);
    arrivals.set(event.message.id, (arrivals.get(event.message.id) ?? 0) + 1);
    if (!this.seed.conversations.has(event.message.conversationId)) this.seed.conversations.set(event.message.conversationId, '');
    // Not the catch-up's cursor: an earlier message whose live event was lost would be skipped
    // (the browser's cursor is the same: docs/decisions/0023-messages.md).
  }

  private seen(conversationId: number, messageId: number): void {
    if ((this.lastSeen.get(conversationId) ?? 0) < messageId) this.lastSeen.set(conversationId, messageId);
  }

  /** After the socket dropped: open it again, then read what came meanwhile, as the browser does. */
  private async reconnect(): Promise<void> {
    if (!this.running) return;
    await this.openSocket();
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return;
    const list = await this.askUntilAnswered('/api/conversations');
    const conversations = (list.body as { conversations?: { id: number }[] } | null)?.conversations ?? [];
    for (const { id } of conversations) if (!this.seed.conversations.has(id)) this.seed.conversations.set(id, '');
    for (const conversationId of this.seed.conversations.keys()) {
      const page = await this.askUntilAnswered(
        `/api/conversations/${conversationId}/messages?after=${this.lastSeen.get(conversationId) ?? 0}`,
      );
      const messages = (page.body as { messages?: { id: number; fromMe: boolean }[] } | null)?.messages ?? [];
      const caughtUp = this.records.caughtUp.get(this.id) ?? new Set<number>();
      this.records.caughtUp.set(this.id, caughtUp);
      for (const message of messages) {
        if (!message.fromMe) caughtUp.add(message.id);
        this.seen(conversationId, message.id);
      }
    }
  }

  /** A catch-up read: as the browser does, one refused during an outage is asked again a second later. */
  private async askUntilAnswered(path: string): Promise<Answer> {
    let answer = await this.call('read', 'GET', path);
    for (let tries = 1; (answer.status < 200 || answer.status >= 300) && tries < 10 && this.running; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      answer = await this.call('read', 'GET', path);
    }
    return answer;
  }

  start(): void {
    this.running = true;
  }

  stop(): void {
    this.running = false;
    this.socket?.terminate();
    this.agent.destroy();
  }

  private pickAction(): Action {
    let roll = this.random() * 100;
    for (const [action, weight] of Object.entries(ACTION_WEIGHTS) as [Action, number][]) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return 'swipe';
  }

  /** One thing a member does. */
  async act(): Promise<void> {
    let action = this.pickAction();
    if (action === 'swipe' && this.deck.length === 0) action = 'deck';
    if ((action === 'send' || action === 'read') && this.seed.conversations.size === 0) action = 'deck';
    switch (action) {
      case 'deck': {
        const answer = await this.call('deck', 'GET', '/api/discovery/deck');
        const cards = (answer.body as { cards?: { id: string }[] } | null)?.cards ?? [];
        this.deck = cards.map((card) => card.id);
        return;
      }
      case 'swipe': {
        const targetId = this.deck.shift()!;
        const direction = this.random() < 0.5 ? 'like' : 'pass';
        const answer = await this.call('swipe', 'POST', '/api/discovery/swipes', { targetId, direction });
        if (answer.status >= 200 && answer.status < 300) {
          this.records.swipesAnswered.add(`${this.id}>${targetId}`);
          const match = (answer.body as { match?: { id: number } | null } | null)?.match;
          if (match) this.seed.conversations.set(match.id, targetId);
        }
        return;
      }
      case 'send': {
        const [conversationId, partnerId] = this.randomConversation();
        if (!partnerId) {
          // A conversation heard of on the socket: its partner is not known here, so nothing is sent to it.
          await this.call('read', 'GET', `/api/conversations/${conversationId}`);
          return;
        }
        this.sent += 1;
        const { status, messageId } = await this.sender.send(
          this,
          conversationId,
          randomUUID(),
          `Load message ${this.sent} from ${this.seed.email}`,
        );
        if (status >= 200 && status < 300 && messageId) {
          this.records.messagesAnswered.push({ id: messageId, recipientId: partnerId, answeredAt: performance.now() });
        }
        return;
      }
      case 'read': {
        const [conversationId] = this.randomConversation();
        const answer = await this.call('read', 'GET', `/api/conversations/${conversationId}`);
        const newest = (answer.body as { messages?: { id: number }[] } | null)?.messages?.at(-1)?.id;
        if (newest) await this.call('read', 'POST', `/api/conversations/${conversationId}/read`, { upTo: newest });
        return;
      }
      case 'profile': {
        const man = this.seed.gender === 'man';
        const body = profileBody({
          displayName: this.seed.email.split('@')[0]!.slice(0, 40),
          gender: this.seed.gender,
          seeking: man ? 'women' : 'men',
          ageMin: 25,
          ageMax: man ? 40 : 45,
          heritageCountry: 'somalia',
          residenceCountry: 'US',
          city: 'Minneapolis',
          languages: ['so', 'en'],
          profession: `Profession ${Math.floor(this.random() * 1000)}`,
        });
        await this.call('profile', 'PUT', '/api/profile', body);
        return;
      }
      case 'pay': {
        const answer = await this.call('pay', 'POST', '/api/payments/sandbox/subscription/renew', { plan: 'basic' });
        if (answer.status >= 200 && answer.status < 300) {
          this.records.paymentsAnswered.set(this.id, (this.records.paymentsAnswered.get(this.id) ?? 0) + 1);
        }
        return;
      }
      case 'sign-in':
        await this.signIn();
        return;
    }
  }

  private randomConversation(): [number, string] {
    const entries = [...this.seed.conversations];
    return entries[Math.floor(this.random() * entries.length)]!;
  }
}
