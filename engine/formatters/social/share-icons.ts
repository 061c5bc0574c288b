/**
 * One small monochrome icon per share network (24×24, drawn in currentColor), so share links
 * read as buttons; the link's own text and aria-label carry the name.
 */
const PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  x: 'M4 4h4.5l4 5.6L17 4h3l-6.1 7.2L20.5 20H16l-4.3-6-5 6H3.6l6.6-7.8Z',
  linkedin:
    'M5 9h3v11H5Zm1.5-5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.1 0 3.6 2 3.6 4.7V20h-3v-5.7c0-1.4 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3Z',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 0-2.8l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.6-3.9-4-3.9-2.7 0-4.3 2-4.3 4.2 0 .8.3 1.7.7 2.2l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2-2.4-2-3.9 0-3.2 2.3-6.1 6.7-6.1 3.5 0 6.2 2.5 6.2 5.8 0 3.5-2.2 6.3-5.2 6.3-1 0-2-.5-2.3-1.2l-.6 2.4c-.2.9-.9 2-1.3 2.7A9 9 0 1 0 12 3Z',
  reddit:
    'M20 12a2 2 0 0 0-3.4-1.4A9.6 9.6 0 0 0 12.5 9.3l.8-3.6 2.6.6a1.5 1.5 0 1 0 .2-1l-3.1-.7a.5.5 0 0 0-.6.4l-.9 4.3a9.7 9.7 0 0 0-4.1 1.3A2 2 0 1 0 5.2 13.7 3.6 3.6 0 0 0 5 15c0 2.8 3.1 5 7 5s7-2.2 7-5a3.6 3.6 0 0 0-.1-1.3A2 2 0 0 0 20 12ZM8.5 13.5a1.2 1.2 0 1 1 2.4 0 1.2 1.2 0 0 1-2.4 0Zm6.6 3.2a4.7 4.7 0 0 1-3.1.9 4.7 4.7 0 0 1-3.1-.9.4.4 0 0 1 .5-.6 4 4 0 0 0 2.6.7 4 4 0 0 0 2.6-.7.4.4 0 1 1 .5.6Zm-.2-2a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Z',
  tumblr:
    'M14.5 20c-3 0-4.5-1.9-4.5-4.2V11H8V8.2c2.2-.7 3-2.6 3.2-4.2h2.5v3.8H17V11h-3.3v4.3c0 1.1.5 1.6 1.5 1.6.6 0 1.3-.2 1.8-.5V19c-.7.5-1.8 1-2.5 1Z',
  email: 'M3 6h18v12H3Zm2 2v.4l7 4.6 7-4.6V8l-7 4.5Z',
};

/** The icon of a network, or '' for one without. */
export function shareIcon(network: string): string {
  const path = PATHS[network];
  return path
    ? `<svg class="share-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="${path}" fill="currentColor"/></svg>`
    : '';
}
