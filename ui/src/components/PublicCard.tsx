import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link, useMatch } from 'react-router-dom';
import { ACCESSIBILITY_PATH } from './accessibility-path.js';
import { AlertRegion } from './AlertsProvider.js';
import { SocietyLogo } from './SocietyLogo.js';

/** The centred card every public screen sits in. */
export function PublicCard({
  title,
  children,
  wide = false,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly wide?: boolean;
}) {
  const onStatement = useMatch(ACCESSIBILITY_PATH) !== null;
  return (
    <main className="public-page min-vh-100 d-flex flex-column align-items-center justify-content-center p-3">
      <Card className={`public-card shadow-sm border-0 w-100 ${wide ? 'public-card-wide' : ''}`}>
        <Card.Body className="p-4 p-sm-5">
          <AlertRegion />
          <div className="text-center mb-4">
            <SocietyLogo />
          </div>
          <h1 className="h3 text-center mb-4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
      {!onStatement && (
        <footer className="mt-3 small">
          <Link to={ACCESSIBILITY_PATH}>Accessibility</Link>
        </footer>
      )}
    </main>
  );
}
