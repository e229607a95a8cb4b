import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { validateRecruiterInvite } from '../../../../domain/recruiter.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { FormError } from '../../components/FormError.js';
import { TextField } from '../../components/TextField.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useInviteRecruiter, useRecruiters, useRemoveRecruiter, useRevokeRecruiterInvite } from './recruiters-api.js';
import { BusyButton } from '../../components/BusyButton.js';

/**
 * The company's recruiters, on its Account page: further people who sign in for the company with
 * their own e-mail. Only the company's own account sees the card; a recruiter signed in does not.
 */
export function RecruitersCard() {
  const recruiters = useRecruiters();
  if (recruiters.data === null) return null;
  return (
    <Card className="shadow-sm border-0">
      <Card.Header as="h2" className="bg-body fw-semibold h6 mb-0 py-2">
        Recruiters
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">
          Recruiters sign in on the company sign-in page with their own e-mail and password, and see and do what your
          company's account does, except managing recruiters.
        </p>
        {recruiters.error ? (
          <p role="alert" className="text-danger">
            {FAILED_TO_FETCH_DATA}
          </p>
        ) : (
          recruiters.data && <RecruiterList recruiters={recruiters.data} />
        )}
        <InviteForm />
      </Card.Body>
    </Card>
  );
}

type Listed = NonNullable<ReturnType<typeof useRecruiters>['data']>;

function RecruiterList({ recruiters: { recruiters, invites } }: { readonly recruiters: Listed }) {
  const zone = useEventTimeZone();
  const alerted = useAlertedCall();
  const remove = useRemoveRecruiter();
  const revoke = useRevokeRecruiterInvite();
  if (recruiters.length === 0 && invites.length === 0) {
    return <p className="mb-3">No recruiters yet: invite one below.</p>;
  }
  return (
    <ListGroup as="ul" className="mb-4" aria-label="Recruiters and invitations">
      {recruiters.map((recruiter) => (
        <ListGroup.Item as="li" key={recruiter._id} className="d-flex flex-wrap align-items-center gap-2">
          <div className="me-auto text-break">
            <div className="fw-semibold">{recruiter.name}</div>
            <div className="small text-body-secondary">{recruiter.email}</div>
          </div>
          <DeleteButton
            label="Remove"
            subject={recruiter.email}
            onConfirm={() => alerted(() => remove(recruiter._id), `${recruiter.name} was removed.`)}
          />
        </ListGroup.Item>
      ))}
      {invites.map((invite) => {
        const expired = new Date(invite.expiresAt).getTime() <= Date.now();
        return (
          <ListGroup.Item as="li" key={invite._id} className="d-flex flex-wrap align-items-center gap-2">
            <div className="me-auto text-break">
              <div className="fw-semibold">
                {invite.name}{' '}
                <Badge bg={expired ? 'secondary' : 'info'} text={expired ? undefined : 'dark'}>
                  {expired ? 'Invitation expired' : 'Invited'}
                </Badge>
              </div>
              <div className="small text-body-secondary">
                {invite.email} · {expired ? 'expired' : 'link works until'} {formatDateTime(invite.expiresAt, zone)}
              </div>
            </div>
            <DeleteButton
              label="Revoke"
              subject={`the invitation to ${invite.email}`}
              onConfirm={() => alerted(() => revoke(invite._id), `The invitation to ${invite.email} was revoked.`)}
            />
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}

function InviteForm() {
  const alerts = useAlerts();
  const invite = useInviteRecruiter();
  const { control, busy, failure, onSubmit } = useDomainForm({
    defaultValues: { name: '', email: '' },
    validate: validateRecruiterInvite,
    send: async ({ name, email }) => alerts.success(await invite(name, email)),
    resetAfterSend: true,
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="invite-recruiter-title">
      <h3 id="invite-recruiter-title" className="h6">
        Invite a recruiter
      </h3>
      <TextField control={control} name="name" id="recruiter-name" label="Name" autoComplete="off" />
      <TextField
        control={control}
        name="email"
        id="recruiter-email"
        label="Email"
        type="email"
        autoComplete="off"
        help="We mail them a link to set their password; it works once, for 7 days."
      />
      <FormError message={failure} />
      <BusyButton type="submit" busy={busy}>
        Send Invitation
      </BusyButton>
    </Form>
  );
}
