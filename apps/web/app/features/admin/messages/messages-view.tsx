import { useSearchParams } from 'react-router';
import { Tabs } from '../tabs';
import { ContactMessagesTab } from './contact-messages-tab';
import { NewsletterTab } from './newsletter-tab';
import { OutboxTab } from './outbox-tab';

const TABS = [
  { value: 'contact', label: 'Contact form' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'outbox', label: 'Outbox' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): Tab =>
  value === 'newsletter' || value === 'outbox' ? value : 'contact';

/** Contact messages, newsletter subscribers and the offline outbox, one tab each (kept in the address bar). */
export function MessagesView() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <Tabs
      label="Messages"
      tabs={TABS}
      value={tab}
      onChange={(value) => setParams(value === 'contact' ? {} : { tab: value }, { replace: true })}
    >
      {tab === 'contact' && <ContactMessagesTab />}
      {tab === 'newsletter' && <NewsletterTab />}
      {tab === 'outbox' && <OutboxTab />}
    </Tabs>
  );
}
