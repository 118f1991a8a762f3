import { API_KEY_HEADER } from '@app/shared';
import { Link } from 'react-router';
import { CopyableValue } from '../../components/copy-value-button';
import { DeliveryCard } from '../../components/delivery-card';
import { curlExample } from './api-key-format';
import { usePageOrigin } from '../../lib/use-page-origin';

/** How to call leads/get-purchased-premium-leads with a key: the /docs cURL line against this site. */
export function ApiKeyUsage() {
  const origin = usePageOrigin();
  return (
    <DeliveryCard
      title="Call the API with your key"
      description={
        <>
          Send the key in the{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">{API_KEY_HEADER}</code>{' '}
          header. Replace YOUR_API_KEY with the key you copied; the answer lists every lead you purchased,
          oldest first, 25 to a page.
        </>
      }
    >
      <CopyableValue value={curlExample(origin)} label="the cURL example" />
      <ul className="list-disc space-y-1.5 pl-5 text-slate-700">
        <li>
          In Postman: <strong>Authorization</strong> tab, type <strong>API Key</strong>, key{' '}
          <span className="font-mono">{API_KEY_HEADER}</span>, value your key, add to <strong>Header</strong>.
        </li>
        <li>
          Keep keys on your server or in tools you trust. A leaked key: revoke it here, and it stops working
          at once.
        </li>
        <li>
          Every lead row pulled counts toward the 250,000 downloads a month, the same as CSV, Sheet and Go
          High Level.
        </li>
      </ul>
      <p>
        <Link to="/docs" className="font-semibold text-brand-700 underline underline-offset-2">
          Read the API documentation
        </Link>{' '}
        <span className="text-slate-700">
          for Node, Python and Java examples, the parameters and a sample response.
        </span>
      </p>
    </DeliveryCard>
  );
}
