import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App } from './App.js';
import { AlertsProvider } from './components/AlertsProvider.js';
import { LiveProvider } from './live/LiveProvider.js';
import { SessionProvider } from './session/SessionProvider.js';
import { EventTimeZoneProvider } from './settings/EventTimeZoneProvider.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <BrowserRouter>
        <AlertsProvider>
          <SessionProvider>
            <LiveProvider>
              <EventTimeZoneProvider>
                <App />
              </EventTimeZoneProvider>
            </LiveProvider>
          </SessionProvider>
        </AlertsProvider>
      </BrowserRouter>
    </SWRConfig>
  </StrictMode>,
);
