import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { STUDENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { KEPT_STUDENT_INTERVIEWS, useStudentInterviews, withdrawFromInterview } from './interviews-api.js';
import { AsOfNote } from '../../offline/AsOfNote.js';
import { useKeptRead } from '../../offline/useKeptRead.js';
import type { StudentInterviewJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { EndInterviewButton } from '../../components/EndInterviewButton.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { LiveHint } from '../../components/LiveHint.js';
import { PageTitle } from '../../components/PageTitle.js';
import { pauseText, placeText, waitText } from '../../components/queue-wait.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { BrowserNotificationsButton } from './BrowserNotificationsButton.js';
import { CheckInCard } from './CheckInCard.js';
import { ReserveOffers } from './ReserveOffers.js';
import { StrikesSection } from './StrikesSection.js';

/** Interviews with a time first, earliest first; the server's queue order otherwise. */
const byTime = (a: StudentInterviewJson, b: StudentInterviewJson): number => {
  if (a.time === b.time) return 0;
  if (a.time === null) return 1;
  if (b.time === null) return -1;
  return Date.parse(a.time) - Date.parse(b.time);
};

/** /student/interviews: current, upcoming and earlier interviews, kept fresh by the live stream, else every 5 s (spec §2, §4). */
export function InterviewsPage() {
  const interviews = useKeptRead(KEPT_STUDENT_INTERVIEWS, useStudentInterviews());
  return (
    <>
      <PageTitle title="Interviews" />
      <BrowserNotificationsButton />
      <AsOfNote at={interviews.asOf} what="your interviews and places in the queue" />
      <ReserveOffers />
      <DataState
        data={interviews.data}
        error={interviews.error}
        fallback={FAILED_TO_FETCH_INTERVIEWS}
        isEmpty={() => false}
      >
        {(all) => (
          <>
            <PausedPanels interviews={all} />
            {all.length > 0 && <CheckInCard timed={all.some((interview) => interview.time !== null)} />}
            <CurrentInterviews interviews={all.filter((interview) => interview.status === 'ongoing')} />
            <UpcomingInterviews interviews={all.filter((interview) => interview.status === 'assigned').sort(byTime)} />
            <EarlierInterviews
              interviews={all
                .filter(
                  (interview) =>
                    interview.status === 'finished' ||
                    interview.status === 'no-show' ||
                    interview.status === 'cancelled',
                )
                .sort(byTime)}
            />
            <SortingNote waiting={all.filter((interview) => interview.status === 'selected')} />
          </>
        )}
      </DataState>
      <StrikesSection />
    </>
  );
}

function CurrentInterviews({ interviews }: { readonly interviews: readonly StudentInterviewJson[] }) {
  return (
    <section aria-labelledby="current-interviews" className="mb-4">
      <h2 id="current-interviews" className="h5 mb-3">
        Current Interviews
      </h2>
      {interviews.length === 0 ? (
        <Card className="shadow-sm border-0">
          <EmptyState next="No interview in progress. Yours shows here once its panel calls you in." />
        </Card>
      ) : (
        <Row xs={1} md={2} className="g-3">
          {interviews.map((interview) => (
            <Col key={interview._id}>
              <Card className="shadow-sm border-0 border-start border-4 border-success h-100 current-interview">
                <Card.Body>
                  <div className="small text-success fw-semibold text-uppercase mb-1">In progress</div>
                  <Card.Title as="h3" className="h5">
                    {interview.company.companyName}
                  </Card.Title>
                  <div className="text-body-secondary">
                    {interview.panelID?.panelName ?? '—'} · <InterviewTime time={interview.time} />
                  </div>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

function UpcomingInterviews({ interviews }: { readonly interviews: readonly StudentInterviewJson[] }) {
  return (
    <section aria-labelledby="upcoming-interviews" className="mb-4">
      <h2 id="upcoming-interviews" className="h5 mb-3">
        Upcoming
      </h2>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          {interviews.length === 0 ? (
            <EmptyState next="No interviews to come. Choose companies under Companies, or join a walk-in interview." />
          ) : (
            <Table responsive hover className="mb-0 align-middle">
              <thead>
                <tr>
                  <th>Place</th>
                  <th>Company</th>
                  <th>Panel</th>
                  <th>Time</th>
                </tr>
              </thead>
              <tbody>
                {interviews.map((interview) => (
                  <tr key={interview._id}>
                    <td>
                      <QueuePlace interview={interview} />
                    </td>
                    <td>
                      {/* The action sits under the company it is about, so a phone's table needs no sideways scroll. */}
                      <div className="fw-semibold mb-1">{interview.company.companyName}</div>
                      <WithdrawButton interview={interview} />
                    </td>
                    <td>{interview.panelID?.panelName ?? '—'}</td>
                    <td>
                      <InterviewTime time={interview.time} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}

/** "Place 3 of 7 · about 25 min": where the student stands in the panel's queue, and the wait at its pace below it, so a phone's table stays narrow. */
function QueuePlace({ interview }: { readonly interview: StudentInterviewJson }) {
  const { wait } = interview;
  if (wait === null) return <span className="text-body-secondary">—</span>;
  return (
    <span className="queue-place d-inline-block">
      <span className="fw-semibold">{placeText(wait.place, wait.of)}</span>
      <span className="visually-hidden"> · </span>
      <span className="d-block small">{waitText(wait.minutes)}</span>
    </span>
  );
}

/**
 * A banner for each panel the student waits for that is paused: why, and when it is expected back.
 * The region is always there, so a screen reader announces a banner as it appears, politely.
 */
function PausedPanels({ interviews }: { readonly interviews: readonly StudentInterviewJson[] }) {
  const zone = useEventTimeZone();
  const paused = interviews.filter((interview) => interview.wait?.pause);
  return (
    <div role="status" aria-live="polite" aria-atomic="false">
      {paused.map((interview) => (
        <Alert key={interview._id} variant="warning" className="mb-3 paused-panel">
          <strong>
            {interview.panelID?.panelName ?? 'The panel'} at {interview.company.companyName} is paused
          </strong>
          : {pauseText(interview.wait!.pause!, zone)}. You keep your place; your wait counts the pause.
        </Alert>
      ))}
    </div>
  );
}

/**
 * "Withdraw": the student gives up an interview that has not started, after a dialog naming the
 * company, with an optional reason; the place goes to the company's reserve list.
 */
function WithdrawButton({
  interview,
  named = false,
}: {
  readonly interview: StudentInterviewJson;
  /** Names the company on the button itself, where no row beside it does. */
  readonly named?: boolean;
}) {
  const companyName = interview.company.companyName;
  return (
    <EndInterviewButton
      label={named ? `Withdraw from ${companyName}` : 'Withdraw'}
      accessibleName={`Withdraw from ${companyName}`}
      question={{
        title: `Withdraw from ${companyName}?`,
        confirmLabel: 'Withdraw',
        explanation: `Your interview with ${companyName} will be given up, and your place offered to the next student waiting for one. This cannot be undone.`,
        end: (reason) => withdrawFromInterview(interview._id, reason),
      }}
    />
  );
}

/**
 * The day so far: finished interviews, no-shows and interviews withdrawn from or cancelled stay
 * listed with their outcome, so the student can tell what happened; a no-show says how to go back
 * in the queue.
 */
function EarlierInterviews({ interviews }: { readonly interviews: readonly StudentInterviewJson[] }) {
  if (interviews.length === 0) return null;
  return (
    <section aria-labelledby="earlier-interviews" className="mb-4">
      <h2 id="earlier-interviews" className="h5 mb-3">
        Earlier today
      </h2>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <Table responsive className="mb-0 align-middle">
            <thead>
              <tr>
                <th>Company</th>
                <th>Panel</th>
                <th>Time</th>
                <th>Outcome</th>
              </tr>
            </thead>
            <tbody>
              {interviews.map((interview) => (
                <tr key={interview._id}>
                  <td className="fw-semibold">{interview.company.companyName}</td>
                  <td>{interview.panelID?.panelName ?? '—'}</td>
                  <td>
                    <InterviewTime time={interview.time} />
                  </td>
                  <td>
                    <InterviewStatusBadge status={interview.status} />
                    {interview.cancellation && (
                      <div className="small text-body-secondary mt-1">
                        {interview.cancellation.by === 'student'
                          ? 'You withdrew'
                          : 'Cancelled by the company or the organizers'}
                        {interview.cancellation.reason && `: ${interview.cancellation.reason}`}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card.Body>
        {interviews.some((interview) => interview.status === 'no-show') && (
          <Card.Footer className="bg-warning-subtle text-warning-emphasis small">
            A no-show means you were called and not there. If you are here now, ask at the desk to go back in the queue.
          </Card.Footer>
        )}
      </Card>
    </section>
  );
}

/** The note that sorting is underway, naming the companies that have not placed the student yet. */
function SortingNote({ waiting }: { readonly waiting: readonly StudentInterviewJson[] }) {
  return (
    <Alert variant="info" className="mb-0">
      <Alert.Heading as="h2" className="fs-6 fw-semibold">
        Sorting is underway
      </Alert.Heading>
      <p className="mb-0 small">
        Companies are still arranging their panels and queues, so interviews, their order and their times may change.{' '}
        <LiveHint pollMs={STUDENT_INTERVIEWS_POLL_MS} />
      </p>
      {waiting.length > 0 && (
        <>
          <p className="mb-0 small mt-2">
            Waiting for a panel: {waiting.map((interview) => interview.company.companyName).join(', ')}.
          </p>
          <ul className="list-unstyled mb-0 mt-2 d-flex flex-wrap gap-2">
            {waiting.map((interview) => (
              <li key={interview._id}>
                <WithdrawButton interview={interview} named />
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
