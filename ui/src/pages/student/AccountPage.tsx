import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useStudentProfile } from './api.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { ProfileCard } from './ProfileCard.js';
import { ProfileForm } from './ProfileForm.js';
import { MyDataCard } from './MyDataCard.js';
import { PushNotificationsCard } from './PushNotificationsCard.js';
import { RemindersSwitch } from './RemindersSwitch.js';

/** /student: the student's account (spec §2). */
export function AccountPage() {
  const profile = useStudentProfile();
  return (
    <>
      <PageTitle title="Account" />
      <DataState data={profile.data} error={profile.error} fallback={FAILED_TO_FETCH_DATA} isEmpty={() => false}>
        {(student) => (
          <Row className="g-4">
            <Col lg={4}>
              <ProfileCard student={student} />
              <RemindersSwitch student={student} />
              <PushNotificationsCard />
              <MyDataCard />
            </Col>
            <Col lg={8}>
              <ProfileForm key={student._id} student={student} />
            </Col>
          </Row>
        )}
      </DataState>
    </>
  );
}
