// @vitest-environment happy-dom
/**
 * The shared editor pieces against a stand-in server: a document loads, edits show 'Saving…'
 * while saved with their revision, a stale save is told as a conflict with Reload, a missing
 * document says 'Unable to locate content', and the preview posts the unsaved documents.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { settle } from '../test/render-app';
import { RouterProvider } from '../app/router';
import { EditorBar, LivePreview, PREVIEW_DEBOUNCE_MS, useDocumentEditor } from '.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DOC = '/api/owner/content/documents/item/shop/prod-1';

function Harness() {
  const editor = useDocumentEditor<{ title: string }>({ kind: 'item', key: 'shop/prod-1' });
  if (editor.phase === 'failed') return <p role="alert">{editor.loadError}</p>;
  if (!editor.body) return <p>Loading</p>;
  return (
    <RouterProvider>
      <label>
        Title
        <input
          value={editor.body.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            editor.setBody((b) => ({ ...b, title }));
          }}
        />
      </label>
      <EditorBar editor={editor} />
    </RouterProvider>
  );
}

describe('document editor', () => {
  it('saves with the revision it loaded, saying Saving… meanwhile', async () => {
    let finish: (() => void) | undefined;
    const server = fakeServer({
      [`GET ${DOC}`]: () => ({
        body: { kind: 'item', key: 'shop/prod-1', revision: 3, publishedRevision: 3, draft: { title: 'Lamp' } },
      }),
      [`PUT ${DOC}`]: () => new Promise((resolve) => (finish = () => resolve({ body: { revision: 4 } }))),
    });
    render(<Harness />);
    await settle();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lantern' } });
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy();
    finish?.();
    await settle();
    expect(server.calls('PUT', DOC)[0]!.body).toEqual({ revision: 3, body: { title: 'Lantern' } });
    expect(screen.getByRole('status').textContent).toContain('All changes saved');
  });

  it('tells of a stale save as a conflict, and Reload loads the current one', async () => {
    let title = 'Lamp';
    fakeServer({
      [`GET ${DOC}`]: () => ({
        body: { kind: 'item', key: 'shop/prod-1', revision: 5, publishedRevision: 3, draft: { title } },
      }),
      [`PUT ${DOC}`]: () => ({ status: 409, body: { error: 'stale', revision: 6, current: { title: 'Desk Lamp' } } }),
    });
    render(<Harness />);
    await settle();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lantern' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Someone else changed this');
    title = 'Desk Lamp';
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await settle();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Desk Lamp');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an owner without code.write which template and code drafts a publish left for an administrator', async () => {
    const layout = { kind: 'template', key: 'layouts/site.html' };
    const script = { kind: 'asset', key: 'assets/site.js' };
    const cases = [
      {
        answer: { published: 1, publishCount: 2, siteCodeLeftAsDrafts: [layout, script] },
        says: 'Published: visitors see it now. 2 template or code changes were left for an administrator to publish: layouts/site.html, assets/site.js.',
      },
      {
        answer: { published: 0, publishCount: 3, siteCodeLeftAsDrafts: [layout] },
        says: 'Nothing was published. 1 template or code change was left for an administrator to publish: layouts/site.html.',
      },
      { answer: { published: 1, publishCount: 4, siteCodeLeftAsDrafts: [] }, says: 'Published: visitors see it now.' },
    ];
    for (const { answer, says } of cases) {
      const server = fakeServer({
        [`GET ${DOC}`]: () => ({
          body: { kind: 'item', key: 'shop/prod-1', revision: 4, publishedRevision: 3, draft: { title: 'Lamp' } },
        }),
        'POST /api/owner/content/publish': () => ({ body: answer }),
      });
      render(<Harness />);
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      await settle();
      expect(server.calls('POST', '/api/owner/content/publish')).toHaveLength(1);
      expect(screen.getByRole('status').textContent).toBe(`${says}Published`);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("says 'Unable to locate content' for a document that is not there", async () => {
    fakeServer({});
    render(<Harness />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Unable to locate content');
  });
});

describe('live preview', () => {
  it('asks once for a burst of changes, with the unsaved documents, and shows the page in a sandboxed frame', async () => {
    vi.useFakeTimers();
    const server = fakeServer({
      'POST /api/owner/content/preview': ({ body }) => ({
        html: `<p>${(body as { documents: { body: { title: string } }[] }).documents[0]!.body.title}</p>`,
      }),
    });
    const doc = (title: string) => [{ kind: 'item' as const, key: 'shop/prod-1', body: { title } }];
    const view = render(<LivePreview path="/shop/lamp" documents={doc('L')} />);
    view.rerender(<LivePreview path="/shop/lamp" documents={doc('La')} />);
    view.rerender(<LivePreview path="/shop/lamp" documents={doc('Lamp')} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS);
    });
    expect(server.calls('POST', '/api/owner/content/preview').map((r) => r.body)).toEqual([
      { path: '/shop/lamp', documents: doc('Lamp') },
    ]);
    const frame = screen.getByTitle('Preview of /shop/lamp, desktop view') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Lamp</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByTitle('Preview of /shop/lamp, phone view').style.width).toBe('375px');
  });
});
