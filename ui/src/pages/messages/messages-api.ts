import { useSWRConfig } from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { BodyAt, DataAt } from '../../api/contract.js';
import { MESSAGE_KINDS } from '../../api/live.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';
import { STUDENT_PROFILE } from '../student/api.js';

/** Messages to students (docs/messages.md): writing one, and a student's own list. */

export type MessageDraftJson = BodyAt<'/messages', 'post'>;
export type MessageAudienceJson = MessageDraftJson['audience'];
export type StudentMessageJson = DataAt<'/student/messages', 'get'>[number];

export const STUDENT_MESSAGES = '/student/messages';

/** Sends a message; answers the server's message ("Message sent to 12 students"). */
export function useSendMessage() {
  return async (draft: MessageDraftJson): Promise<string> => (await api.POST('/messages', { body: draft })).message;
}

/** The signed-in student's messages, newest first, read again as each new one arrives on the live stream. */
export function useStudentMessages() {
  return useLiveSWR(STUDENT_MESSAGES, () => api.GET(STUDENT_MESSAGES).then(dataOf), { kinds: MESSAGE_KINDS });
}

/** Turns off or on the e-mails telling the student the interviews they were given; answers the server's message. */
export function useSetScheduleMails() {
  const { mutate } = useSWRConfig();
  return async (scheduleMailsOff: boolean): Promise<string> => {
    const answer = await api.POST('/student/schedule-mails', { body: { scheduleMailsOff } });
    await mutate(STUDENT_PROFILE, answer.data, { revalidate: false });
    return answer.message;
  };
}
