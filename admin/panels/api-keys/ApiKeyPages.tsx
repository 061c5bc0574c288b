/** The two pages the key dialog links to: the terms of use, and how to use a key. */
import { Link, configPath } from '../../app/router';
import { PanelHeading } from '../../ui/PanelHeading';
import { Empty } from '../../ui/status';

export function ApiKeyPages({ page }: { page: string }) {
  const back = (
    <p className="back">
      <Link to={configPath('api-keys')}>API keys</Link>
    </p>
  );
  if (page === 'terms') {
    return (
      <section className="panel prose">
        {back}
        <PanelHeading title="API key terms of use">API key terms of use</PanelHeading>
        <ol>
          <li>
            A key acts for this site with the role you gave it. Whatever a program does with it, it does in your name.
          </li>
          <li>
            Keep the secret private: store it in your program's secret settings, never in a web page, a public
            repository or an email.
          </li>
          <li>If a secret may have leaked, delete the key at once and create another one.</li>
          <li>
            Calls are rate limited like every other call to the store. A program that floods the store is refused until
            it slows down.
          </li>
          <li>
            Give each program its own key with the smallest role that does the job, so you can withdraw one without
            stopping the others.
          </li>
        </ol>
      </section>
    );
  }
  if (page === 'learn-more') {
    const origin = window.location.origin;
    return (
      <section className="panel prose">
        {back}
        <PanelHeading title="About API keys">About API keys</PanelHeading>
        <p>
          An API key lets a program call this store's owner API without signing in: for example to read orders into your
          accounting or to set stock from your warehouse.
        </p>
        <h2>Sending the key</h2>
        <p>
          Send the secret in the Authorization header of each call. Calls made with a key need no cookie and no crumb.
        </p>
        <pre>
          <code>{`curl -H "Authorization: Bearer <secret>" ${origin}/api/owner/orders`}</code>
        </pre>
        <h2>What a key may do</h2>
        <p>
          Exactly what its role may do on this site. A call the role does not allow, or a key of another site, is
          answered with status 403; a call without a valid key with status 401.
        </p>
        <h2>Keeping keys safe</h2>
        <p>
          The store keeps only a hash of the secret, so nobody can show it to you again. Delete a key you no longer use;
          its calls are refused at once.
        </p>
      </section>
    );
  }
  return (
    <section className="panel">
      {back}
      <PanelHeading title="Page not found">Page not found</PanelHeading>
      <Empty>There is no page at this address.</Empty>
    </section>
  );
}
