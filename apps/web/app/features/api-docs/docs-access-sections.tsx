import { API_KEY_HEADER } from '@app/shared';
import { DocsSection, InlineCode } from './docs-section';
import { docsTitle } from './docs-table-of-contents';

/** docs/product.md §2.8: authentication with an x-api-key header. */
export function AuthenticationSection() {
  return (
    <DocsSection id="authentication" title={docsTitle('authentication')}>
      <p>
        Every request carries your personal API key in the <InlineCode>{API_KEY_HEADER}</InlineCode> header.
        The key identifies you, so the API only ever returns leads that you have purchased.
      </p>
      <pre className="overflow-x-auto rounded-xl bg-ink p-4 font-mono text-sm text-slate-100">
        <code>{`${API_KEY_HEADER}: YOUR_API_KEY`}</code>
      </pre>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Generate your key in your account. It is shown once, when you create it: store it in a password
          manager or your server&apos;s secrets.
        </li>
        <li>
          Send it in the header only. A key in the query string is refused, because URLs end up in logs and
          browser history.
        </li>
        <li>
          Keep it on your server or in tools you trust, never in a public web page. If a key leaks, revoke it
          and create a new one.
        </li>
      </ul>
    </DocsSection>
  );
}

/** docs/product.md §2.8: Postman steps. */
export function PostmanSection() {
  return (
    <DocsSection id="postman" title={docsTitle('postman')}>
      <p>Postman is the quickest way to see your leads before writing any code:</p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          Create a new request, choose the <strong>GET</strong> method and paste the endpoint URL shown below.
        </li>
        <li>
          Open the <strong>Authorization</strong> tab.
        </li>
        <li>
          Set <strong>Type</strong> to <strong>API Key</strong>.
        </li>
        <li>
          For <strong>Key</strong>, enter <InlineCode>{API_KEY_HEADER}</InlineCode>.
        </li>
        <li>
          For <strong>Value</strong>, paste your generated API key.
        </li>
        <li>
          Set <strong>Add to</strong> to <strong>Header</strong>, then press <strong>Send</strong>.
        </li>
      </ol>
    </DocsSection>
  );
}
