import { ContainerModule } from 'inversify';
import { ListenerOfActor } from '../../application/access/listener-of-actor.js';
import { SessionValidity } from '../../application/sessions/session-validity.js';
import type { Config } from '../config.js';
import { CallLimits } from '../http/call-limits.js';
import { LiveStreams } from '../http/live-stream.js';
import { PollTags } from '../http/poll-tags.js';
import { RateLimits } from '../http/rate-limit.js';
import { ProofOfWork } from '../security/proof-of-work.js';
import { RememberedDevices } from '../security/remembered-devices.js';
import { PORTS } from './tokens.js';

/**
 * The HTTP server's own services, bound once: only the server loads this module, never the CLI.
 * The limits of sign-ins, PINs, mails and check-ins keep their state where the store keeps its data
 * (shared by every app server on MongoDB); challenges and device cookies are signed with keys derived
 * from the JWT secret, so every app server that accepts the same sessions accepts the same answers.
 */
export const httpModule = (config: Config, secret: string): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(CallLimits)
      .toResolvedValue(
        (rateLimiters, spentChallenges) =>
          new CallLimits(
            new RateLimits(rateLimiters),
            new ProofOfWork(secret, spentChallenges),
            new RememberedDevices(secret),
          ),
        [PORTS.rateLimiters, PORTS.spentChallenges],
      )
      .inSingletonScope();
    bind(PollTags)
      .toResolvedValue((events, coordinators) => new PollTags(events, coordinators), [PORTS.events, PORTS.coordinators])
      .inSingletonScope();
    bind(LiveStreams)
      .toResolvedValue(
        (tokens, sessions, events, listenerOf) =>
          new LiveStreams({
            tokens,
            sessions,
            events,
            listenerOf,
            heartbeatMs: config.liveHeartbeatSeconds * 1000,
            mostStreams: config.liveStreamsMax,
          }),
        [PORTS.tokens, SessionValidity, PORTS.events, ListenerOfActor],
      )
      .inSingletonScope();
  });
