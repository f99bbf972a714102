import { randomBytes } from 'node:crypto';
import {
  JourneySync,
  type SyncCallbacks,
  type SyncError,
  type SyncTransport,
} from '../src/client/features/journey/store/journey-sync';
import { readServerSentEvents } from '../src/client/api/sse';
import { mapCaret } from '../src/client/lib/map-caret';
import type { Journey } from '../src/domain/journey-api';
import type { JourneyChange } from '../src/domain/journey-live';
import type { JourneyState } from '../src/domain/journey-state';

/** One person of a live bench: their session works on every process behind the same origin. */
export class BenchPerson {
  cookie = '';
  id = '';
  constructor(
    readonly name: string,
    private readonly origin: string,
  ) {}

  async call<T>(server: string, method: string, path: string, json?: unknown): Promise<T> {
    const response = await fetch(`${server}${path}`, {
      method,
      headers: { Origin: this.origin, Cookie: this.cookie, ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const cookie = response.headers.getSetCookie().find((candidate) => candidate.includes('session_token='));
    if (cookie) this.cookie = cookie.split(';')[0] ?? '';
    const text = await response.text();
    const body = (text ? JSON.parse(text) : null) as T & { error?: { message: string } };
    if (!response.ok) throw { status: response.status, message: body?.error?.message ?? '', body } satisfies SyncError;
    return body;
  }

  async signUp(server: string): Promise<string> {
    const email = `bench-${randomBytes(6).toString('hex')}@bench.example`;
    const answer = await this.call<{ user: { id: string } }>(server, 'POST', '/api/auth/sign-up/email', { email, password: 'bench-password-4821', name: this.name });
    this.id = answer.user.id;
    return email;
  }

  /** The app's sync engine for this person, over fetch, fed by the journey's event stream from `streamServer`. */
  async openJourney(sendServer: string, streamServer: string, journeyId: string, callbacks: Partial<SyncCallbacks> = {}) {
    const { journey } = await this.call<{ journey: Journey }>(sendServer, 'GET', `/api/journeys/${journeyId}`);
    let counter = 0;
    const transport: SyncTransport = {
      create: () => Promise.reject(new Error('not used')),
      send: (id, batch) => this.call(sendServer, 'POST', `/api/journeys/${id}/changes`, batch),
      changesSince: (id, version) => this.call(sendServer, 'GET', `/api/journeys/${id}/changes?since=${version}`),
    };
    const sync = new JourneySync({ journeyId, version: journey.version, state: journey.state, texts: journey.texts }, transport, {
      worthCreating: () => true,
      newBatchId: () => `${this.id}-${Date.now()}-${(counter += 1)}`,
      ...callbacks,
    });
    const controller = new AbortController();
    const response = await fetch(`${streamServer}/api/journeys/${journeyId}/events`, {
      headers: { Cookie: this.cookie, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const ready = new Promise<void>((resolve) => {
      void (async () => {
        try {
          for await (const event of readServerSentEvents(response.body!)) {
            if (event.event === 'hello') resolve();
            if (event.event === 'change') sync.receive(JSON.parse(event.data) as JourneyChange);
          }
        } catch {
          // Aborted at the end of the bench.
        }
      })();
    });
    await ready;
    return { sync, close: () => (sync.close(), controller.abort()) };
  }
}

/** A team of people, the first its owner and the rest editors, with a journey in it. */
export async function teamWithJourney(server: string, origin: string, names: string[], state: JourneyState) {
  const people = names.map((name) => new BenchPerson(name, origin));
  const emails = [];
  for (const person of people) emails.push(await person.signUp(server));
  const owner = people[0]!;
  const { workspace } = await owner.call<{ workspace: { id: string } }>(server, 'POST', '/api/workspaces', { name: 'Bench Squad' });
  for (const [index, person] of people.entries()) {
    if (index === 0) continue;
    const { link } = await owner.call<{ link: string }>(server, 'POST', `/api/workspaces/${workspace.id}/invitations`, { email: emails[index], role: 'editor' });
    await person.call(server, 'POST', `/api/invitations/${link.split('/invitations/')[1]}/accept`);
  }
  const { journey } = await owner.call<{ journey: Journey }>(server, 'POST', '/api/journeys', { state, workspaceId: workspace.id });
  return { people, journeyId: journey.id, workspaceId: workspace.id };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * A person typing into the problem statement as a browser reports it: at their own caret, which
 * keeps its place among the words others type meanwhile.
 */
export class Typist {
  private caret: number;
  private shown: string;

  constructor(
    private readonly sync: JourneySync,
    where: (text: string) => number,
  ) {
    this.shown = sync.state.problemStatement;
    this.caret = where(this.shown);
  }

  type(character: string): void {
    const seen = this.sync.state.problemStatement;
    this.caret = mapCaret(this.shown, seen, this.caret);
    const typed = seen.slice(0, this.caret) + character + seen.slice(this.caret);
    this.caret += character.length;
    this.sync.dispatch({ type: 'setProblemStatement', problemStatement: typed }, { seen, caret: this.caret });
    this.shown = this.sync.state.problemStatement;
  }
}
