import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';

/** The signed-in student's push notifications: the portal's public key, the warning place, the devices. */
export const PUSH_CHOICES = '/student/push';

export function usePushChoices() {
  return useSWR(PUSH_CHOICES, () => api.GET(PUSH_CHOICES).then(dataOf));
}

/** Each change answers the choices as now stored: they are shown without reading them again. */
function useChoiceCall<A>(call: (argument: A) => Promise<{ readonly data: unknown; readonly message: string }>) {
  const { mutate } = useSWRConfig();
  return async (argument: A): Promise<string> => {
    const answer = await call(argument);
    await mutate(PUSH_CHOICES, answer.data, { revalidate: false });
    return answer.message;
  };
}

export const useSetWarningPlace = () =>
  useChoiceCall((place: number) => api.POST('/student/push/warning-place', { body: { place } }));

export const useSaveSubscription = () =>
  useChoiceCall((subscription: PushSubscriptionJSON) =>
    api.POST('/student/push/subscriptions', {
      body: {
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      },
    }),
  );

export const useForgetSubscription = () =>
  useChoiceCall((endpoint: string) => api.POST('/student/push/unsubscribe', { body: { endpoint } }));
