import { AdminPageHeader } from '../features/admin/admin-page';
import { MessagesView } from '../features/admin/messages/messages-view';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Messages',
    'Contact-form messages, newsletter subscribers and every email, SMS, Sheet row and CRM contact recorded by the offline adapters.',
  );

export default function AdminMessagesPage() {
  return (
    <>
      <AdminPageHeader title="Messages">
        What visitors wrote through the contact form, who gets the newsletter, and the outbox: every email,
        SMS, Google Sheet row and CRM contact the app recorded instead of sending while no vendor is
        configured.
      </AdminPageHeader>
      <MessagesView />
    </>
  );
}
