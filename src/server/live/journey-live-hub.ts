import { randomUUID } from 'node:crypto';
import type { JourneyChange, JourneyStreamEvents, LiveChannelState, PresenceEntry, StreamClosedReason } from '../../domain/journey-live';
import type { WorkspaceRole } from '../../domain/workspace-api';
import type { LiveBus, LiveMessage } from './live-bus';
import { presenceBoard } from './presence-board';

/** One open event stream: a person with a journey open in one tab. */
export interface LiveConnection {
  id: string;
  journeyId: string;
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
  presence: PresenceEntry;
  send<Name extends keyof JourneyStreamEvents>(event: Name, data: JourneyStreamEvents[Name]): void;
  /** Ends the stream, telling the client why. */
  close(reason: StreamClosedReason): void;
  /** Whether the stream's session is still signed in (asked again now and then). */
  stillSignedIn(): Promise<boolean>;
}

export interface LiveHubOptions {
  bus: LiveBus;
  /** The caller's role on the journey now, or undefined when they may no longer see it. */
  accessOf(userId: string, journeyId: string): Promise<WorkspaceRole | undefined>;
  heartbeatMs?: number;
  recheckMs?: number;
}

const journeyTopic = (journeyId: string) => `journey:${journeyId}`;
const workspaceTopic = (workspaceId: string) => `workspace:${workspaceId}`;
/** News about the processes themselves, which every process hears. */
const PROCESSES_TOPIC = 'processes';

/**
 * This process's open journey streams, and what it tells other processes about them over the bus:
 * applied changes, presence, comments, and who may still see a journey. Publishing is fire and
 * forget (the bus never holds a request); while the bus's channel is paused the streams are told,
 * and when it works again (here, or on another process) they are told to catch up once.
 */
export function journeyLiveHub({ bus, accessOf, heartbeatMs = 15_000, recheckMs = 60_000 }: LiveHubOptions) {
  const processId = randomUUID();
  const connections = new Map<string, LiveConnection>();
  const subscriptions = new Map<string, { count: number; unsubscribe: () => void }>();
  const presence = presenceBoard({ processId, staleAfterMs: heartbeatMs * 3 });

  const inJourney = (journeyId: string) => [...connections.values()].filter((c) => c.journeyId === journeyId);
  const publish = (topic: string, message: LiveMessage) => bus.publish(topic, message);
  const tellEveryStream = (state: LiveChannelState) => {
    for (const connection of connections.values()) connection.send('live', { state });
  };

  function sendPresence(journeyId: string) {
    const entries = presence.entries(journeyId, inJourney(journeyId).map((c) => c.presence));
    for (const connection of inJourney(journeyId)) connection.send('presence', { entries });
  }

  async function recheck(connection: LiveConnection) {
    const role = await accessOf(connection.userId, connection.journeyId).catch(() => connection.role);
    if (!connections.has(connection.id)) return;
    if (!role) return connection.close('access-ended');
    if (role !== connection.role) {
      connection.role = role;
      connection.send('role', { role });
    }
  }

  function onMessage(message: LiveMessage) {
    switch (message.type) {
      case 'change':
        for (const c of inJourney(message.journeyId)) c.send('change', message.change);
        return;
      case 'comments':
        for (const c of inJourney(message.journeyId)) c.send('comments', { target: message.target });
        return;
      case 'facilitation':
        for (const c of inJourney(message.journeyId)) c.send('facilitation', { version: message.version });
        return;
      case 'presence':
      case 'presence-left':
        if (presence.receive(message)) sendPresence(message.journeyId);
        return;
      case 'presence-query':
        if (message.processId !== processId) announceAll(message.journeyId);
        return;
      case 'journey-access':
        for (const c of inJourney(message.journeyId)) {
          if (message.deleted) c.close('deleted');
          else void recheck(c);
        }
        return;
      case 'membership':
        for (const c of connections.values()) {
          if (c.workspaceId === message.workspaceId && (message.userId === null || c.userId === message.userId)) void recheck(c);
        }
        return;
      case 'channel-resumed':
        // What that process published while its channel was paused never reached our streams.
        if (message.processId !== processId && bus.channel() === 'live') tellEveryStream('live');
    }
  }

  function hold(topic: string) {
    const held = subscriptions.get(topic);
    if (held) held.count += 1;
    else subscriptions.set(topic, { count: 1, unsubscribe: bus.subscribe(topic, onMessage) });
  }

  function release(topic: string) {
    const held = subscriptions.get(topic);
    if (!held) return;
    held.count -= 1;
    if (held.count > 0) return;
    held.unsubscribe();
    subscriptions.delete(topic);
  }

  function announce(connection: LiveConnection) {
    publish(journeyTopic(connection.journeyId), { type: 'presence', journeyId: connection.journeyId, processId, entry: connection.presence });
  }

  function announceAll(journeyId: string) {
    for (const connection of inJourney(journeyId)) announce(connection);
  }

  const processNews = bus.subscribe(PROCESSES_TOPIC, onMessage);
  // The first time the channel is live is the process starting: nothing to announce to the others,
  // or every start would have every open screen catch up.
  let wasLive = bus.channel() === 'live';
  const channelWatch = bus.onChannelChange((state) => {
    tellEveryStream(state);
    if (state !== 'live') return;
    if (wasLive) publish(PROCESSES_TOPIC, { type: 'channel-resumed', processId });
    wasLive = true;
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections.values()) announce(connection);
    for (const journeyId of presence.dropStale()) sendPresence(journeyId);
  }, heartbeatMs);
  heartbeat.unref();

  const sweep = setInterval(() => {
    for (const connection of connections.values()) {
      void connection.stillSignedIn().catch(() => true).then((live) => (live ? recheck(connection) : connection.close('signed-out')));
    }
  }, recheckMs);
  sweep.unref();

  return {
    join(connection: LiveConnection) {
      const first = inJourney(connection.journeyId).length === 0;
      connections.set(connection.id, connection);
      hold(journeyTopic(connection.journeyId));
      hold(workspaceTopic(connection.workspaceId));
      if (first) publish(journeyTopic(connection.journeyId), { type: 'presence-query', journeyId: connection.journeyId, processId });
      announce(connection);
      sendPresence(connection.journeyId);
      if (bus.channel() === 'paused') connection.send('live', { state: 'paused' });
    },

    leave(connection: LiveConnection) {
      if (!connections.delete(connection.id)) return;
      release(journeyTopic(connection.journeyId));
      release(workspaceTopic(connection.workspaceId));
      publish(journeyTopic(connection.journeyId), {
        type: 'presence-left',
        journeyId: connection.journeyId,
        processId,
        connectionId: connection.id,
      });
      sendPresence(connection.journeyId);
    },

    /** The step (and the field in it) a person moved to; only their own connection's. */
    moveTo(journeyId: string, connectionId: string, userId: string, where: Pick<PresenceEntry, 'step' | 'field'>): boolean {
      const connection = connections.get(connectionId);
      if (!connection || connection.journeyId !== journeyId || connection.userId !== userId) return false;
      connection.presence = { ...connection.presence, ...where };
      announce(connection);
      sendPresence(journeyId);
      return true;
    },

    changed: (journeyId: string, change: JourneyChange): void => publish(journeyTopic(journeyId), { type: 'change', journeyId, change }),
    commented: (journeyId: string, target: string): void => publish(journeyTopic(journeyId), { type: 'comments', journeyId, target }),
    facilitationChanged: (journeyId: string, version: number): void => publish(journeyTopic(journeyId), { type: 'facilitation', journeyId, version }),
    accessChanged: (journeyId: string, deleted = false): void => publish(journeyTopic(journeyId), { type: 'journey-access', journeyId, deleted }),
    membershipChanged: (workspaceId: string, userId: string | null): void =>
      publish(workspaceTopic(workspaceId), { type: 'membership', workspaceId, userId }),

    /** At shutdown: every stream ends, and its client reconnects to another process. */
    closeAll() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      processNews();
      channelWatch();
      for (const connection of [...connections.values()]) connection.close('restarting');
    },

    openStreams: () => connections.size,
  };
}

export type JourneyLiveHub = ReturnType<typeof journeyLiveHub>;
