import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './playwright.config';
import { startMailCatcher } from './mail-catcher';

/** The SMTP server the API under test sends its mail to, for the whole run. */
export default async function globalSetup() {
  return startMailCatcher(E2E_SMTP_PORT, E2E_MAIL_DIR);
}
