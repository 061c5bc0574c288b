/** Renders the whole owner app at a /config address, as the shell page would. */
import { act, render } from '@testing-library/react';
import { App } from '../app/App';

export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'admin-root';
  root.dataset.siteTitle = 'Field & Fern';
  document.body.append(root);
  return render(<App siteTitle="Field & Fern" />, { container: root });
}

/** Lets pending fetches and the renders they cause finish. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
