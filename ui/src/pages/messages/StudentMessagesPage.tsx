import Card from 'react-bootstrap/Card';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { useStudentMessages } from './messages-api.js';

/** /student/messages: the messages sent to the student, newest first, a new one appearing as it arrives. */
export function StudentMessagesPage() {
  const messages = useStudentMessages();
  const zone = useEventTimeZone();
  return (
    <>
      <PageTitle title="Messages" />
      <DataState
        data={messages.data}
        error={messages.error}
        fallback="Error fetching your messages"
        isEmpty={() => false}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState next="No messages yet. Messages from the fair's team and your companies appear here." />
          ) : (
            <ul className="list-unstyled" aria-label="Your messages">
              {list.map((message) => (
                <li key={message._id} className="mb-3">
                  <Card className="shadow-sm border-0">
                    <Card.Body>
                      <Card.Title as="h2" className="h6 mb-1">
                        {message.subject}
                      </Card.Title>
                      <Card.Subtitle className="small text-body-secondary mb-2">
                        From {message.from}, {formatDateTime(message.createdAt, zone)}
                      </Card.Subtitle>
                      <Card.Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Card.Text>
                    </Card.Body>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </>
  );
}
