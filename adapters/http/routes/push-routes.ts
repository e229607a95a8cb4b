import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { GetPushChoices, type PushChoices } from '../../../application/push/push-choices.js';
import { SetWarningPlace } from '../../../application/push/set-warning-place.js';
import { SubscribeToPush } from '../../../application/push/subscribe-to-push.js';
import { UnsubscribeFromPush } from '../../../application/push/unsubscribe-from-push.js';
import { parseInputTE } from '../request-input.js';
import { answer, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const PUSH_USE_CASES = {
  getPushChoices: GetPushChoices,
  subscribeToPush: SubscribeToPush,
  unsubscribeFromPush: UnsubscribeFromPush,
  setWarningPlace: SetWarningPlace,
};
export type PushUseCases = UseCasesOf<typeof PUSH_USE_CASES>;

const PushChoicesSchema = z
  .object({
    publicKey: z.string().describe("The portal's VAPID public key (base64url): the browser subscribes with it"),
    warningPlace: z.number().int().describe('The place in a queue (1 to 5) at which the student is warned'),
    devices: z.number().int().describe("How many of the student's devices take push notifications"),
  })
  .meta({ id: 'PushChoices', description: "A student's push notifications" });

const pushChoicesJson = (choices: PushChoices): z.infer<typeof PushChoicesSchema> => ({ ...choices });

const subscriptionBody = z
  .object({
    endpoint: z.string().describe("The device's push service address, as the browser's PushSubscription gives it"),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().describe("The device's P-256 public key (base64url)"),
      auth: z.string().describe("The device's 16-byte authentication secret (base64url)"),
    }),
  })
  .meta({ id: 'PushSubscriptionInput', description: "A browser's PushSubscription, as its toJSON() gives it" });

const endpointBody = z
  .strictObject({ endpoint: z.string().describe('The endpoint of the subscription to forget') })
  .meta({ id: 'PushEndpoint', description: 'A device that should take push notifications no more' });

const placeBody = z
  .strictObject({ place: z.number().describe('1 to 5: warned when this many or fewer are ahead, 1 being next') })
  .meta({ id: 'WarningPlace', description: 'The place in a queue at which the student is warned' });

export const PUSH_ON = 'Notifications are on for this device';
export const PUSH_OFF = 'Notifications are off for this device';
export const warningPlaceSaved = (place: number): string =>
  place === 1 ? 'You will be told when you are next' : `You will be warned at place ${place}`;

const getPushChoices = (useCases: PushUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/push',
    summary: "The signed-in student's push notifications: the key to subscribe with, the warning place, the devices",
    access: ['student'],
    operationId: 'getPushChoices',
    tags: ['students'],
    response: PushChoicesSchema,
    handle: ({ actor }) => answer(useCases.getPushChoices.execute(actor), pushChoicesJson),
  });

const subscribeToPush = (useCases: PushUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/push/subscriptions',
    summary: 'Keep a device of the signed-in student that allowed push notifications',
    access: ['student'],
    operationId: 'subscribeToPush',
    tags: ['students'],
    request: { body: subscriptionBody },
    response: PushChoicesSchema,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(subscriptionBody, body),
        TE.chain((form) => useCases.subscribeToPush.execute(actor, form)),
        TE.map((choices) => json(pushChoicesJson(choices), PUSH_ON)),
      ),
  });

const unsubscribeFromPush = (useCases: PushUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/push/unsubscribe',
    summary: 'Forget a device of the signed-in student: it takes push notifications no more',
    access: ['student'],
    operationId: 'unsubscribeFromPush',
    tags: ['students'],
    request: { body: endpointBody },
    response: PushChoicesSchema,
    errors: [404],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(endpointBody, body),
        TE.chain(({ endpoint }) => useCases.unsubscribeFromPush.execute(actor, endpoint)),
        TE.map((choices) => json(pushChoicesJson(choices), PUSH_OFF)),
      ),
  });

const setWarningPlace = (useCases: PushUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/student/push/warning-place',
    summary: 'Choose the place in a queue at which the signed-in student is warned (1 to 5)',
    access: ['student'],
    operationId: 'setWarningPlace',
    tags: ['students'],
    request: { body: placeBody },
    response: PushChoicesSchema,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(placeBody, body),
        TE.chain(({ place }) => useCases.setWarningPlace.execute(actor, place)),
        TE.map((choices) => json(pushChoicesJson(choices), warningPlaceSaved(choices.warningPlace))),
      ),
  });

export const pushRoutes = routeArea(PUSH_USE_CASES, [
  getPushChoices,
  subscribeToPush,
  unsubscribeFromPush,
  setWarningPlace,
]);
