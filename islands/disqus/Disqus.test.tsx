// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Disqus } from './Disqus';

afterEach(() => {
  cleanup();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete (window as { disqus_config?: unknown }).disqus_config;
});

describe('Disqus island', () => {
  it('loads nothing of Disqus until the visitor asks for the comments', () => {
    render(<Disqus shortname="northwind" identifier="post-1" url="/journal/post-1" title="First post" />);
    expect(document.head.querySelector('script[src*="disqus"]')).toBeNull();
    expect(document.querySelector('#disqus_thread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show comments' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it("loads the site's embed script once asked, configured with the item's thread", () => {
    render(<Disqus shortname="northwind" identifier="post-1" url="/journal/post-1" title="First post" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    expect(document.querySelector('#disqus_thread')).not.toBeNull();
    expect(document.querySelector('.comments__heading')!.textContent).toBe('Comments');
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="disqus"]')!;
    expect(script.getAttribute('src')).toBe('https://northwind.disqus.com/embed.js');
    const page = { page: {} as Record<string, string> };
    (window as unknown as { disqus_config: (this: typeof page) => void }).disqus_config.call(page);
    expect(page.page).toEqual({
      identifier: 'post-1',
      url: new URL('/journal/post-1', location.href).href,
      title: 'First post',
    });
  });

  it('reloads an embed already on the page instead of loading it again', () => {
    const resets: unknown[] = [];
    (window as unknown as { DISQUS: unknown }).DISQUS = { reset: (options: unknown) => resets.push(options) };
    render(<Disqus shortname="northwind" identifier="post-2" url="/journal/post-2" title="Second" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show comments' }));
    expect(resets).toHaveLength(1);
    expect(document.head.querySelector('script[src*="disqus"]')).toBeNull();
    delete (window as { DISQUS?: unknown }).DISQUS;
  });
});
