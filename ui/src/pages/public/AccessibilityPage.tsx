import { Link } from 'react-router-dom';
import { ROLE_HOME_PATHS } from '../../session/role-pages.js';
import { PublicCard } from '../../components/PublicCard.js';
import { useSession } from '../../session/SessionContext.js';

/** The public accessibility statement: what the portal conforms to, what is known not to, and who helps. */
export function AccessibilityPage() {
  const { user } = useSession();
  return (
    <PublicCard title="Accessibility" wide>
      <h2 className="h5">Conformance</h2>
      <p>
        The career-fair portal aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, for
        every screen of every role: students, companies, coordinators and administrators.
      </p>
      <p>How we check it, on every change to the portal:</p>
      <ul>
        <li>
          Every screen is checked with an automated accessibility audit at a laptop&apos;s width (1280 px) and a
          phone&apos;s (390 px), in the light and the dark colour scheme, with the data of a fair day.
        </li>
        <li>
          Nothing on a screen may need sideways scrolling, down to 320 px (or a 400% zoom), and every control is reached
          with the Tab key and shows where the focus is.
        </li>
        <li>
          A student ranks ten companies and submits, and a coordinator checks a student in and moves the queue, with the
          keyboard alone.
        </li>
        <li>
          Changes to the live queue and the &ldquo;You&apos;re next&rdquo; notice are announced to screen readers as
          they happen.
        </li>
      </ul>

      <h2 className="h5 mt-4">Known gaps</h2>
      <ul>
        <li>
          CVs are the students&apos; own PDF files: the portal stores and passes them on as uploaded and cannot make
          them accessible.
        </li>
        <li>
          The organizer&apos;s dashboard charts are drawn as pictures; each carries its figures as a text description,
          but the figures cannot be browsed point by point.
        </li>
        <li>
          A sign-in lasts 12 hours. A form left open past that is refused and asks you to sign in again; sign in again
          in another tab first if you need longer.
        </li>
        <li>
          The check-in desk reads QR codes with a camera; where that is not possible, the code shown under the QR code
          can be typed instead.
        </li>
      </ul>

      <h2 className="h5 mt-4">Asking for help</h2>
      <p>
        If something in the portal stands in your way, or you need something in another format, tell the society&apos;s
        organizers: write to the society&apos;s address given in the fair&apos;s announcements, or ask at the help desk
        on the fair day. Say which screen you were on and what you were trying to do. The organizers answer within two
        working days, and before your interview if it is sooner; they can also arrange your interview with the
        company&apos;s coordinator directly.
      </p>
      <p className="mb-0">
        {user ? <Link to={ROLE_HOME_PATHS[user.role]}>Back to the portal</Link> : <Link to="/">Back to sign in</Link>}
      </p>
    </PublicCard>
  );
}
