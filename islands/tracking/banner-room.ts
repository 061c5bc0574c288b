/**
 * Room at the end of the page for the cookie banner while it shows: the banner is fixed over
 * the bottom of the screen, and on a phone it covered the end of the footer (the newsletter's
 * Sign up button) until answered. A block as tall as the banner and its margin, after every
 * other part of the page, lets the visitor scroll that end above the banner. It follows the
 * banner's height (a turned phone rewraps its words) and goes with the banner.
 */
export function makeRoomFor(banner: HTMLElement, doc: Document = document): () => void {
  const room = doc.createElement('div');
  room.className = 'cookie-banner-room';
  room.setAttribute('aria-hidden', 'true');
  banner.before(room);
  const view = doc.defaultView;
  const matchBanner = () => {
    if (!view) return;
    // From the banner's top to the screen's bottom (its margin below included), and a gap above it.
    const covered = view.innerHeight - banner.getBoundingClientRect().top;
    room.style.height = `${Math.max(0, Math.ceil(covered + GAP_PX))}px`;
  };
  matchBanner();
  const observer = view && 'ResizeObserver' in view ? new view.ResizeObserver(matchBanner) : undefined;
  observer?.observe(banner);
  return () => {
    observer?.disconnect();
    room.remove();
  };
}

/** Between the page's last words and the banner's top, as the banner keeps from the screen's edges. */
const GAP_PX = 16;
